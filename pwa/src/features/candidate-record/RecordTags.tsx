import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { TAG_TEXTS as T } from '@shared/messages.ts';
import { candidateTagsOf, knownTags, withTag, withoutTag } from '@shared/rules/company-tags.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Card, toast } from '../../ui/index.ts';
import { BulkTagDialog } from '../applications/BoardSelectionBar.tsx';
import { TagChip } from '../company/TagChips.tsx';
import { writeApplicationTags } from '../company/tag-writes.ts';
import { createTag, putCandidateTags } from '../company/tags-api.ts';
import { useCompany } from '../company/use-company.ts';
import { reloadTags, useTags } from '../company/use-tags.ts';

/**
 * The candidate's tags in the company, on their record (issue 48). Admins and recruiters add and remove them:
 * with applications to the company the tags are written onto those applications (a local write, offline too,
 * pushed like any change); without, the candidate's set goes to PUT /api/company/candidates/{id}/tags (online).
 */
export function RecordTags({ candidateId, applications }: { candidateId: string; applications: readonly Application[] }) {
  const { online } = useSnapshot(syncStatus);
  const { company } = useCompany();
  const role = company?.company?.role;
  const mayWrite = role === 'admin' || role === 'recruiter';
  const { list } = useTags();
  const [isAdding, setIsAdding] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const tags = candidateTagsOf(candidateId, list, applications);
  const local = applications.length > 0;
  const canChange = mayWrite && (local || online);

  const save = async (change: (tags: readonly ApplicationTag[] | undefined) => ApplicationTag[], added?: ApplicationTag) => {
    setIsSaving(true);
    try {
      if (local) {
        await writeApplicationTags(
          applications.map((application) => application.id),
          change,
        );
        if (online && added) setTimeout(reloadTags, 1500);
      } else {
        let next = change(tags);
        // A tag made in the picker is created first: the candidate's set names the company's tags by id.
        if (added && !list?.tags.some((t) => t.id === added.id)) {
          const made = await createTag({ name: added.name, colour: added.colour });
          if (made) next = next.map((t) => (t.id === added.id ? made : t));
        }
        await putCandidateTags(candidateId, next.map((t) => t.id));
        reloadTags();
      }
      toast({ title: T.recordSaved, variant: 'success' });
      setIsAdding(false);
    } catch (error) {
      toast({ title: describeError(error, local ? T.writeFailed : T.saveFailed), variant: 'destructive' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card
      as="section"
      title={T.heading}
      aria-label={T.heading}
      actions={
        mayWrite ? (
          <Button size="sm" variant="secondary" disabled={!canChange || isSaving} onClick={() => setIsAdding(true)}>
            {T.addTag}
          </Button>
        ) : undefined
      }
    >
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noneOnCandidate}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={T.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag.id} className="max-w-full min-w-0">
              <TagChip tag={tag} disabled={!canChange || isSaving} onRemove={mayWrite ? () => void save((current) => withoutTag(current, tag.id)) : undefined} />
            </li>
          ))}
        </ul>
      )}
      {mayWrite && !local && !online && <p className="mt-2 text-sm text-slate-600">{T.needsConnection}</p>}
      {isAdding && (
        <BulkTagDialog
          mode="add"
          count={1}
          tags={knownTags(list?.tags ?? null, applications).filter((t) => !tags.some((own) => own.id === t.id))}
          isRunning={isSaving}
          onClose={() => setIsAdding(false)}
          onConfirm={(tag) => void save((current) => withTag(current, tag), tag)}
        />
      )}
    </Card>
  );
}
