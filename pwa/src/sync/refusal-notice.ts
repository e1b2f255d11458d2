/**
 * Tells the user, once, that the server refused a write and why; the content itself is kept as a draft and
 * shown where it belongs (e.g. the applications screen).
 */
import type { RefusedWrite } from '@shared/schemas/replication.ts';
import { toast } from '../ui/toast/toast.ts';

const WHAT: Record<string, string> = {
  applications: 'Your application was not sent',
  jobs: 'Your job was not posted',
  employers: 'Your company profile was not saved',
  candidates: 'Your profile was not saved',
  messages: 'Your message was not sent',
  interviews: 'Your interview was not scheduled',
};

export function announceRefusal(refusal: RefusedWrite): void {
  toast({ title: WHAT[refusal.collection] ?? 'A change was not saved', description: refusal.reason, variant: 'destructive' });
}
