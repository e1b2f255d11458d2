/**
 * The /api/account calls of /settings. These act on the server at once (credentials, deletion, an export of
 * what the server holds), so unlike replicated writes they need a connection; callers say so when offline.
 */
import { accountSchema, type Account } from '@shared/schemas/account.ts';
import type {
  ChangeNameRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  SignInMethods,
} from '@shared/schemas/account-requests.ts';
import { answer, api } from '../../sync/api-client.ts';
import { readAnswer } from '../../sync/api.ts';

export async function changeName(body: ChangeNameRequest): Promise<Account> {
  // The server answers the stored document as its rules wrote it (untyped there): checked here against the schema.
  return accountSchema.parse(await answer(api.account.name.$put({ json: body })));
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await answer(api.account.password.$put({ json: body }));
}

export function fetchSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  return answer(api.account['sign-in-methods'].$get(undefined, { init: { signal } }));
}

export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await answer(api.account.$delete({ json: body }));
}

/** Download the export and hand it to the browser as a file named by the server. */
export async function downloadMyData(): Promise<void> {
  const res = await api.account.export.$get();
  // Read as bytes, not JSON: a refusal is thrown as the server's ApiError, the body handed on as it came.
  if (!res.ok) await readAnswer(res, api.account.export.$path());
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
