import { useId } from 'react';
import { Link } from 'wouter';
import { FILE_CATEGORY_LABELS } from '@shared/catalog.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { safeLinkHref } from '@shared/schemas/web-link.ts';
import { buttonClasses } from '../../ui/index.ts';
import { FILES_PATH } from './files-api.ts';

/** An upload's path on this site, or an http(s) link; anything else an old or forged document holds is dropped. */
function fileHref(value: string | undefined): string | undefined {
  if (value?.startsWith(FILES_PATH)) return value;
  return safeLinkHref(value);
}

/**
 * A candidate's résumé and video introduction, read from the server when opened (it decides who may: the
 * candidate, and employers they applied or replied to). With `manageHref`, the candidate's own view, it also
 * says where to upload them.
 */
export function CandidateDocuments({
  candidate,
  manageHref,
}: {
  candidate: Pick<Candidate, 'resumeUrl' | 'videoIntroUrl'>;
  manageHref?: string;
}) {
  const headingId = useId();
  const resume = fileHref(candidate.resumeUrl);
  const video = fileHref(candidate.videoIntroUrl);
  if (!resume && !video && !manageHref) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {resume && !video ? FILE_CATEGORY_LABELS.resume : video && !resume ? FILE_CATEGORY_LABELS.video : `${FILE_CATEGORY_LABELS.resume} and video`}
      </h3>
      {resume ? (
        <a href={resume} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm', 'self-start')}>
          Open {FILE_CATEGORY_LABELS.resume.toLowerCase()}
        </a>
      ) : (
        <p className="text-sm text-slate-600">No resume uploaded.</p>
      )}
      {video && (
        // preload="none": nothing is fetched until the viewer presses play.
        <video controls preload="none" src={video} aria-label={FILE_CATEGORY_LABELS.video} className="w-full max-w-md rounded-xl bg-slate-900" />
      )}
      {manageHref && (
        <Link href={manageHref} className="self-start text-sm font-medium text-brand-700 hover:underline">
          {resume || video ? 'Manage your files' : 'Upload a resume, photo or video introduction'}
        </Link>
      )}
    </section>
  );
}
