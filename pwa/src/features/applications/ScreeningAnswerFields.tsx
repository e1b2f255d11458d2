import type { ScreeningAnswer, ScreeningQuestion } from '@shared/schemas/screening.ts';
import { Checkbox, Field, Select, TextInput } from '../../ui/index.ts';

type Value = ScreeningAnswer['value'] | undefined;

function numberHint(q: ScreeningQuestion): string | undefined {
  return q.unit ? `In ${q.unit}.` : undefined;
}

/**
 * The apply dialog's answers to a job's screening questions, one control per kind. Which answers are missing
 * is told by the caller, from the shared rule; which answers meet a knockout is never shown to the candidate.
 */
export function ScreeningAnswerFields({
  questions,
  answers,
  onChange,
  missingIds,
}: {
  questions: readonly ScreeningQuestion[];
  answers: readonly ScreeningAnswer[];
  onChange: (next: ScreeningAnswer[]) => void;
  /** Required questions still unanswered, once the candidate tried to send. */
  missingIds: ReadonlySet<string>;
}) {
  const valueOf = (id: string): Value => answers.find((a) => a.questionId === id)?.value;
  const set = (questionId: string, value: Value) => {
    const rest = answers.filter((a) => a.questionId !== questionId);
    onChange(value === undefined ? rest : [...rest, { questionId, value }]);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Screening questions</legend>
      {questions.map((q) => {
        const error = missingIds.has(q.id) ? 'An answer is required' : undefined;
        const value = valueOf(q.id);
        const label = q.prompt;
        switch (q.kind) {
          case 'yesNo':
            return (
              <Field key={q.id} label={label} isRequired={q.required} error={error}>
                <Select
                  placeholder="Choose"
                  options={[
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ]}
                  value={value === true ? 'yes' : value === false ? 'no' : ''}
                  onChange={(e) => set(q.id, e.target.value === '' ? undefined : e.target.value === 'yes')}
                />
              </Field>
            );
          case 'number':
            return (
              <Field key={q.id} label={label} isRequired={q.required} error={error} hint={numberHint(q)}>
                <TextInput
                  type="number"
                  inputMode="decimal"
                  value={typeof value === 'number' ? value : ''}
                  onChange={(e) => set(q.id, e.target.value === '' || Number.isNaN(Number(e.target.value)) ? undefined : Number(e.target.value))}
                />
              </Field>
            );
          case 'oneChoice':
            return (
              <Field key={q.id} label={label} isRequired={q.required} error={error}>
                <Select
                  placeholder="Choose"
                  options={(q.options ?? []).map((o) => ({ value: o, label: o }))}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(e) => set(q.id, e.target.value || undefined)}
                />
              </Field>
            );
          case 'manyChoices': {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <fieldset key={q.id} className="flex flex-col gap-1">
                <legend className="text-sm font-medium text-slate-800">
                  {label}
                  {q.required && <span className="text-red-700"> *</span>}
                </legend>
                <div className="flex flex-wrap gap-3">
                  {(q.options ?? []).map((o) => (
                    <Checkbox
                      key={o}
                      label={o}
                      checked={chosen.includes(o)}
                      onChange={(e) => {
                        const next = e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o);
                        set(q.id, next.length ? next : undefined);
                      }}
                    />
                  ))}
                </div>
                {error && <p className="text-sm text-red-700">{error}</p>}
              </fieldset>
            );
          }
          case 'shortText':
            return (
              <Field key={q.id} label={label} isRequired={q.required} error={error}>
                <TextInput value={typeof value === 'string' ? value : ''} maxLength={500} onChange={(e) => set(q.id, e.target.value === '' ? undefined : e.target.value)} />
              </Field>
            );
        }
      })}
    </fieldset>
  );
}
