/**
 * The company's message templates over /api/company/templates (a server table, not replicated): they need a
 * connection, as the team does. Sending names a template and applications; the server renders and sends.
 */
import type { TemplateForm } from '@shared/schemas/company-templates.ts';
import { answer, api } from '../../sync/api-client.ts';

const templates = api.company.templates;
export const fetchTemplates = (signal?: AbortSignal) => answer(templates.$get({}, { init: { signal } }));
export const createTemplate = (form: TemplateForm) => answer(templates.$post({ json: form }));
export const updateTemplate = (id: string, form: TemplateForm) => answer(templates[':id'].$put({ param: { id }, json: form }));
/** Deletes the company's own template; on a default, resets it to its text. */
export const deleteTemplate = (id: string) => answer(templates[':id'].$delete({ param: { id } }));
export const sendTemplate = (id: string, applicationIds: string[]) => answer(templates[':id'].send.$post({ param: { id }, json: { applicationIds } }));
export const scheduleTemplateSend = (id: string, applicationIds: string[]) => answer(templates[':id'].schedule.$post({ param: { id }, json: { applicationIds } }));
export const cancelScheduledSend = (id: string) => answer(api.company['scheduled-sends'][':id'].$delete({ param: { id } }));
