import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { TAG_TEXTS as T } from '@shared/messages.ts';
import type { CompanyResponse } from '@shared/schemas/company.ts';
import { TAG_LIMITS, tagFormSchema, type CompanyTag, type TagForm } from '@shared/schemas/company-tags.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Card, Dialog, Field, Spinner, TextInput, toast } from '../../ui/index.ts';
import { TagChip, TagColourPicker } from './TagChips.tsx';
import { createTag, deleteTag, updateTag } from './tags-api.ts';
import { reloadTags, useTags } from './use-tags.ts';

const NEW_TAG: TagForm = { name: '', colour: 'blue' };

/**
 * The company's tags on the employer dashboard (issue 48), beside the message templates: each tag's chip and how
 * many candidates carry it. Admins and recruiters create, rename, recolour and delete (with a confirm);
 * interviewers read the list. The list is the device's cached copy, so it draws offline; changes need a
 * connection (the server keeps the list).
 */
export function TagsSection({ company }: { company: CompanyResponse }) {
  const { online } = useSnapshot(syncStatus);
  const role = company.company?.role;
  const mayWrite = role === 'admin' || role === 'recruiter';
  const { list, failed } = useTags();
  const [editing, setEditing] = useState<CompanyTag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CompanyTag | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  if (!company.company) return null;
  const tags = list?.tags ?? null;
  const remove = async (tag: CompanyTag) => {
    setIsDeleting(true);
    try {
      await deleteTag(tag.id);
      toast({ title: T.deleted, variant: 'success' });
      setDeleting(null);
      reloadTags();
    } catch (error) {
      toast({ title: describeError(error, T.saveFailed), variant: 'destructive' });
    } finally {
      setIsDeleting(false);
    }
  };
  return (
    <Card
      as="section"
      title={T.heading}
      description={T.intro}
      aria-label={T.heading}
      actions={
        mayWrite ? (
          <Button size="sm" variant="secondary" disabled={!online || (tags?.length ?? 0) >= TAG_LIMITS.perCompany} onClick={() => setEditing('new')}>
            {T.newTag}
          </Button>
        ) : undefined
      }
    >
      {!online && tags && <p className="mb-2 text-sm text-slate-600">{T.offlineCached}</p>}
      {!mayWrite && <p className="mb-2 text-sm text-slate-600">{T.readOnly}</p>}
      {failed && !tags && <p className="text-sm text-red-700">{T.loadFailed}</p>}
      {!tags && !failed && online && <Spinner />}
      {tags && tags.length === 0 && <p className="text-sm text-slate-600">{T.empty}</p>}
      {tags && tags.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={T.heading}>
          {tags.map((tag) => (
            <li key={tag.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <TagChip tag={tag} />
                <span className="text-sm text-slate-600">{T.candidateCount(tag.candidateCount)}</span>
              </div>
              {mayWrite && (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" disabled={!online} onClick={() => setEditing(tag)}>
                    {T.edit}
                    <span className="sr-only"> {tag.name}</span>
                  </Button>
                  <Button size="sm" variant="ghost" disabled={!online} onClick={() => setDeleting(tag)}>
                    {T.delete}
                    <span className="sr-only"> {tag.name}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TagEditor
          key={editing === 'new' ? 'new' : editing.id}
          tag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reloadTags();
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? T.deleteTitle(deleting.name) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {T.cancel}
            </Button>
            <Button variant="destructive" isLoading={isDeleting} disabled={!online} onClick={() => deleting && void remove(deleting)}>
              {T.confirmDelete}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{deleting ? T.deleteBody(deleting.candidateCount) : ''}</p>
      </Dialog>
    </Card>
  );
}

function TagEditor({ tag, onClose, onSaved }: { tag: CompanyTag | null; onClose: () => void; onSaved: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TagForm>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: tag ? { name: tag.name, colour: tag.colour } : NEW_TAG,
    mode: 'onTouched',
  });
  const [name, colour] = watch(['name', 'colour']);
  const save = async (form: TagForm) => {
    try {
      if (tag) {
        const patch: Partial<TagForm> = {};
        if (form.name !== tag.name) patch.name = form.name;
        if (form.colour !== tag.colour) patch.colour = form.colour;
        if (patch.name !== undefined || patch.colour !== undefined) await updateTag(tag.id, patch);
      } else {
        await createTag(form);
      }
      toast({ title: tag ? T.saved : T.created, variant: 'success' });
      onSaved();
    } catch (error) {
      toast({ title: describeError(error, T.saveFailed), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={tag ? T.editTitle(tag.name) : T.newTag}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="tag-form" isLoading={isSubmitting}>
            {tag ? T.save : T.create}
          </Button>
        </>
      }
    >
      <form id="tag-form" onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-4">
        <Field label={T.nameLabel} error={errors.name?.message}>
          <TextInput maxLength={TAG_LIMITS.name} autoComplete="off" {...register('name')} />
        </Field>
        <Controller control={control} name="colour" render={({ field }) => <TagColourPicker value={field.value} onChange={field.onChange} />} />
        {name?.trim() && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <TagChip tag={{ name: name.trim(), colour: colour ?? 'blue' }} />
          </p>
        )}
      </form>
    </Dialog>
  );
}
