/**
 * The one way a form edits a stored document. Saving writes only the fields the user changed (react-hook-form's
 * dirty fields) onto the document as it is stored now, so another tab's or device's edit of another field
 * survives; the push then assumes the state the device last had from the server, and the server's three-way
 * merge keeps both. A change arriving while the form is open fills every field the user has not touched. For
 * a field the user is editing, their text stays and `changedElsewhere` names it; saving then writes theirs (the
 * later edit wins), and not saving keeps the other one. It does not keep drafts or validate beyond the schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { compact } from '@shared/rules/document-state.ts';
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';
import { createDoc, patchFields } from '../../db/writes.ts';
import { dirtyPaths, findChangedElsewhere, pickChanged } from './form-changes.ts';

export interface DocumentFormOptions<C extends CollectionName, In extends FieldValues, Out> {
  collection: C;
  /** The stored document, live (undefined until one exists). */
  doc: DocOf<C> | undefined;
  schema: z.ZodType<Out, In>;
  /** The form's values for a stored document (or empty ones). */
  toValues: (doc: DocOf<C> | undefined) => In;
  /** Document fields by form field name for parsed values; an undefined value removes the field. */
  toFields: (values: Out) => Record<string, unknown>;
  /** A complete new document from every field, when none is stored (its id derived from its natural key). */
  create?: (fields: Record<string, unknown>) => DocOf<C>;
  /** Fields every save sets besides the user's, e.g. `updatedAt`. */
  stamp?: () => Record<string, unknown>;
}

export interface DocumentForm<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  /** Stores the changed fields (or a new document); answers whether this save created the document. */
  save: (values: Out) => Promise<{ created: boolean }>;
  /** Fields the user is editing whose stored value another tab or device changed meanwhile. */
  changedElsewhere: string[];
  /** Drops the user's edits of those fields and shows the stored values. */
  takeSaved: () => void;
}

export function useDocumentForm<C extends CollectionName, In extends FieldValues, Out>(
  options: DocumentFormOptions<C, In, Out>,
): DocumentForm<In, Out> {
  const { collection, doc, schema, toValues, toFields, create, stamp } = options;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: toValues(doc) as DefaultValues<In>,
    mode: 'onTouched',
  });
  const [changedElsewhere, setChangedElsewhere] = useState<string[]>([]);
  // Only what the form shows counts as a change: the server restamping updatedAt is none.
  const storedValues = toValues(doc);
  const storedKey = JSON.stringify(storedValues);

  useEffect(() => {
    const shown = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const dirty = dirtyPaths(form.formState.dirtyFields);
    const current = form.getValues() as Record<string, unknown>;
    const stored = storedValues as Record<string, unknown>;
    const clashes = findChangedElsewhere(dirty, shown, stored, current);
    if (clashes.length) setChangedElsewhere((names) => [...new Set([...names, ...clashes])]);
    form.reset(storedValues, { keepDirtyValues: true, keepErrors: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedKey]);

  const save = async (values: Out) => {
    const fields = toFields(values);
    const at = stamp?.() ?? {};
    let created = false;
    let stored: DocOf<C>;
    if (doc) {
      const dirty = form.formState.dirtyFields;
      stored = await patchFields(collection, doc.id, (current) => ({ ...pickChanged(fields, dirty, current as Record<string, unknown>), ...at }));
    } else {
      if (!create) throw new Error(`No ${collection} document to save into`);
      const fresh = compact({ ...create(fields), ...at }) as DocOf<C>;
      created = await createDoc(collection, fresh);
      // Another tab created it first: this save is an edit of that document.
      stored = created ? fresh : await patchFields(collection, fresh.id, { ...fields, ...at });
    }
    setChangedElsewhere([]);
    form.reset(toValues(stored));
    return { created };
  };

  const takeSaved = () => {
    for (const path of changedElsewhere) form.resetField(path as never);
    setChangedElsewhere([]);
  };

  return { form, save, changedElsewhere, takeSaved };
}
