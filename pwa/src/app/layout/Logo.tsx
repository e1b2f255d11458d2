import { Link } from 'wouter';

/** The HireSync mark and name, linking home; `isCompact` shows only the mark below the sm breakpoint. */
export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="#fff" />
      </svg>
      <span className={isCompact ? 'sr-only sm:not-sr-only' : undefined}>HireSync</span>
    </Link>
  );
}
