import type { ToastText } from '@shared/messages.ts';
import { ApiError, describeError } from '../../sync/api.ts';
import { toast } from '../../ui/index.ts';

/**
 * A failed auth call as the spec's destructive toast: its title, and the server's message where the server
 * sent one, else the toast's own description (spec section 8 'server message or ...').
 */
export function showFailure(text: ToastText, error: unknown): void {
  if (!(error instanceof ApiError) && !(error instanceof TypeError)) console.error(error);
  const description = describeError(error, text.description ?? '') || undefined;
  toast({ title: text.title, description, variant: 'destructive' });
}

/** Whether a failure was the server refusing with this error code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
