/** The look every text-like control shares: border, focus ring, and red while `aria-invalid` is set. */
export const CONTROL_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30 sm:text-sm';
