import { formatScreeningAnswer } from '@shared/rules/screening.ts';
import type { Application } from '@shared/schemas/application.ts';
import { useDocs } from '../../db/hooks.ts';
import { Badge } from '../../ui/index.ts';

/** The 'Does not meet: …' flags of an application, as badges (the board card and the review dialog). */
export function ScreeningFlags({ flags }: { flags: readonly string[] | undefined }) {
  if (!flags?.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Screening flags">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge tone="warning">{flag}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The candidate's answers to the job's screening questions, each under its question as the job asks it now
 * (the employer's device holds its jobs); an answer to a question since removed shows under 'Removed question'.
 */
export function ScreeningSummary({ application }: { application: Application }) {
  const { docs } = useDocs('jobs', { id: application.jobId });
  const questions = docs[0]?.screeningQuestions ?? [];
  const answers = application.screeningAnswers ?? [];
  if (answers.length === 0 && !application.screeningFlags?.length) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Screening answers</h3>
      <ScreeningFlags flags={application.screeningFlags} />
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {answers.map((answer) => {
          const question = questions.find((q) => q.id === answer.questionId);
          return (
            <div key={answer.questionId}>
              <dt className="text-slate-600">{question?.prompt ?? 'Removed question'}</dt>
              <dd className="font-medium text-slate-900">{formatScreeningAnswer(question ?? { kind: 'shortText' }, answer.value)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
