/**
 * How the PWA reads the server's answers: same-origin, with the session cookie, JSON in and out. A non-OK answer
 * throws an ApiError whose message is the status, a colon and a space, then the server's message (spec
 * section 8); its `code` is the server's stable error code. Calls go through the typed client (api-client.ts);
 * apiFetch is left for addresses the server hands out itself (a search page's Link header).
 */

/** An error answer from the server. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Be told of every 401 answer outside /api/auth/ (whose 401s are wrong passwords and codes): the session ended.
 * Answers how to stop listening.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type ApiInit = { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

/** Call the API; `body` is sent as JSON when given. Throws ApiError on a non-OK answer, TypeError when offline. */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** As {@link apiFetch}, with the answer's headers too (GET /api/search pages through its Link header). */
export async function apiFetchWithHeaders<T>(path: string, init: ApiInit = {}): Promise<{ body: T; headers: Headers }> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  return { body: await readAnswer<T>(res, path), headers: res.headers };
}

/**
 * The body of an answer: its JSON (undefined when empty) when OK, else an ApiError with the server's code and
 * message. A 401 outside /api/auth/ tells the onUnauthorized listeners first. The typed client (api-client.ts)
 * reads its answers with this too.
 */
export async function readAnswer<T>(res: Response, path: string): Promise<T> {
  const text = await res.text();
  if (res.status === 401 && !path.startsWith('/api/auth/')) for (const listener of unauthorizedListeners) listener();
  if (!res.ok) {
    let code = 'error';
    let message = text || res.statusText;
    try {
      const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
      code = parsed.error?.code ?? code;
      message = parsed.error?.message ?? message;
    } catch {
      // a non-JSON error body is shown as it is
    }
    throw new ApiError(res.status, code, message);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show a person for any failure of an API call. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof TypeError) return 'You appear to be offline. Please check your connection and try again.';
  return fallback;
}
