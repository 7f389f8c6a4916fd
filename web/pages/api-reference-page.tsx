import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentHead } from '../components/use-document-head';
import { getApiBaseUrl, listApiOperations, type ApiOperationEntry } from '../developers/list-api-operations';

/**
 * /developers/api: the public API's reference, rendered from the server's own OpenAPI document (/api/v1/openapi.json),
 * so it lists exactly the operations, parameters and bodies the server checks. The operations' summaries are the
 * document's (English, as the API is); the page around them is translated.
 */
export function ApiReferencePage() {
  const { t } = useLingui();
  useDocumentHead({ title: t`API reference · Kinora`, description: t`The Kinora REST API: authentication, endpoints, parameters and examples.` });
  const document = useQuery({
    queryKey: ['openapi'],
    queryFn: async () => {
      const response = await fetch('/api/v1/openapi.json');
      if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
      return (await response.json()) as Parameters<typeof listApiOperations>[0] & { info: { version: string } };
    },
    staleTime: Infinity,
  });
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const operations = document.data ? listApiOperations(document.data, origin) : [];
  const server = document.data ? getApiBaseUrl(document.data, origin) : '/api/v1';
  return (
    <>
      <div className="page-head"><h1 className="page-title"><Trans>API reference</Trans></h1></div>
      <section className="card panel api-intro">
        <h2 className="panel-title"><Trans>Authentication</Trans></h2>
        <p>
          <Trans>
            Create a key in <Link href="/settings">Settings</Link> and send it with every request in the Authorization header. Read keys can only read; write keys can also upload, start, export and cancel.
          </Trans>
        </p>
        <pre dir="ltr" className="api-code">{`Authorization: Bearer kin_live_…\nBase URL: ${server}`}</pre>
        <p>
          <Trans>
            Errors answer with an HTTP status and a JSON body holding the error code, the same codes the app shows messages for. Uploads use the resumable tus protocol. Each key may make a limited number of requests per hour.
          </Trans>
        </p>
        <p><a href="/api/v1/openapi.json" dir="ltr">openapi.json</a>{document.data ? ` · v${document.data.info.version}` : ''}</p>
      </section>
      {document.isError && <div className="alert alert-error" role="alert"><Trans>The API description could not be loaded.</Trans></div>}
      {operations.map((operation) => <OperationCard key={operation.id} operation={operation} />)}
    </>
  );
}

function OperationCard({ operation }: { operation: ApiOperationEntry }) {
  const { t } = useLingui();
  const where: Record<string, string> = { path: t`path`, query: t`query`, header: t`header` };
  return (
    <section className="card panel api-operation" id={operation.id} aria-labelledby={`${operation.id}-title`} data-testid="api-operation">
      <h2 className="panel-title" id={`${operation.id}-title`} dir="ltr">
        <code>{operation.method}</code> <code>{operation.path}</code>
      </h2>
      <p dir="ltr" lang="en">{operation.summary}</p>
      {operation.description && <p className="hint" dir="ltr" lang="en">{operation.description}</p>}
      {operation.scope && <p className="hint">{operation.scope === 'write' ? t`Needs a write key.` : t`Any key.`}</p>}
      {(operation.parameters.length > 0 || operation.bodyFields.length > 0) && (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th><Trans>Parameter</Trans></th>
                <th><Trans>In</Trans></th>
                <th><Trans>Type</Trans></th>
                <th><Trans>Required</Trans></th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`}>
                  <td dir="ltr"><code>{p.name}</code></td>
                  <td>{where[p.in] ?? p.in}</td>
                  <td dir="ltr"><code>{p.type}</code></td>
                  <td>{p.required ? t`Yes` : t`No`}</td>
                </tr>
              ))}
              {operation.bodyFields.map((f) => (
                <tr key={`body:${f.name}`}>
                  <td dir="ltr"><code>{f.name}</code></td>
                  <td>{t`body`}</td>
                  <td dir="ltr"><code>{f.type}</code></td>
                  <td>{f.required ? t`Yes` : t`No`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {operation.answer && <p className="hint"><Trans>Answer:</Trans> <code dir="ltr">{operation.answer}</code></p>}
      <h3 className="api-example-title"><Trans>Example</Trans></h3>
      <pre dir="ltr" className="api-code">{operation.curl}</pre>
    </section>
  );
}
