import Ajv2020 from 'ajv/dist/2020';

/**
 * The parts of the OpenAPI 3.1 specification a document can get wrong structurally, as a JSON Schema: version 3.1.x,
 * info, paths starting with "/", operations with responses, parameters with name, `in` and (in the path) required:
 * true, media types with a schema, and a security scheme for every requirement. The spec's own schema is not available
 * offline here; these rules follow its text (spec.openapis.org/oas/v3.1.0).
 */
const OPENAPI_31_STRUCTURE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+(-.+)?$' },
    jsonSchemaDialect: { type: 'string', format: 'uri' },
    info: { type: 'object', required: ['title', 'version'], properties: { title: { type: 'string' }, version: { type: 'string' }, description: { type: 'string' } } },
    servers: { type: 'array', items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } },
    paths: { type: 'object', propertyNames: { pattern: '^/' }, additionalProperties: { $ref: '#/$defs/pathItem' } },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', additionalProperties: { type: ['object', 'boolean'] } },
        responses: { type: 'object', additionalProperties: { $ref: '#/$defs/response' } },
        securitySchemes: {
          type: 'object',
          additionalProperties: { type: 'object', required: ['type'], properties: { type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] } }, if: { properties: { type: { const: 'http' } } }, then: { required: ['scheme'] } },
        },
      },
    },
    security: { $ref: '#/$defs/security' },
  },
  patternProperties: { '^x-': true },
  additionalProperties: false,
  $defs: {
    security: { type: 'array', items: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    pathItem: {
      type: 'object',
      propertyNames: { enum: ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'summary', 'description', 'parameters', 'servers'] },
      additionalProperties: { $ref: '#/$defs/operation' },
    },
    operation: {
      type: 'object',
      required: ['responses'],
      properties: {
        operationId: { type: 'string' },
        summary: { type: 'string' },
        description: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        parameters: { type: 'array', items: { $ref: '#/$defs/parameter' } },
        requestBody: { type: 'object', required: ['content'], properties: { required: { type: 'boolean' }, content: { $ref: '#/$defs/content' } } },
        responses: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: '^([1-5][0-9X]{2}|default)$' },
          additionalProperties: { oneOf: [{ $ref: '#/$defs/reference' }, { $ref: '#/$defs/response' }] },
        },
        security: { $ref: '#/$defs/security' },
      },
      patternProperties: { '^x-': true },
      additionalProperties: false,
    },
    parameter: {
      type: 'object',
      required: ['name', 'in'],
      properties: { name: { type: 'string' }, in: { enum: ['query', 'header', 'path', 'cookie'] }, required: { type: 'boolean' }, schema: { type: ['object', 'boolean'] }, description: { type: 'string' } },
      // A path parameter is always required (spec 4.8.12.1).
      if: { properties: { in: { const: 'path' } } },
      then: { required: ['name', 'in', 'required'], properties: { required: { const: true } } },
      oneOf: [{ required: ['schema'] }, { required: ['content'] }],
      additionalProperties: false,
    },
    reference: { type: 'object', required: ['$ref'], properties: { $ref: { type: 'string' } }, additionalProperties: false },
    response: {
      type: 'object',
      required: ['description'],
      properties: { description: { type: 'string' }, content: { $ref: '#/$defs/content' }, headers: { type: 'object' } },
      additionalProperties: false,
    },
    content: { type: 'object', propertyNames: { pattern: '^[a-z*]+/[a-z0-9.+*-]+$' }, additionalProperties: { type: 'object', properties: { schema: { type: ['object', 'boolean'] }, example: true } } },
  },
};

/** Every `$ref` in a document (JSON pointers inside it), for checking that each resolves. */
export function listRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) listRefs(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else listRefs(value, found);
    }
  }
  return found;
}

/** JSON pointers of the document's schemas: each component schema, and each `schema` of a parameter, body or answer. */
function listSchemaPointers(document: Record<string, unknown>): string[] {
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  const found = Object.keys((document.components as { schemas?: object } | undefined)?.schemas ?? {}).map((id) => `/components/schemas/${escape(id)}`);
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && value && typeof value === 'object') found.push(`${pointer}/schema`);
      else walk(value, `${pointer}/${escape(key)}`);
    }
  };
  walk(document.paths, '/paths');
  return found;
}

/** The value a local `#/...` reference points at, or undefined. */
export function resolveRef(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document);
}

/**
 * Structural errors of an OpenAPI 3.1 document (empty when none): the structure above, every local $ref resolving,
 * and every schema compiling as JSON Schema 2020-12 (3.1's dialect). Also returns a validator of a value against one
 * of the document's schemas, to check real answers with.
 */
export function checkOpenApiDocument(document: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const errors: string[] = [];
  const structure = ajv.compile(OPENAPI_31_STRUCTURE);
  if (!structure(document)) errors.push(...(structure.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
  for (const ref of listRefs(document)) if (resolveRef(document, ref) === undefined) errors.push(`unresolved $ref ${ref}`);
  // The document itself as a schema resource, so that its $refs resolve inside it.
  ajv.addSchema({ ...document, $id: 'openapi.json' } as object);
  // Every schema in the document compiles (components, parameters, bodies, answers), its $refs included.
  for (const pointer of listSchemaPointers(document)) {
    try {
      if (!ajv.getSchema(`openapi.json#${pointer}`)) errors.push(`no schema at ${pointer}`);
    } catch (error) {
      errors.push(`schema at ${pointer} does not compile: ${(error as Error).message}`);
    }
  }
  const validate = (ref: string, value: unknown) => {
    const check = ajv.getSchema(`openapi.json${ref}`);
    if (!check) throw new Error(`no schema at ${ref}`);
    return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  return { errors, validate };
}
