export { ToasterOnDemand } from './ToasterOnDemand.tsx';
export { dismissToast, toast, type ToastOptions, type ToastVariant } from './toast.ts';
