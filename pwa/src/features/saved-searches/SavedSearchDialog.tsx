/**
 * Save the search on screen, or rename a saved one: a name (suggested from the words and filters) and how often
 * alerts come. The edit is a queued write of the account document (saved-search-writes.ts), so it saves offline;
 * the shared rule's refusal (the 11th search) is shown in the dialog, not in a toast that fades.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { suggestSearchName } from '@shared/rules/saved-searches.ts';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS, savedSearchFormSchema, type SavedSearch, type SavedSearchForm } from '@shared/schemas/saved-search.ts';
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { Button, Dialog, Field, FieldError, Select, TextInput, toast } from '../../ui/index.ts';
import { describeSearch } from './describe-search.ts';
import { changeSavedSearch, SavedSearchRefused, saveSearch } from './saved-search-writes.ts';

const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((value) => ({ value, label: SAVED_SEARCH_ALERT_LABELS[value] }));

export type SavedSearchDialogTarget = { kind: 'new'; filters: SearchFiltersInput } | { kind: 'edit'; search: SavedSearch };

export function SavedSearchDialog({ userId, target, onClose }: { userId: string; target: SavedSearchDialogTarget | null; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SavedSearchForm>({ resolver: zodResolver(savedSearchFormSchema), mode: 'onTouched' });

  useEffect(() => {
    if (!target) return;
    setRefusal(null);
    reset(target.kind === 'new' ? { name: suggestSearchName(target.filters), alert: 'instant' } : { name: target.search.name, alert: target.search.alert });
  }, [target, reset]);

  const onSubmit = async (values: SavedSearchForm) => {
    if (!target) return;
    try {
      if (target.kind === 'new') await saveSearch(userId, { ...values, filters: target.filters });
      else await changeSavedSearch(userId, target.search.id, values);
    } catch (error) {
      if (error instanceof SavedSearchRefused) return setRefusal(error.message);
      throw error;
    }
    toast({ title: target.kind === 'new' ? 'Search saved' : 'Saved search updated', description: values.alert === 'off' ? undefined : 'New jobs that match will reach you by e-mail and in your notifications.', variant: 'success' });
    onClose();
  };

  const filters = target?.kind === 'new' ? target.filters : target?.search.filters;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="sm"
      title={target?.kind === 'edit' ? 'Edit saved search' : 'Save this search'}
      description={filters ? describeSearch(filters) : undefined}
    >
      <form id="saved-search-form" onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        <Field label="Name" error={errors.name?.message} isRequired>
          <TextInput autoComplete="off" maxLength={100} {...register('name')} />
        </Field>
        <Field label="Job alerts" error={errors.alert?.message}>
          <Select options={ALERT_OPTIONS} {...register('alert')} />
        </Field>
        {refusal && (
          <div role="alert">
            <FieldError>{refusal}</FieldError>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {target?.kind === 'edit' ? 'Save changes' : 'Save search'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
