/**
 * The /api/account calls of /settings. These act on the server at once (credentials, deletion, an export of
 * what the server holds), so unlike replicated writes they need a connection; callers say so when offline.
 */
import type { Account } from '@shared/schemas/account.ts';
import type {
  ChangeNameRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  SignInMethods,
} from '@shared/schemas/account-requests.ts';
import { ApiError, apiFetch } from '../../sync/api.ts';

export function changeName(body: ChangeNameRequest): Promise<Account> {
  return apiFetch<Account>('/api/account/name', { method: 'PUT', body });
}

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiFetch<void>('/api/account/password', { method: 'PUT', body });
}

export function fetchSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  return apiFetch<SignInMethods>('/api/account/sign-in-methods', { signal });
}

export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiFetch<void>('/api/account', { method: 'DELETE', body });
}

/** Download the export and hand it to the browser as a file named by the server. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text();
    let message = text || res.statusText;
    let code = 'error';
    try {
      const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
      message = parsed.error?.message ?? message;
      code = parsed.error?.code ?? code;
    } catch {
      // shown as it is
    }
    throw new ApiError(res.status, code, message);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'hiresync-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
