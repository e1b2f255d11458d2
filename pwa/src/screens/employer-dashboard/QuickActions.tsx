import { Link } from 'wouter';
import { Card } from '../../ui/index.ts';

/** The spec's four quick actions, plus the applications list: an employer's navigation has no link to it. */
const ACTIONS = [
  { label: 'Post a Job', description: 'Publish a new opening', href: '/job-posting' },
  { label: 'Review Applications', description: 'Move candidates through your pipeline', href: '/application-tracking' },
  { label: 'Find Talent', description: 'Search candidate profiles', href: '/find-talent' },
  { label: 'Video Interviews', description: 'Schedule and join interviews', href: '/video-interviews' },
  { label: 'Messages', description: 'Talk to candidates', href: '/messages' },
] as const;

export function QuickActions() {
  return (
    <Card as="section" title="Quick actions">
      <ul className="flex flex-col gap-2">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{action.label}</span>
                <span className="block text-xs text-slate-600">{action.description}</span>
              </span>
              <span aria-hidden="true" className="text-slate-400">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
