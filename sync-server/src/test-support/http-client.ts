/**
 * A browser-like client of a server on a real port: keeps its cookies and sends JSON from the app's origin
 * (writes must come from APP_ORIGIN). For servers run as their own process; in-process tests use TestClient.
 */
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { cookieHeaderOf, takeSetCookies } from './cookie-jar.ts';

export class HttpClient {
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly url: string,
    private readonly origin: string,
  ) {}

  async request(method: string, path: string, body?: unknown) {
    const cookie = cookieHeaderOf(this.jar);
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        origin: this.origin,
        'x-schema-version': String(SCHEMA_VERSION),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    takeSetCookies(this.jar, res);
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
}
