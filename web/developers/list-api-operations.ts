/** One operation of the public API as the reference page shows it, read from the OpenAPI document. */
export interface ApiOperationEntry {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  scope: string | null;
  parameters: { name: string; in: string; required: boolean; type: string; description: string | null }[];
  /** The JSON body's fields (name, type, required), when the operation takes one. */
  bodyFields: { name: string; type: string; required: boolean }[];
  bodyExample: unknown;
  /** The success answer's schema name (a component), or null. */
  answer: string | null;
  curl: string;
}

type Schema = { type?: string | string[]; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; items?: Schema; $ref?: string; properties?: Record<string, Schema>; required?: string[] };
type Operation = {
  operationId: string; summary?: string; description?: string; 'x-kinora-scope'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> } | { $ref: string }>;
};

/** A schema's type in a few words: `string`, `integer`, `one of: a, b`, `array of number`, a component's name. */
export function describeSchemaType(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.length > 6 ? `${String(schema.type ?? 'string')} (${schema.enum.length} values)` : schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(describeSchemaType).join(' | ');
  if (schema.type === 'array') return `${describeSchemaType(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

/** The API's base URL, absolute against the page's origin when the document gives a path (no PUBLIC_URL set). */
export function getApiBaseUrl(document: { servers?: { url: string }[] }, origin?: string): string {
  const url = document.servers?.[0]?.url ?? '/api/v1';
  return origin ? new URL(url, origin).href.replace(/\/$/, '') : url;
}

/**
 * Every operation of the document, in the document's order, with a curl line to try it (`$KINORA_API_KEY` as the key),
 * its URL made absolute against `origin` when given.
 */
export function listApiOperations(document: { servers?: { url: string }[]; paths: Record<string, Record<string, unknown>> }, origin?: string): ApiOperationEntry[] {
  const server = getApiBaseUrl(document, origin);
  const entries: ApiOperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const json = operation.requestBody?.content['application/json'];
      const body = json?.schema;
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const answer = success && 'content' in success ? (success.content?.['application/json']?.schema?.$ref?.split('/').pop() ?? null) : null;
      const example = json?.example ?? null;
      const curl = [
        `curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} '${server}${path}'`,
        `-H "Authorization: Bearer $KINORA_API_KEY"`,
        ...(json ? [`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(example ?? {})}'`] : []),
      ].join(' \\\n  ');
      entries.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? null,
        scope: operation['x-kinora-scope'] ?? null,
        parameters: (operation.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, type: describeSchemaType(p.schema), description: p.description ?? null })),
        bodyFields: Object.entries(body?.properties ?? {}).map(([name, schema]) => ({ name, type: describeSchemaType(schema), required: body?.required?.includes(name) ?? false })),
        bodyExample: example,
        answer,
        curl,
      });
    }
  }
  return entries;
}
