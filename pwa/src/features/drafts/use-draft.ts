/**
 * Keeps what a user is typing on the device (debounced) and offers it back when the form opens again: after a
 * reload, a crash, or a visit offline. `useFormDraft` wires a react-hook-form form, `useTextDraft` a plain text
 * box; both rest on `useDraft`, which owns the timing and the restore-once rule.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readFormDraft, removeFormDraft, writeFormDraft } from '../../db/form-drafts.ts';
import { createDraftWriter, isSameDraft, type DraftWriter } from './draft-writer.ts';

/** Long enough to write once per pause in typing, short enough that a crash loses a word at most. */
const DRAFT_DELAY_MS = 400;

/** 'restored': a draft was put back into the form (until the user types on); 'saved': what is typed is kept. */
export type DraftStatus = 'none' | 'restored' | 'saved';

export interface DraftControls {
  status: DraftStatus;
  /** Remove the draft: the form was sent. */
  clear(): Promise<void>;
}

function useDraft<V>(
  key: string | null,
  { isBlank, restore }: { isBlank: (values: V) => boolean; restore: (values: V) => boolean },
) {
  const [status, setStatus] = useState<DraftStatus>('none');
  const writerRef = useRef<DraftWriter<V> | null>(null);
  // Until the stored draft is read, changes wait here: a restore must not be overwritten by the empty form.
  const beforeReady = useRef<{ values: V } | null>(null);
  const isReady = useRef(false);
  const restored = useRef<{ values: V } | null>(null);
  const latest = useRef({ isBlank, restore });
  latest.current = { isBlank, restore };

  useEffect(() => {
    if (!key) return;
    let isLive = true;
    isReady.current = false;
    beforeReady.current = null;
    restored.current = null;
    setStatus('none');
    const writer = createDraftWriter<V>(
      { save: (values) => writeFormDraft(key, values), remove: () => removeFormDraft(key) },
      {
        delayMs: DRAFT_DELAY_MS,
        isBlank: (values) => latest.current.isBlank(values),
        onSaved: () => isLive && setStatus('saved'),
      },
    );
    writerRef.current = writer;
    void readFormDraft(key)
      .catch(() => undefined)
      .then((stored) => {
        if (!isLive) return;
        const isRestored = stored !== undefined && latest.current.restore(stored as V);
        if (isRestored) {
          restored.current = { values: stored as V };
          setStatus('restored');
        } else if (beforeReady.current) {
          writer.schedule(beforeReady.current.values);
        }
        isReady.current = true;
      });
    return () => {
      isLive = false;
      // The form is going away (navigation, a closed dialog): keep what was typed in the last moments too. The
      // writer stays in the ref: a form that closes on success (an entry form) clears after it unmounted, and
      // that clear must queue behind this flush.
      void writer.flush();
    };
  }, [key]);

  const schedule = useCallback((values: V) => {
    if (!isReady.current) {
      beforeReady.current = { values };
      return;
    }
    // The form echoing the draft just restored is no new typing: 'Draft restored' stays until the user types.
    if (restored.current) {
      if (isSameDraft(values, restored.current.values)) return;
      restored.current = null;
    }
    writerRef.current?.schedule(values);
  }, []);
  const clear = useCallback(async () => {
    await writerRef.current?.clear();
    setStatus('none');
  }, []);
  return { status, schedule, clear };
}

/**
 * The draft of a react-hook-form form. A restore resets to the draft while keeping the default values, so only
 * fields that differ from them are dirty (forms that write only dirty fields write just those). `discard`
 * puts the form back to its defaults. A null key keeps no draft.
 */
export function useFormDraft<V extends FieldValues>(
  key: string | null,
  form: UseFormReturn<V, unknown, any>,
): DraftControls & { discard(): Promise<void> } {
  const defaults = () => form.formState.defaultValues;
  const draft = useDraft<V>(key, {
    isBlank: (values) => isSameDraft(values, defaults()),
    restore: (values) => {
      if (!isSameDraft(form.getValues(), defaults())) return false;
      form.reset(values, { keepDefaultValues: true });
      return true;
    },
  });
  const { schedule } = draft;
  useEffect(() => {
    const subscription = form.watch(() => schedule(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, schedule]);
  return {
    status: draft.status,
    clear: draft.clear,
    discard: async () => {
      form.reset();
      await draft.clear();
    },
  };
}

/** The draft of a text box held in React state (the message composer). */
export function useTextDraft(key: string | null, text: string, setText: (text: string) => void): DraftControls & { discard(): Promise<void> } {
  const textRef = useRef(text);
  textRef.current = text;
  const draft = useDraft<string>(key, {
    isBlank: (value) => value.trim() === '',
    restore: (value) => {
      if (typeof value !== 'string' || textRef.current !== '') return false;
      setText(value);
      return true;
    },
  });
  const { schedule } = draft;
  useEffect(() => schedule(text), [text, schedule]);
  return {
    status: draft.status,
    clear: draft.clear,
    discard: async () => {
      setText('');
      await draft.clear();
    },
  };
}

/**
 * The draft of values held in React state (a form of selects and text boxes without react-hook-form, such as
 * the scorecard). `parse` reads a stored draft back (null: nothing usable); it is restored only into a form
 * that is still blank. `discard` puts back `blank`.
 */
export function useValueDraft<V>(
  key: string | null,
  value: V,
  setValue: (value: V) => void,
  { blank, isBlank, parse }: { blank: V; isBlank: (value: V) => boolean; parse: (stored: unknown) => V | null },
): DraftControls & { discard(): Promise<void> } {
  const valueRef = useRef(value);
  valueRef.current = value;
  const draft = useDraft<V>(key, {
    isBlank,
    restore: (stored) => {
      const parsed = parse(stored);
      if (parsed === null || !isBlank(valueRef.current)) return false;
      setValue(parsed);
      return true;
    },
  });
  const { schedule } = draft;
  useEffect(() => schedule(value), [value, schedule]);
  return {
    status: draft.status,
    clear: draft.clear,
    discard: async () => {
      setValue(blank);
      await draft.clear();
    },
  };
}
