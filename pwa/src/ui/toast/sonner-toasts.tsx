import { useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast as sonner } from 'sonner';
import 'sonner/dist/styles.css';
import { TOAST_SETTINGS } from '@shared/catalog.ts';
import { cx } from '../class-names.ts';
import type { ToastOptions, ToastVariant } from './toast.ts';

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  // red-700, not 600: white text keeps a 4.5:1 contrast on it (axe), the description included.
  destructive: 'border-red-800 bg-red-700 text-white',
};

const ICONS: Record<ToastVariant, string | null> = {
  default: null,
  success: 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z',
  destructive: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a.9.9 0 0 1 .9.9v3.6a.9.9 0 0 1-1.8 0V6.9A.9.9 0 0 1 10 6Zm0 8.6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
};

/** Spec section 9: one toast at a time, so a new one takes the shown one's place. */
export function showToast(id: string, options: ToastOptions): void {
  sonner.dismiss();
  sonner.custom(() => <ToastCard id={id} options={options} />, {
    id,
    duration: options.durationMs ?? TOAST_SETTINGS.durationMs,
  });
}

export function dismissShownToast(id?: string): void {
  sonner.dismiss(id);
}

function ToastCard({ id, options }: { id: string; options: ToastOptions }) {
  const variant = options.variant ?? 'default';
  const icon = ICONS[variant];
  return (
    <div
      // An error interrupts a screen reader at once; other toasts wait for a pause.
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic
      // Sonner's list item fits its content on wide screens: the card keeps the width the viewport had (max-w-sm).
      className={cx('relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg sm:w-88', VARIANTS[variant])}
    >
      {icon && (
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
          <path fillRule="evenodd" clipRule="evenodd" d={icon} />
        </svg>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="text-sm font-semibold">{options.title}</div>
        {options.description && <div className="text-sm">{options.description}</div>}
        {options.action && (
          <button
            type="button"
            aria-description={options.action.altText}
            onClick={() => {
              options.action?.onClick();
              sonner.dismiss(id);
            }}
            className="mt-2 inline-flex h-8 w-fit items-center rounded-lg border border-current/30 px-3 text-sm font-medium hover:bg-black/5"
          >
            {options.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => sonner.dismiss(id)}
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}

const WIDE = '(min-width: 640px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Shows the toasts of `toast()`. Swipe right or press the × to dismiss; F8 focuses them. */
export function Toaster() {
  const isWide = useSyncExternalStore(subscribeToWidth, () => window.matchMedia(WIDE).matches);
  return (
    <Sonner
      // Phones: at the top edge, because dialogs rise from the bottom edge there and a toast at the bottom would
      // cover their buttons (the code dialog's submit). Wider screens: bottom right, beside a centred dialog.
      position={isWide ? 'bottom-right' : 'top-center'}
      visibleToasts={TOAST_SETTINGS.limit}
      swipeDirections={[TOAST_SETTINGS.swipeDirection]}
      hotkey={[TOAST_SETTINGS.hotkey]}
      containerAriaLabel="Status updates"
      offset={16}
      mobileOffset={16}
      style={{ '--width': '352px' } as React.CSSProperties}
    />
  );
}
