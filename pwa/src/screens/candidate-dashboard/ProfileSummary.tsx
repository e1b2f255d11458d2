import { WORK_AUTHORIZATION_LABELS } from '@shared/catalog.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { Badge, ButtonLink, Card } from '../../ui/index.ts';

const SHOWN_SKILLS = 8;

/** A short view of the profile as employers see it, with the way to edit it. */
export function ProfileSummary({ candidate }: { candidate: Candidate }) {
  const authorization =
    WORK_AUTHORIZATION_LABELS[candidate.workAuthorizationStatus as keyof typeof WORK_AUTHORIZATION_LABELS] ??
    WORK_AUTHORIZATION_LABELS.visa_required;
  return (
    <Card as="section" title="Your Profile" aria-label="Your Profile" actions={<ButtonLink href="/candidate-profile" size="sm" variant="secondary">Edit Profile</ButtonLink>}>
      <div className="flex flex-col gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            {candidate.firstName} {candidate.lastName}
          </p>
          {candidate.title && <p className="text-sm text-slate-700">{candidate.title}</p>}
          <p className="text-sm text-slate-500">
            {[candidate.location, authorization].filter(Boolean).join(' · ')}
          </p>
        </div>
        {candidate.bio && <p className="line-clamp-3 text-sm text-slate-700">{candidate.bio}</p>}
        {candidate.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {candidate.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
            {candidate.skills.length > SHOWN_SKILLS && (
              <li>
                <Badge>+{candidate.skills.length - SHOWN_SKILLS} more</Badge>
              </li>
            )}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No skills yet: add some to get better matches.</p>
        )}
        <p className="text-sm text-slate-600">
          {candidate.isOpenToEmployers ? 'Visible to employers in talent search.' : 'Hidden from talent search.'}
        </p>
      </div>
    </Card>
  );
}
