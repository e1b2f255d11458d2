import { ButtonLink, Card } from '../../ui/index.ts';

const ACTIONS = [
  { href: '/browse-jobs', label: 'Browse Jobs', description: 'Jobs ranked by how well you match' },
  { href: '/application-tracking', label: 'Track Applications', description: 'Where each application stands' },
  { href: '/messages', label: 'Messages', description: 'Talk to employers' },
] as const;

/** The three places a candidate goes next from the dashboard. */
export function QuickActions() {
  return (
    <Card as="section" title="Quick Actions" aria-label="Quick Actions">
      <ul className="flex flex-col gap-2">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <ButtonLink href={action.href} variant="secondary" className="h-auto w-full flex-col items-start gap-0 py-2 text-left">
              <span>{action.label}</span>
              <span className="text-xs font-normal whitespace-normal text-slate-600">{action.description}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
