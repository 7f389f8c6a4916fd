import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOpenApiDocument } from '../../test/support/check-openapi-document';
import { appRouter } from '../routers/app-router';
import { API_V1_ROUTES, getPathParamNames, matchApiRoute, type ApiRoute } from './api-v1-routes';
import { OkAnswer } from './api-v1-schemas';
import { buildOpenApiDocument } from './build-openapi-document';

const document = buildOpenApiDocument(appRouter, API_V1_ROUTES);
type Operation = { operationId: string; parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; responses: Record<string, unknown>; 'x-kinora-scope': string };
const operation = (path: string, method: string) => (document.paths as Record<string, Record<string, Operation>>)[path]![method]!;

describe('the OpenAPI document', () => {
  it('is a structurally valid OpenAPI 3.1 document whose $refs all resolve and whose schemas compile', () => {
    expect(checkOpenApiDocument(document).errors).toEqual([]);
  });

  it('has every route of the API as an operation, with the route\'s path parameters, scope and answer', () => {
    for (const route of API_V1_ROUTES) {
      const op = operation(route.path, route.method);
      expect(op.operationId).toBe(route.operationId);
      expect(op['x-kinora-scope']).toBe(route.scope);
      expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(getPathParamNames(route.path));
      expect(Object.keys(op.responses)).toContain(String(route.status ?? 200));
    }
    // And nothing else than the routes and the tus upload protocol.
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, Operation>).map((op) => op.operationId));
    expect(operations.sort()).toEqual([...API_V1_ROUTES.map((r) => r.operationId), 'createUpload', 'getUploadOffset', 'sendUploadBytes', 'cancelUpload'].sort());
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('documents the inputs the procedures validate: the job start\'s body, the list\'s page as a query parameter, the id patterns', () => {
    const start = operation('/jobs', 'post').requestBody!.content['application/json']!.schema;
    expect(Object.keys(start.properties!).sort()).toEqual(['fileId', 'fileIds', 'options', 'range', 'toolId']);
    expect(start.required?.sort()).toEqual(['fileId', 'range', 'toolId']);
    expect((start.properties!.toolId as { enum: string[] }).enum).toContain('video_sharpener');
    expect(operation('/jobs', 'get').parameters).toEqual([expect.objectContaining({ name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1 }) })]);
    const jobId = operation('/jobs/{jobId}', 'get').parameters[0]!;
    expect(jobId).toMatchObject({ name: 'jobId', in: 'path', required: true, schema: { type: 'string', pattern: expect.any(String) } });
    // The path parameter is not asked for again in the body.
    expect(operation('/jobs/{jobId}/cancel', 'post').requestBody).toBeUndefined();
    expect(Object.keys(operation('/jobs/{jobId}/selection', 'post').requestBody!.content['application/json']!.schema.properties!)).toEqual(['indices']);
    // Webhooks and link imports: bodies from their routers' procedures, the delete with its id in the path only.
    expect(operation('/webhooks', 'post').requestBody!.content['application/json']!.schema.required?.sort()).toEqual(['eventTypes', 'url']);
    expect(operation('/webhooks/{id}', 'delete').requestBody).toBeUndefined();
    expect(operation('/webhooks/{id}', 'delete').parameters.map((p) => p.name)).toEqual(['id']);
    expect(operation('/links/imports', 'post').requestBody!.content['application/json']!.schema.required?.sort()).toEqual(['toolId', 'url']);
    expect(operation('/links/imports/{fileId}', 'get').parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:fileId']);
  });

  it('refuses to generate a route whose answer has no schema id or whose path names a field its procedure does not take', () => {
    const route: ApiRoute = { method: 'get', path: '/jobs/{jobId}', operationId: 'x', summary: 'x', scope: 'read', procedure: 'jobs.get', answer: OkAnswer };
    expect(() => buildOpenApiDocument(appRouter, [{ ...route, answer: z.object({ ok: z.boolean() }) }])).toThrow(/meta\(\{ id \}\)/);
    expect(() => buildOpenApiDocument(appRouter, [{ ...route, path: '/jobs/{fileId}' }])).toThrow(/fileId is not in jobs.get/);
    expect(() => buildOpenApiDocument(appRouter, [{ ...route, procedure: 'jobs.nothing' }])).toThrow(/no procedure/);
    expect(() => buildOpenApiDocument(appRouter, [route, { ...route, operationId: 'y' }])).toThrow(/two routes/);
  });
});

describe('route matching', () => {
  it('finds a route with its decoded path parameters, tells a wrong method from an unknown path', () => {
    expect(matchApiRoute(API_V1_ROUTES, 'POST', '/jobs/abc/cancel')).toMatchObject({ route: { operationId: 'cancelJob' }, params: { jobId: 'abc' } });
    expect(matchApiRoute(API_V1_ROUTES, 'GET', '/jobs/abc/')).toMatchObject({ route: { operationId: 'getJob' }, params: { jobId: 'abc' } });
    expect(matchApiRoute(API_V1_ROUTES, 'DELETE', '/jobs/abc')).toEqual({ route: null, methodAllowed: false });
    expect(matchApiRoute(API_V1_ROUTES, 'GET', '/jobs/abc/nothing')).toEqual({ route: null, methodAllowed: true });
    expect(matchApiRoute(API_V1_ROUTES, 'GET', '/jobs/%E0%A4%A')).toMatchObject({ params: { jobId: '%E0%A4%A' } });
    expect(matchApiRoute(API_V1_ROUTES, 'DELETE', '/webhooks/abc')).toMatchObject({ route: { operationId: 'deleteWebhook' }, params: { id: 'abc' } });
    expect(matchApiRoute(API_V1_ROUTES, 'GET', '/webhooks/deliveries')).toMatchObject({ route: { operationId: 'listWebhookDeliveries' }, params: {} });
  });
});
