import * as RadixToast from '@radix-ui/react-toast';
import { useSnapshot } from 'valtio';
import { TOAST_SETTINGS } from '@shared/catalog.ts';
import { cx } from '../class-names.ts';
import { dismissToast, toastState, type ToastVariant } from './toast.ts';

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

/** Shows the toasts of `toast()`. Mount once, in App. Swipe right or press the × to dismiss; F8 focuses it. */
export function Toaster() {
  const { toasts } = useSnapshot(toastState);
  return (
    <RadixToast.Provider
      duration={TOAST_SETTINGS.durationMs}
      swipeDirection={TOAST_SETTINGS.swipeDirection}
      swipeThreshold={TOAST_SETTINGS.swipeThresholdPx}
    >
      {toasts.map((record) => {
        const variant = record.variant ?? 'default';
        const icon = ICONS[variant];
        return (
          <RadixToast.Root
            key={record.id}
            open={record.open}
            duration={record.durationMs}
            onOpenChange={(open) => !open && dismissToast(record.id)}
            // An error interrupts a screen reader at once; other toasts wait for a pause.
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cx(
              'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              VARIANTS[variant],
            )}
          >
            {icon && (
              <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
                <path fillRule="evenodd" clipRule="evenodd" d={icon} />
              </svg>
            )}
            <div className="grid min-w-0 flex-1 gap-1">
              <RadixToast.Title className="text-sm font-semibold">{record.title}</RadixToast.Title>
              {record.description && (
                <RadixToast.Description className="text-sm">{record.description}</RadixToast.Description>
              )}
              {record.action && (
                <RadixToast.Action
                  altText={record.action.altText}
                  onClick={record.action.onClick}
                  className="mt-2 inline-flex h-8 w-fit items-center rounded-lg border border-current/30 px-3 text-sm font-medium hover:bg-black/5"
                >
                  {record.action.label}
                </RadixToast.Action>
              )}
            </div>
            <RadixToast.Close
              aria-label="Dismiss"
              className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/*
        Phones: at the top edge, because dialogs rise from the bottom edge there and a toast at the bottom would
        cover their buttons (the code dialog's submit). Wider screens: bottom right, beside a centred dialog.
      */}
      <RadixToast.Viewport
        hotkey={[TOAST_SETTINGS.hotkey]}
        label="Status updates ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </RadixToast.Provider>
  );
}
