import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '../../ui/index.ts';
import type { NavLink } from './nav-links.ts';

/** The navigation links, the current one highlighted and marked `aria-current="page"`; `badgeOf` adds a count. */
export function NavLinks({
  links,
  layout,
  onNavigate,
  badgeOf,
}: {
  links: readonly NavLink[];
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
  badgeOf?: (href: string) => ReactNode;
}) {
  const [location] = useLocation();
  return (
    <ul className={layout === 'bar' ? 'flex flex-wrap items-center gap-1' : 'flex flex-col gap-1'}>
      {links.map((link) => {
        const isActive = location === link.href;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
              className={cx(
                'block rounded-lg font-medium whitespace-nowrap transition-colors',
                layout === 'bar' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {link.label}
              {badgeOf?.(link.href)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
