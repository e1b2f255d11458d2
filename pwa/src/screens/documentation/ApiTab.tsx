import { useState } from 'react';
import { filterApiReference } from '../../features/documentation/api-reference.ts';
import { useApiReference } from '../../features/documentation/use-api-reference.ts';
import { Card, EmptyState, Field, Spinner, TextInput } from '../../ui/index.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { EndpointItem } from './EndpointItem.tsx';

/**
 * Every /api endpoint, read from the OpenAPI document this very server publishes (so the list cannot drift from
 * the routes). The last document fetched stays on the device, so the reference also opens offline.
 */
export function ApiTab() {
  const { groups, source, fetchedAt } = useApiReference();
  const [query, setQuery] = useState('');
  const shown = filterApiReference(groups, query);
  const count = groups.reduce((n, g) => n + g.endpoints.length, 0);

  return (
    <div className="flex flex-col gap-6">
      <Card as="section" title="The HireSync API">
        <div className="flex flex-col gap-3 text-sm leading-6 text-slate-700">
          <p>
            The app itself talks to these endpoints. Calls send and receive JSON; endpoints marked 'Sign-in required'
            use the session cookie set when you sign in. Writes are accepted only as JSON from the app's own origin.
            Every error answers <code className="font-mono text-slate-900">{'{ "error": { "code", "message" } }'}</code>{' '}
            with a matching HTTP status.
          </p>
          <p>
            The machine-readable OpenAPI 3.1 document is at{' '}
            <a href="/api/openapi.json" className="font-medium text-brand-700 underline">/api/openapi.json</a>.
          </p>
          <p role="status" className="text-slate-600" data-testid="api-reference-status">
            {source === 'live' && `${count} endpoints, read from this server just now.`}
            {source === 'cached' && fetchedAt !== null && (
              <>
                You are offline: showing the copy saved on this device. Last updated {formatDateTime(new Date(fetchedAt).toISOString())}.
              </>
            )}
            {source === 'loading' && fetchedAt !== null && `Checking for updates… Last updated ${formatDateTime(new Date(fetchedAt).toISOString())}.`}
          </p>
        </div>
      </Card>

      {source === 'loading' && groups.length === 0 ? (
        <div className="flex items-center justify-center gap-2 py-12 text-slate-600">
          <Spinner label={null} /> Loading the API reference…
        </div>
      ) : source === 'unavailable' ? (
        <EmptyState
          title="The API reference needs a connection the first time"
          description="Open this tab once while online; after that it is kept on this device and opens offline too."
        />
      ) : (
        <>
          <Field label="Search endpoints" className="max-w-md">
            <TextInput type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. applications, POST, password" />
          </Field>
          {shown.length === 0 ? (
            <EmptyState title="No endpoints match" description="Try a path, a method or a word from a description." />
          ) : (
            shown.map((group) => (
              <Card as="section" key={group.tag} title={group.tag}>
                <ul className="divide-y divide-slate-200">
                  {group.endpoints.map((endpoint) => (
                    <EndpointItem key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
                  ))}
                </ul>
              </Card>
            ))
          )}
        </>
      )}
    </div>
  );
}
