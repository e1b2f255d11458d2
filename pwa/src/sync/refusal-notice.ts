/**
 * Tells the user, once, that the server refused a write and why; the content itself is kept as a draft and
 * shown where it belongs (e.g. the applications screen).
 */
import { REFUSED_WRITE_TITLES } from '@shared/messages.ts';
import type { RefusedWrite } from '@shared/schemas/replication.ts';
import { toast } from '../ui/toast/toast.ts';

export function announceRefusal(refusal: RefusedWrite): void {
  toast({ title: REFUSED_WRITE_TITLES[refusal.collection] ?? REFUSED_WRITE_TITLES.other, description: refusal.reason, variant: 'destructive' });
}
