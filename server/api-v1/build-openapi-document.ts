import { z } from 'zod';
import type { AnyRouter } from '@trpc/server';
import { getPathParamNames, type ApiRoute } from './api-v1-routes';
import { ErrorAnswer } from './api-v1-schemas';
import { getProcedureInputSchema } from './get-procedure-input-schema';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** The errors every operation may answer (the API's own checks); the procedures add 400s and 404s of their own. */
const COMMON_ERRORS: Record<string, string> = {
  '400': 'Bad input: invalid_request, or the tool\'s or plan\'s code (range_invalid, option_invalid, not_enough_credits...).',
  '401': 'No key, an unknown key or a revoked key: not_authenticated.',
  '403': 'A read key on a write operation (not_authorized), or a plan without API access (plan_feature_unavailable).',
  '404': 'No such job or file for this account (another account\'s ids answer the same): job_not_found, file_not_found, not_found.',
  '413': 'A body over the limit: request_too_large.',
  '429': 'Over the key\'s requests per hour (or the account\'s job starts per hour): rate_limited, with Retry-After.',
};

/** A zod input schema as JSON Schema, as a client writes it (defaults optional). */
function toInputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** The `#/components/schemas/...` name of an answer schema (its zod meta id). */
function getComponentName(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every API answer schema needs .meta({ id }) (it becomes a component of the document)');
  return id;
}

/** One operation: path parameters and the rest of the procedure's input (query for GET, JSON body for POST and DELETE). */
function buildOperation(router: AnyRouter, route: ApiRoute) {
  const input = getProcedureInputSchema(router, route.procedure);
  const json = input ? toInputJsonSchema(input) : { type: 'object', properties: {} };
  const pathNames = getPathParamNames(route.path);
  const properties = { ...(json.properties ?? {}) };
  const required = new Set(json.required ?? []);
  for (const name of pathNames) {
    if (!properties[name]) throw new Error(`${route.operationId}: path parameter ${name} is not in ${route.procedure}'s input`);
  }
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({ name, in: 'path', required: true, schema: properties[name] }));
  const rest = Object.keys(properties).filter((name) => !pathNames.includes(name));
  let requestBody: Record<string, unknown> | undefined;
  if (route.method === 'get') {
    for (const name of rest) parameters.push({ name, in: 'query', required: required.has(name), schema: properties[name] });
  } else if (rest.length > 0) {
    const body: JsonSchema = { ...json, properties: Object.fromEntries(rest.map((name) => [name, properties[name]!])) };
    const bodyRequired = rest.filter((name) => required.has(name));
    if (bodyRequired.length > 0) body.required = bodyRequired;
    else delete body.required;
    requestBody = {
      required: bodyRequired.length > 0,
      content: { 'application/json': { schema: body, ...(route.example ? { example: route.example } : {}) } },
    };
  }
  const status = String(route.status ?? 200);
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.path.split('/')[1]!],
    'x-kinora-scope': route.scope,
    security: [{ apiKey: [] }],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: { description: 'Success.', content: { 'application/json': { schema: { $ref: `#/components/schemas/${getComponentName(route.answer)}` } } } },
      // Error answers are shared components: one description each, one Error schema.
      ...Object.fromEntries(Object.keys(COMMON_ERRORS).map((code) => [code, { $ref: `#/components/responses/Error${code}` }])),
    },
  };
}

