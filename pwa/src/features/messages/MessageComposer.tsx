import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageFormSchema } from '@shared/schemas/message-form.ts';
import { Button, FieldError, cx } from '../../ui/index.ts';
import { CONTROL_CLASSES } from '../../ui/control-classes.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useTextDraft } from '../drafts/use-draft.ts';

/**
 * The message box: Enter sends, Shift+Enter adds a newline (spec section 2). The text is checked with the
 * shared message schema (non-blank) and sent as typed. What is typed is kept as a device draft per conversation
 * until it is sent.
 */
export function MessageComposer({
  onSend,
  recipientName,
  draftKey,
}: {
  onSend: (content: string) => Promise<void>;
  recipientName: string;
  draftKey: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const draft = useTextDraft(draftKey, text, setText);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    const parsed = messageFormSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setIsSending(true);
    try {
      setText('');
      setError(null);
      await onSend(parsed.data.content);
      await draft.clear();
    } finally {
      setIsSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character also reports Enter; that Enter belongs to the IME.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3" noValidate>
      <label htmlFor={id} className="sr-only">
        Message to {recipientName}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cx(CONTROL_CLASSES, 'max-h-40 min-h-11 flex-1 resize-none py-2')}
        />
        <Button type="submit" isLoading={isSending}>
          Send
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Enter sends · Shift+Enter adds a new line
        </p>
        {draft.status === 'restored' && <DraftNotice status={draft.status} onDiscard={() => void draft.discard()} />}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </form>
  );
}
