import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
  /** A count or marker after the label, e.g. the number of applications in a status. */
  badge?: ReactNode;
  disabled?: boolean;
}

/**
 * Tabs with arrow-key navigation (headlessui TabGroup). Uncontrolled with `defaultKey`, or controlled with
 * `selectedKey` + `onChange`. Only the selected panel is mounted, so forms in other tabs do not clash.
 */
export function Tabs<K extends string>({
  items,
  selectedKey,
  defaultKey,
  onChange,
  label,
  className,
  fullWidth = false,
}: {
  items: readonly TabItem<K>[];
  selectedKey?: K;
  defaultKey?: K;
  onChange?: (key: K) => void;
  /** The tab list's accessible name, e.g. 'Sign-in method'. */
  label?: string;
  className?: string;
  /** Stretch the tabs to share the width equally (two or three tabs on a card). */
  fullWidth?: boolean;
}) {
  const indexOf = (key: K | undefined) => Math.max(0, items.findIndex((item) => item.key === key));
  return (
    <TabGroup
      selectedIndex={selectedKey === undefined ? undefined : indexOf(selectedKey)}
      defaultIndex={defaultKey === undefined ? undefined : indexOf(defaultKey)}
      onChange={(index) => onChange?.(items[index].key)}
      className={className}
    >
      <TabList
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 [scrollbar-width:none]"
      >
        {items.map((item) => (
          <Tab
            key={item.key}
            disabled={item.disabled}
            className={cx(
              'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
              'text-slate-600 hover:text-slate-900 data-disabled:opacity-50',
              'data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm',
              fullWidth && 'flex-1',
            )}
          >
            {item.label}
            {item.badge !== undefined && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">{item.badge}</span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {items.map((item) => (
          <TabPanel key={item.key} className="focus-visible:outline-offset-4">
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