/** The tus upload protocol's operations (the app's resumable uploads, with the key as owner), documented by hand: tus is not JSON. */
function buildUploadPaths() {
  const tusResumable = { name: 'Tus-Resumable', in: 'header', required: true, schema: { type: 'string', const: '1.0.0' } };
  const uploadId = { name: 'uploadId', in: 'path', required: true, schema: { type: 'string' }, description: 'The id in the Location of the creation answer; it becomes the file id.' };
  const errors = { '401': { $ref: '#/components/responses/Error401' }, '403': { $ref: '#/components/responses/Error403' }, '404': { $ref: '#/components/responses/Error404' } };
  return {
    '/uploads': {
      post: {
        operationId: 'createUpload', summary: 'Create a resumable upload (tus 1.0 creation): declare the length, then PATCH the bytes.', tags: ['uploads'], 'x-kinora-scope': 'write', security: [{ apiKey: [] }],
        parameters: [
          tusResumable,
          { name: 'Upload-Length', in: 'header', required: true, schema: { type: 'integer', minimum: 1 }, description: 'The file\'s size in bytes; checked against the plan, the tool and the operator\'s cap before any byte is sent.' },
          { name: 'Upload-Metadata', in: 'header', required: false, schema: { type: 'string' }, description: 'tus metadata: comma-separated `key base64(value)` pairs; filename, filetype, toolId (limits of that tool).' },
        ],
        responses: { '201': { description: 'Created; Location: /api/v1/uploads/{uploadId}.', headers: { Location: { schema: { type: 'string' } } } }, '413': { $ref: '#/components/responses/Error413' }, '429': { $ref: '#/components/responses/Error429' }, ...errors },
      },
    },
    '/uploads/{uploadId}': {
      head: {
        operationId: 'getUploadOffset', summary: 'How many bytes the server has (resume from Upload-Offset).', tags: ['uploads'], 'x-kinora-scope': 'write', security: [{ apiKey: [] }],
        parameters: [tusResumable, uploadId],
        responses: { '200': { description: 'Upload-Offset and Upload-Length headers.', headers: { 'Upload-Offset': { schema: { type: 'integer' } } } }, ...errors },
      },
      patch: {
        operationId: 'sendUploadBytes', summary: 'Send bytes from Upload-Offset (Content-Type: application/offset+octet-stream). The last chunk\'s answer is the probed file.', tags: ['uploads'], 'x-kinora-scope': 'write', security: [{ apiKey: [] }],
        parameters: [tusResumable, uploadId, { name: 'Upload-Offset', in: 'header', required: true, schema: { type: 'integer', minimum: 0 } }],
        requestBody: { required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
        responses: {
          '200': { description: 'The last byte arrived: the file, probed (status ready, or failed with errorCode).', content: { 'application/json': { schema: { type: 'object', properties: { file: { $ref: '#/components/schemas/File' } }, required: ['file'] } } } },
          '204': { description: 'Bytes stored; more to send (Upload-Offset says where to go on).' },
          ...errors,
        },
      },
      delete: {
        operationId: 'cancelUpload', summary: 'Cancel an unfinished upload.', tags: ['uploads'], 'x-kinora-scope': 'write', security: [{ apiKey: [] }],
        parameters: [tusResumable, uploadId],
        responses: { '204': { description: 'Cancelled.' }, ...errors },
      },
    },
  };
}

/** The public API's OpenAPI 3.1 document, generated from the routes, their procedures' zod input schemas and the answer schemas. */
export function buildOpenApiDocument(router: AnyRouter, routes: readonly ApiRoute[], serverUrl = '/api/v1') {
  const registry = z.registry<{ id: string }>();
  for (const schema of [ErrorAnswer, ...routes.map((route) => route.answer)]) {
    if (!registry.has(schema)) registry.add(schema, { id: getComponentName(schema) });
  }
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, target: 'draft-2020-12', unrepresentable: 'any' });
  // Schemas with an id that only other answers use (a list's rows) come out in a `__shared` bag: components of their own.
  const { __shared: shared, ...named } = schemas as Record<string, JsonSchema & { $defs?: Record<string, JsonSchema> }>;
  const all = { ...named, ...(shared?.$defs ?? {}) };
  // Each component is a schema inside the document: the document's dialect applies, and its $ref paths resolve from the root.
  const text = JSON.stringify(Object.fromEntries(Object.entries(all).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema])));
  const components = JSON.parse(text.replaceAll('#/components/schemas/__shared#/$defs/', '#/components/schemas/')) as Record<string, JsonSchema>;
  const paths: Record<string, Record<string, unknown>> = { ...buildUploadPaths() };
  for (const route of routes) {
    paths[route.path] ??= {};
    if (paths[route.path]![route.method]) throw new Error(`two routes for ${route.method.toUpperCase()} ${route.path}`);
    paths[route.path]![route.method] = buildOperation(router, route);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Kinora API',
      version: '1.0.0',
      description: 'Upload a video, start a tool on it, follow its progress, confirm its choices, export and download. Authenticate with an API key from Settings (Authorization: Bearer kin_live_...).',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from Settings: kin_live_ followed by 43 characters.' } },
      schemas: components,
      responses: Object.fromEntries(Object.entries(COMMON_ERRORS).map(([code, description]) => [`Error${code}`, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }])),
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
