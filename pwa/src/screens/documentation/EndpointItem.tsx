import type { ApiEndpoint } from '../../features/documentation/api-reference.ts';
import { Badge, type BadgeTone } from '../../ui/index.ts';

const METHOD_TONES: Record<string, BadgeTone> = { GET: 'info', POST: 'success', PUT: 'warning', PATCH: 'warning', DELETE: 'danger' };

/** One endpoint of the API reference: method, path, what it does, whether it needs a session, its body fields. */
export function EndpointItem({ endpoint }: { endpoint: ApiEndpoint }) {
  const { method, path, summary, requiresAuth, body } = endpoint;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="api-endpoint">
      <h3 className="flex flex-wrap items-center gap-2">
        <Badge tone={METHOD_TONES[method] ?? 'neutral'} className="font-mono">
          {method}
        </Badge>
        <code className="font-mono text-sm font-semibold break-all text-slate-900">{path}</code>
        <span className="sr-only">:</span>
        <Badge tone={requiresAuth ? 'neutral' : 'brand'}>{requiresAuth ? 'Sign-in required' : 'Public'}</Badge>
      </h3>
      {summary && <p className="mt-1 text-sm text-slate-700">{summary}</p>}
      {body && body.fields.length > 0 && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {body.isList ? 'Request body: a JSON list of objects with' : 'Request body (JSON)'}
          </p>
          <ul className="mt-2 flex flex-col gap-1.5">
            {body.fields.map((field) => (
              <li key={field.name} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
                <code className="font-mono font-medium text-slate-900">{field.name}</code>
                <span className="text-slate-700">{field.type}</span>
                <span className={field.required ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-600'}>
                  {field.required ? 'required' : 'optional'}
                </span>
                {field.rules.length > 0 && <span className="text-xs text-slate-600">({field.rules.join(', ')})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
