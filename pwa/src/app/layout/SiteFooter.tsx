import { Link } from 'wouter';

const FOOTER_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Support', href: '/support' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
] as const;

/** The footer links of the landing page (spec section 2), on every screen. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© HireSync. Jobs and talent, online or offline.</p>
        <nav aria-label="Footer">
          {/* Each link is a 44 px tap target on a phone (it was the 16 px of its text); the padding keeps the row's look. */}
          <ul className="-mx-2 flex flex-wrap gap-x-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center rounded px-2 hover:text-slate-900 hover:underline sm:min-h-8">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
