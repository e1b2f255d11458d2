import { Link } from 'wouter';
import type { Employer } from '@shared/schemas/employer.ts';
import { safeLinkHref } from '@shared/schemas/web-link.ts';
import { Badge, Card } from '../../ui/index.ts';

/** The dashboard's summary of the company profile, with the way to edit it. */
export function CompanyOverview({ employer }: { employer: Employer }) {
  const facts = [employer.industry, `${employer.companySize} employees`, employer.location].filter(Boolean);
  const website = safeLinkHref(employer.website);
  return (
    <Card
      as="section"
      title="Company overview"
      actions={
        <Link href="/employer-profile" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Edit profile
        </Link>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold text-slate-900">{employer.companyName}</p>
          {employer.isVerified && <Badge tone="success">Verified</Badge>}
        </div>
        <p className="text-sm text-slate-600">{facts.join(' · ')}</p>
        <p className="line-clamp-4 text-sm text-slate-700">{employer.description}</p>
        {(website || employer.contactEmail) && (
          <dl className="grid gap-1 text-sm">
            {website && (
              <div className="flex min-w-0 gap-2">
                <dt className="text-slate-500">Website</dt>
                <dd className="min-w-0 truncate">
                  <a href={website} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                    {website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            )}
            {employer.contactEmail && (
              <div className="flex min-w-0 gap-2">
                <dt className="text-slate-500">Contact</dt>
                <dd className="min-w-0 truncate text-slate-700">{employer.contactEmail}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </Card>
  );
}
