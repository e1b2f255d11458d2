import { useState } from 'react';
import { defaultScorecardAttributes } from '@shared/rules/scorecards.ts';
import { SCORECARD_MAX_ATTRIBUTES } from '@shared/schemas/scorecard.ts';
import { Field, TextArea } from '../../ui/index.ts';

/**
 * The job's scorecard attributes, one a line (at most twelve). Left empty, interviews rate the job's top
 * skills and Communication, which the hint shows as they are now.
 */
export function ScorecardAttributesField({ value, onChange, skills, error }: { value: string[] | undefined; onChange: (next: string[] | undefined) => void; skills: readonly string[]; error?: string }) {
  const [text, setText] = useState((value ?? []).join('\n'));
  return (
    <Field label="Scorecard attributes" error={error} hint={`One a line, at most ${SCORECARD_MAX_ATTRIBUTES}. Empty: ${defaultScorecardAttributes(skills).join(', ')}.`}>
      <TextArea
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const names = e.target.value.split('\n').map((n) => n.trim()).filter(Boolean);
          onChange(names.length ? names : undefined);
        }}
      />
    </Field>
  );
}
