import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * Every route the app registers, as the app itself saw it (Fastify's onRoute hook, added before any
 * feature registers), so that suites going over "every route" cover a new route without anybody listing
 * it (docs/architecture.md#tests: the hostile-input and authorization suites).
 */
export interface RouteInfo {
  method: string;
  /** The pattern as registered: '/api/jobs/:id'. */
  url: string;
  /** 'GET /api/jobs/:id', the key the suites' tables use. */
  key: string;
  /** The path's parameters, in order. */
  params: string[];
  /** The query string's fields, from its zod schema; null when the route declares none. */
  query: string[] | null;
  /** The JSON body's fields, from its zod schema; null when the route declares no body schema. */
  body: string[] | null;
  /** The body schema's own limit, when the route sets one (else the app's). */
  bodyLimit: number | undefined;
  /** The names of its onRequest and preHandler hooks ('requireAdmin', 'requireMember', …): who it lets in. */
  guards: string[];
}

const hookNames = (hooks: unknown): string[] =>
  (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []).map((hook: { name?: string }) => hook.name ?? '').filter(Boolean);

/** optional(), default(), nullable() and pipes wrap an object schema; its fields are the inner object's. */
function objectFields(schema: unknown): string[] | null {
  let current = schema;
  for (let depth = 0; depth < 10 && current instanceof z.ZodType; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { _zod: { def: { innerType?: unknown; in?: unknown } } })._zod.def;
    current = def.innerType ?? def.in;
  }
  return schema === undefined ? null : [];
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Starts recording; call before any route is registered. The returned list fills as routes are added.
 * HEAD routes Fastify adds beside each GET are left out: they run the GET's handler.
 */
export function recordRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        params: paramsOf(route.url),
        query: schema.querystring === undefined ? null : objectFields(schema.querystring),
        body: schema.body === undefined ? null : objectFields(schema.body),
        bodyLimit: route.bodyLimit,
        guards: [...hookNames(route.onRequest), ...hookNames(route.preHandler)],
      });
    }
  });
  return routes;
}
