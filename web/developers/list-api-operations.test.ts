import { describe, expect, it } from 'vitest';
import { appRouter } from '../../server/routers/app-router';
import { API_V1_ROUTES } from '../../server/api-v1/api-v1-routes';
import { buildOpenApiDocument } from '../../server/api-v1/build-openapi-document';
import { describeSchemaType, listApiOperations } from './list-api-operations';

const document = buildOpenApiDocument(appRouter, API_V1_ROUTES, 'https://kinora.example/api/v1');

describe('the API reference\'s operations', () => {
  it('lists every operation of the document, uploads included', () => {
    const entries = listApiOperations(document);
    expect(entries.map((e) => e.id).sort()).toEqual([...API_V1_ROUTES.map((r) => r.operationId), 'createUpload', 'getUploadOffset', 'sendUploadBytes', 'cancelUpload'].sort());
  });

  it('shows a job start with its body fields, its example as a curl line, its scope and its answer', () => {
    const start = listApiOperations(document).find((e) => e.id === 'startJob')!;
    expect(start).toMatchObject({ method: 'POST', path: '/jobs', scope: 'write', answer: 'JobStarted' });
    expect(start.bodyFields).toContainEqual({ name: 'fileId', type: 'string', required: true });
    expect(start.bodyFields).toContainEqual({ name: 'options', type: 'object', required: false });
    expect(start.curl).toBe(
      `curl -X POST 'https://kinora.example/api/v1/jobs' \\\n  -H "Authorization: Bearer $KINORA_API_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(start.bodyExample)}'`,
    );
    const get = listApiOperations(document).find((e) => e.id === 'getJob')!;
    expect(get.parameters).toEqual([{ name: 'jobId', in: 'path', required: true, type: 'string', description: null }]);
    expect(get.curl).not.toContain('-X');
  });

  it('makes a relative server URL absolute against the page\'s origin', () => {
    const relative = buildOpenApiDocument(appRouter, API_V1_ROUTES);
    expect(listApiOperations(relative, 'http://127.0.0.1:3000').find((e) => e.id === 'listJobs')!.curl).toContain(`'http://127.0.0.1:3000/api/v1/jobs'`);
    expect(listApiOperations(document, 'http://127.0.0.1:3000').find((e) => e.id === 'listJobs')!.curl).toContain(`'https://kinora.example/api/v1/jobs'`);
  });

  it('describes schema types briefly', () => {
    expect(describeSchemaType({ anyOf: [{ type: 'array', items: { type: 'integer' } }, { const: 'all' }] })).toBe('integer[] | "all"');
    expect(describeSchemaType({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(describeSchemaType({ $ref: '#/components/schemas/Job' })).toBe('Job');
    expect(describeSchemaType(undefined)).toBe('any');
  });
});
