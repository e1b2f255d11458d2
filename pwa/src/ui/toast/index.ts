export { Toaster } from './Toaster.tsx';
export { dismissToast, toast, type ToastOptions, type ToastVariant } from './toast.ts';
