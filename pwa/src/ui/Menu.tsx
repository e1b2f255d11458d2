import { MenuButton, MenuItem, MenuItems, MenuSeparator, Menu as HeadlessMenu } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './class-names.ts';

export type MenuEntry =
  | { label: string; href: string; icon?: ReactNode }
  | { label: string; onSelect: () => void; icon?: ReactNode; isDestructive?: boolean }
  | 'separator';

const ITEM_CLASSES =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/**
 * A dropdown menu (headlessui: arrow keys, typeahead, Escape, focus return). Entries are links (`href`) or
 * actions (`onSelect`); `header` is shown above them, e.g. the signed-in e-mail and role.
 */
export function Menu({
  trigger,
  triggerLabel,
  header,
  entries,
  align = 'end',
  triggerClassName,
}: {
  trigger: ReactNode;
  /** The button's accessible name when `trigger` is only an icon or avatar, e.g. 'Account menu'. */
  triggerLabel?: string;
  header?: ReactNode;
  entries: readonly MenuEntry[];
  align?: 'start' | 'end';
  triggerClassName?: string;
}) {
  return (
    <HeadlessMenu>
      <MenuButton aria-label={triggerLabel} className={cx('rounded-full', triggerClassName)}>
        {trigger}
      </MenuButton>
      <MenuItems
        anchor={{ to: align === 'end' ? 'bottom end' : 'bottom start', gap: 8 }}
        className="z-40 w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {header && <div className="px-3 py-2">{header}</div>}
        {header && <MenuSeparator className="my-1 h-px bg-slate-200" />}
        {entries.map((entry, index) => {
          if (entry === 'separator') return <MenuSeparator key={`separator-${index}`} className="my-1 h-px bg-slate-200" />;
          if ('href' in entry) {
            return (
              <MenuItem key={entry.label}>
                <Link href={entry.href} className={ITEM_CLASSES}>
                  {entry.icon}
                  {entry.label}
                </Link>
              </MenuItem>
            );
          }
          return (
            <MenuItem key={entry.label}>
              <button
                type="button"
                onClick={entry.onSelect}
                className={cx(ITEM_CLASSES, entry.isDestructive && 'text-red-700 data-focus:text-red-800')}
              >
                {entry.icon}
                {entry.label}
              </button>
            </MenuItem>
          );
        })}
      </MenuItems>
    </HeadlessMenu>
  );
}
