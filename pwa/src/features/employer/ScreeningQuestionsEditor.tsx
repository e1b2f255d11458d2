import { useState } from 'react';
import { SCREENING_RULES } from '@shared/catalog.ts';
import {
  SCREENING_KIND_LABELS,
  SCREENING_QUESTION_KINDS,
  type ScreeningKnockoutAction,
  type ScreeningQuestion,
  type ScreeningQuestionKind,
} from '@shared/schemas/screening.ts';
import { Button, Checkbox, Field, Select, TextArea, TextInput } from '../../ui/index.ts';

const KIND_OPTIONS = SCREENING_QUESTION_KINDS.map((kind) => ({ value: kind, label: SCREENING_KIND_LABELS[kind] }));
const KNOCKOUT_ACTION_OPTIONS = [
  { value: 'flag', label: 'Flag the application “Does not meet: …” (recommended)' },
  { value: 'reject', label: 'Move it to Not Selected with the reason “Screening”, after a delay' },
];

/** Per-question validation messages as react-hook-form reports them. */
type QuestionErrors = Partial<Record<keyof ScreeningQuestion, { message?: string }>> | undefined;

function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
}

/** A new question of a kind: fields of other kinds left out so the schema reads only its own. */
export function newScreeningQuestion(kind: ScreeningQuestionKind = 'yesNo'): ScreeningQuestion {
  const base = { id: crypto.randomUUID(), kind, prompt: '', required: true, knockout: false };
  if (kind === 'oneChoice' || kind === 'manyChoices') return { ...base, options: [], acceptedOptions: [] };
  if (kind === 'yesNo') return { ...base, expectedAnswer: true };
  return base;
}

/**
 * The job form's screening questions (issue 49): up to ten, each with its kind, whether it is required, and for
 * yes/no, number and choice questions whether it is a knockout and which answer meets it. What a knockout does
 * is chosen once for the job.
 */
export function ScreeningQuestionsEditor({
  value,
  onChange,
  action,
  onActionChange,
  errors,
}: {
  value: ScreeningQuestion[];
  onChange: (next: ScreeningQuestion[]) => void;
  action: ScreeningKnockoutAction;
  onActionChange: (next: ScreeningKnockoutAction) => void;
  errors?: QuestionErrors[] | { message?: string };
}) {
  const itemErrors = Array.isArray(errors) ? errors : [];
  const listError = Array.isArray(errors) ? undefined : errors?.message;
  const update = (index: number, patch: Partial<ScreeningQuestion>) => onChange(value.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const hasKnockout = value.some((q) => q.knockout);
  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 && <p className="text-sm text-slate-600">No questions yet. Candidates see how many a job asks before they apply.</p>}
      <ol className="flex flex-col gap-4">
        {value.map((question, index) => (
          <li key={question.id} className="rounded-lg border border-slate-200 p-3" aria-label={`Question ${index + 1}`}>
            <QuestionFields
              question={question}
              number={index + 1}
              errors={itemErrors[index]}
              onChange={(patch) => update(index, patch)}
              onKindChange={(kind) => onChange(value.map((q, i) => (i === index ? { ...newScreeningQuestion(kind), id: q.id, prompt: q.prompt, required: q.required } : q)))}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <div>
        <Button type="button" variant="secondary" disabled={value.length >= SCREENING_RULES.maxQuestions} onClick={() => onChange([...value, newScreeningQuestion()])}>
          Add question
        </Button>
        <span className="ml-3 text-xs text-slate-600">
          {value.length} of {SCREENING_RULES.maxQuestions}
        </span>
      </div>
      {hasKnockout && (
        <Field label="When an answer does not meet a knockout">
          <Select options={KNOCKOUT_ACTION_OPTIONS} value={action} onChange={(e) => onActionChange(e.target.value as ScreeningKnockoutAction)} />
        </Field>
      )}
    </div>
  );
}

function QuestionFields({
  question,
  number,
  errors,
  onChange,
  onKindChange,
  onRemove,
}: {
  question: ScreeningQuestion;
  number: number;
  errors: QuestionErrors;
  onChange: (patch: Partial<ScreeningQuestion>) => void;
  onKindChange: (kind: ScreeningQuestionKind) => void;
  onRemove: () => void;
}) {
  const isChoice = question.kind === 'oneChoice' || question.kind === 'manyChoices';
  const options = question.options ?? [];
  // The text as typed (blank lines too); the question keeps only the options that have text.
  const [optionsText, setOptionsText] = useState(options.join('\n'));
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <Field label={`Question ${number}`} isRequired error={errors?.prompt?.message}>
        <TextInput value={question.prompt} placeholder="e.g. Do you hold a forklift licence?" onChange={(e) => onChange({ prompt: e.target.value })} />
      </Field>
      <Field label="Answer type">
        <Select options={KIND_OPTIONS} value={question.kind} onChange={(e) => onKindChange(e.target.value as ScreeningQuestionKind)} />
      </Field>
      {question.kind === 'number' && (
        <div className="grid grid-cols-3 gap-2 sm:col-span-2">
          <Field label="Unit" error={errors?.unit?.message}>
            <TextInput value={question.unit ?? ''} placeholder="years" onChange={(e) => onChange({ unit: e.target.value || undefined })} />
          </Field>
          <Field label="Minimum" error={errors?.min?.message}>
            <TextInput type="number" inputMode="decimal" value={question.min ?? ''} onChange={(e) => onChange({ min: numberOrUndefined(e.target.value) })} />
          </Field>
          <Field label="Maximum" error={errors?.max?.message}>
            <TextInput type="number" inputMode="decimal" value={question.max ?? ''} onChange={(e) => onChange({ max: numberOrUndefined(e.target.value) })} />
          </Field>
        </div>
      )}
      {isChoice && (
        <Field label="Options, one a line" isRequired error={errors?.options?.message} className="sm:col-span-2">
          <TextArea
            rows={3}
            value={optionsText}
            onChange={(e) => {
              setOptionsText(e.target.value);
              const next = e.target.value.split('\n').map((o) => o.trim()).filter(Boolean).slice(0, SCREENING_RULES.maxOptions);
              onChange({ options: next, acceptedOptions: question.acceptedOptions?.filter((o) => next.includes(o)) });
            }}
          />
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Checkbox label="Required" checked={question.required} onChange={(e) => onChange({ required: e.target.checked })} />
        {question.kind !== 'shortText' && (
          <Checkbox label="Knockout" checked={question.knockout} onChange={(e) => onChange({ knockout: e.target.checked })} error={errors?.knockout?.message} />
        )}
        <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
          Remove
        </Button>
      </div>
      {question.knockout && question.kind === 'yesNo' && (
        <Field label="The answer that meets it">
          <Select
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={question.expectedAnswer === false ? 'no' : 'yes'}
            onChange={(e) => onChange({ expectedAnswer: e.target.value === 'yes' })}
          />
        </Field>
      )}
      {question.knockout && question.kind === 'number' && (
        <p className="text-xs text-slate-600 sm:col-span-2">An answer below the minimum or above the maximum does not meet it (both included).</p>
      )}
      {question.knockout && isChoice && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Answers that meet it</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={question.acceptedOptions?.includes(option) ?? false}
                onChange={(e) =>
                  onChange({
                    acceptedOptions: e.target.checked ? [...(question.acceptedOptions ?? []), option] : (question.acceptedOptions ?? []).filter((o) => o !== option),
                  })
                }
              />
            ))}
          </div>
          {errors?.acceptedOptions?.message && <p className="text-sm text-red-700">{errors.acceptedOptions.message}</p>}
        </fieldset>
      )}
    </div>
  );
}
