import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { tokenRequestSchema } from '../../services/schemas/auth';
import { confirmOrderRequestSchema, confirmPassengersRequestSchema, pagedSearchRequestSchema } from '../../services/schemas/offer';
import { addContactRequestSchema } from '../../services/schemas/passenger';
import { prepaymentRequestSchema } from '../../services/schemas/payment';
import { databaseKinds, startTestServer, type TestServer } from './harness';

type Operation = { tags?: string[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { in: string; name: string; schema: unknown }[] };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** The document writes a single allowed value `{ const: x }` as `{ enum: [x] }`, which OpenAPI tools read more widely. */
const constAsEnum = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(constAsEnum);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => (key === 'const' ? ['enum', [value]] : [key, constAsEnum(value)])));
};
/** The JSON schema of a request body as the shared zod schema gives it. */
const jsonSchemaOf = (schema: z.ZodMiniType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return constAsEnum(rest);
};

describe('API document', () => {
  let s: TestServer & { stop(): Promise<void> };
  const routes: { method: string; url: string }[] = [];
  let doc: OpenApi;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    };
    s = await startTestServer(databaseKinds[0]!, {}, { onRoute: collect });
    const res = await s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => s.stop());

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every route the server registers, with its method', () => {
    // HEAD routes are the ones Fastify adds for each GET; the documentation's own routes are not the API.
    const documented = routes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/docs'));
    expect(documented.length).toBeGreaterThan(80);
    const missing = documented.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it.each([
    ['/dsb-auth/oauth/token', tokenRequestSchema],
    ['/dsb-offer/api/v1/offer/search/flight', pagedSearchRequestSchema],
    ['/dsb-offer/api/v1/offer/booking/confirm/psg', confirmPassengersRequestSchema],
    ['/dsb-offer/api/v1/offer/booking/confirm/order', confirmOrderRequestSchema],
    ['/dsb-order/api/v1/order/my/contact/add', addContactRequestSchema],
    ['/dsb-order/api/v1/payment/{provider}/prepayment', prepaymentRequestSchema],
  ] as const)('describes the body of POST %s with the shared schema', (path, schema) => {
    expect(doc.paths[path]?.post?.requestBody?.content['application/json']?.schema).toEqual(jsonSchemaOf(schema));
  });

  it('describes path and query parameters', () => {
    const prepayment = doc.paths['/dsb-order/api/v1/payment/{provider}/prepayment']!.post!;
    expect(prepayment.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'provider', schema: { type: 'string', enum: ['card', 'wallet'] } }));
    const funnel = doc.paths['/dsb-system/api/v1/flow/funnel']!.get!;
    expect(funnel.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toContain('machine');
  });

  it('groups the API by service and names the calls that need a logged-in user, a user or guest, or no credential', () => {
    const orders = doc.paths['/dsb-order/api/v1/order/front/page']!.post!;
    expect(orders.tags).toEqual(['dsb-order']);
    expect(orders.security).toEqual([{ user: [] }]);
    expect(doc.paths['/dsb-order/api/v1/order/front/detail/{id}']!.get!.security).toEqual([{ user: [] }, { client: [], guest: [] }]);
    const search = doc.paths['/dsb-offer/api/v1/offer/search/flight']!.post!;
    expect(search.security).toBeUndefined();
    expect(doc.paths['/dsb-order/api/v1/payment/card/notify']!.post!.security).toEqual([]);
  });

  it('is browsable at /docs with its page and scripts served by this server', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/docs' });
    const html = page.statusCode === 302 ? await s.app.inject({ method: 'GET', url: String(page.headers.location) }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const res = await s.app.inject({ method: 'GET', url: new URL(asset, 'http://localhost/docs/').pathname });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
