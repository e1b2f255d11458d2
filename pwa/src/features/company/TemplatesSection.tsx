import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { TEMPLATE_TEXTS as T } from '@shared/messages.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import { firstNameOf, renderTemplate, type MergeValues } from '@shared/rules/template-render.ts';
import type { Application } from '@shared/schemas/application.ts';
import { memberSignature, type CompanyResponse } from '@shared/schemas/company.ts';
import { TEMPLATE_KINDS, templateFormSchema, type CompanyTemplate, type TemplateForm } from '@shared/schemas/company-templates.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { describeError } from '../../sync/api.ts';
import { Badge, Button, Card, Dialog, Field, NeedsConnection, Select, Spinner, TextArea, TextInput, toast } from '../../ui/index.ts';
import { createTemplate, deleteTemplate, updateTemplate } from './templates-api.ts';
import { useTemplates } from './use-templates.ts';

const KIND_OPTIONS = TEMPLATE_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] }));
const NEW_TEMPLATE: TemplateForm = { kind: 'other', name: '', subject: '', body: '' };

/**
 * The company's message templates on the employer dashboard (admins and recruiters; issue 48): each kind's
 * default and the company's own, edited in a dialog whose preview fills the merge fields with one of the
 * company's real candidates through the same renderer the server sends with. A default can be reset; the
 * company's own can be deleted. Templates are server rows: offline the section says it needs a connection.
 */
export function TemplatesSection({ company, applications, interviews }: { company: CompanyResponse; applications: readonly Application[]; interviews: readonly Interview[] }) {
  const { online } = useSnapshot(syncStatus);
  const role = company.company?.role;
  const mayWrite = role === 'admin' || role === 'recruiter';
  const { templates, failed, reload } = useTemplates(mayWrite);
  const [editing, setEditing] = useState<CompanyTemplate | 'new' | null>(null);
  if (!mayWrite) return null;
  const remove = async (template: CompanyTemplate) => {
    try {
      await deleteTemplate(template.id);
      toast({ title: template.isDefault ? T.reset : T.deleted, variant: 'success' });
      reload();
    } catch (error) {
      toast({ title: describeError(error, T.saveFailed), variant: 'destructive' });
    }
  };
  return (
    <Card
      as="section"
      title={T.heading}
      description={T.intro}
      aria-label={T.heading}
      actions={
        <Button size="sm" variant="secondary" disabled={!online || !templates} onClick={() => setEditing('new')}>
          {T.newTemplate}
        </Button>
      }
    >
      {!online && <NeedsConnection what={T.heading} />}
      {online && failed && <p className="text-sm text-red-700">{T.loadFailed}</p>}
      {online && !templates && !failed && <Spinner />}
      {templates && (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={T.heading}>
          {templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{template.name}</p>
                <p className="flex flex-wrap gap-1 text-sm text-slate-600">
                  <Badge tone="neutral">{T.kinds[template.kind]}</Badge>
                  {template.isDefault && <Badge tone={template.edited ? 'info' : 'brand'}>{template.edited ? T.editedBadge : T.defaultBadge}</Badge>}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" disabled={!online} onClick={() => setEditing(template)}>
                  {T.edit}
                  <span className="sr-only"> {template.name}</span>
                </Button>
                {(!template.isDefault || template.edited) && (
                  <Button size="sm" variant="ghost" disabled={!online} onClick={() => void remove(template)}>
                    {template.isDefault ? T.resetToDefault : T.delete}
                    <span className="sr-only"> {template.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          company={company}
          applications={applications}
          interviews={interviews}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Card>
  );
}

function TemplateEditor({
  template,
  company,
  applications,
  interviews,
  onClose,
  onSaved,
}: {
  template: CompanyTemplate | null;
  company: CompanyResponse;
  applications: readonly Application[];
  interviews: readonly Interview[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { user } = useSnapshot(session);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TemplateForm>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: template ? { kind: template.kind, name: template.name, subject: template.subject, body: template.body } : NEW_TEMPLATE,
    mode: 'onTouched',
  });
  // The preview's candidate: one of the company's applicants (the newest first), picked in the dialog.
  const candidates = useMemo(() => {
    const seen = new Set<string>();
    return [...applications]
      .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))
      .filter((a) => !seen.has(a.candidateId) && seen.add(a.candidateId))
      .slice(0, 20);
  }, [applications]);
  const [previewId, setPreviewId] = useState(candidates[0]?.id ?? '');
  const application = candidates.find((a) => a.id === previewId) ?? candidates[0];
  const companyName = company.company?.name ?? '';
  const interview = application ? interviews.find((i) => i.applicationId === application.id && (i.status === 'scheduled' || i.status === 'proposed')) : undefined;
  const values: MergeValues = {
    candidateFirstName: application ? firstNameOf(application.candidateName) : 'Alex',
    jobTitle: application?.jobTitle ?? 'Route Planner',
    companyName,
    senderName: memberSignature(`${user?.firstName ?? ''} ${user?.lastName ?? ''}`, companyName),
    interviewTime: formatInterviewTime(interview?.scheduledDateTime ?? Date.now() + 3 * 86_400_000, interview?.candidateTimeZone),
  };
  const [subject, body] = watch(['subject', 'body']);
  const save = async (form: TemplateForm) => {
    try {
      await (template ? updateTemplate(template.id, form) : createTemplate(form));
      toast({ title: T.saved, variant: 'success' });
      onSaved();
    } catch (error) {
      toast({ title: describeError(error, T.saveFailed), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={template ? template.name : T.newTemplate}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="template-form" isLoading={isSubmitting}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id="template-form" onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-4">
        {template?.isDefault ? (
          <p className="text-sm text-slate-700">
            {T.kindLabel}: {T.kinds[template.kind]}
          </p>
        ) : (
          <Field label={T.kindLabel} error={errors.kind?.message}>
            <Select options={KIND_OPTIONS} {...register('kind')} />
          </Field>
        )}
        <Field label={T.nameLabel} error={errors.name?.message}>
          <TextInput maxLength={80} {...register('name')} />
        </Field>
        <Field label={T.subjectLabel} error={errors.subject?.message}>
          <TextInput maxLength={200} {...register('subject')} />
        </Field>
        <Field label={T.bodyLabel} error={errors.body?.message} hint={T.fieldsHint}>
          <TextArea rows={8} counterMax={5000} {...register('body')} />
        </Field>
        <section aria-label={T.previewHeading} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold text-slate-900">{T.previewHeading}</h3>
          {candidates.length > 0 ? (
            <Field label={T.previewWith(application?.candidateName ?? '')} className="mt-2">
              <Select value={application?.id ?? ''} onChange={(e) => setPreviewId(e.target.value)} options={candidates.map((a) => ({ value: a.id, label: `${a.candidateName} · ${a.jobTitle}` }))} />
            </Field>
          ) : (
            <p className="mt-1 text-xs text-slate-600">{T.previewSample}</p>
          )}
          {/* Text, never HTML: React escapes it, and pre-wrap keeps the template's own lines. */}
          <p className="mt-3 break-words text-sm font-medium text-slate-900" data-testid="template-preview-subject">
            {renderTemplate(subject ?? '', values)}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800" data-testid="template-preview-body">
            {renderTemplate(body ?? '', values)}
          </p>
        </section>
      </form>
    </Dialog>
  );
}
