import { Description, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

const WIDTHS = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

/**
 * A modal dialog: title, optional description, a labelled close button, the body and an optional footer for
 * the actions. Focus is trapped inside and returns to the opener on close (headlessui). On phones it rises
 * from the bottom edge and scrolls inside when the body is long.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'md',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  children?: ReactNode;
}) {
  return (
    // The dialog element itself covers the viewport, so assistive tech and tests see it as visible, not 0×0.
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="relative flex w-full items-end justify-center sm:items-center">
        <DialogPanel
          className={cx(
            'flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl sm:rounded-2xl',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          {/* Focusable so a keyboard can scroll a long body that holds no control (axe: scrollable-region-focusable). */}
          <div tabIndex={0} className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
            {children}
          </div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
