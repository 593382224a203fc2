/**
 * Which methods the API's routes answer on a concrete path. Fastify's router only says "no route",
 * so without this a wrong method on a real endpoint (GET on a POST-only path) would be a 404 that
 * suggests the path itself is wrong; with it the not-found handler can answer 405 and an Allow header.
 */
export interface RouteMethods {
  add(method: string | readonly string[], url: string): void;
  /** The methods, sorted, that some route answers on this path; empty when none does. */
  allowedOn(pathname: string): string[];
}

/**
 * Route patterns become regular expressions: a segment holding a parameter (`:id`, `:id(^\d+)`)
 * matches any one segment and `*` matches the rest, which is looser than the router for regex
 * parameters but only decides between 405 and 404. The trailing slash is optional, as the app
 * is built with ignoreTrailingSlash.
 */
function toPathPattern(url: string): RegExp {
  const segments = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.includes(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return new RegExp(`^${segments.join('/')}/?$`);
}

export function createRouteMethods(): RouteMethods {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  return {
    add(method, url) {
      const methods = typeof method === 'string' ? [method] : [...method];
      // Fastify answers HEAD wherever it answers GET.
      if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
      routes.push({ pattern: toPathPattern(url), methods });
    },
    allowedOn(pathname) {
      const allowed = new Set<string>();
      for (const route of routes) {
        if (route.pattern.test(pathname)) route.methods.forEach((m) => allowed.add(m));
      }
      return [...allowed].sort();
    },
  };
}
