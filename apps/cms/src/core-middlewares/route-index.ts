import type { Core } from '@strapi/strapi';

/**
 * Strapi serves every route from one `@koa/router`, whose `match` tests each of its ~400 layers'
 * regular expressions on every request: about an eighth of an uncached public read's CPU
 * (docs/architecture.md, "Performance budgets"). This `match` tests only the layers that could
 * match, in the stack's order.
 *
 * A layer whose path starts with literal segments (`/api/bikes/:id`) can only match a path that
 * starts with the same segments, up to case: the layers are grouped by their first two literal
 * segments. A layer with a pattern in either (`/api([^/]*)`, `/:plugin/…`) stays a candidate
 * for every path its literal part allows.
 *
 * Strapi also mounts each API's routes with that router's `allowedMethods`: some fifty layers
 * that match every API path, and those before the route in the stack each wrap it. They all
 * answer the same way from the request's method, its status and the routes it matched (Strapi
 * builds every router with the default methods and no options), and the innermost leaves a
 * status the others then leave alone. So the first that matches is kept and the rest are not
 * tested. Everything else is what `@koa/router`'s `match` returns.
 */
export function indexRoutesByPath(strapi: Core.Strapi) {
  matchThroughIndex(strapi.server.router as unknown as RouterWithStack);
}

/** Gives `router` the indexed `match`. */
export function matchThroughIndex(router: RouterWithStack) {
  let indexed: { stack: Layer[]; length: number; candidatesFor: (path: string) => Layer[]; allowedMethods: Set<Layer> } | undefined;
  router.match = function match(this: { stack: Layer[] }, path: string, method: string) {
    // Routes added after the first request (none today) rebuild the index.
    if (indexed?.stack !== this.stack || indexed.length !== this.stack.length) {
      indexed = {
        stack: this.stack,
        length: this.stack.length,
        candidatesFor: candidatesByPath(this.stack),
        allowedMethods: new Set(this.stack.filter(isAllowedMethods)),
      };
    }
    const matched: Matched = { path: [], pathAndMethod: [], route: false };
    let methodsAnswered = false;
    for (const layer of indexed.candidatesFor(path)) {
      const answersMethods = indexed.allowedMethods.has(layer);
      if (answersMethods && methodsAnswered) continue;
      // The rest as @koa/router's match (lib/router.js).
      if (!layer.match(path)) continue;
      matched.path.push(layer);
      if (layer.methods.length === 0 || layer.methods.includes(method)) {
        matched.pathAndMethod.push(layer);
        if (layer.methods.length > 0) matched.route = true;
      }
      methodsAnswered ||= answersMethods;
    }
    return matched;
  };
}

/** A layer `router.use(other.allowedMethods())` made: no methods, and that one middleware. */
export const isAllowedMethods = (layer: Layer) =>
  layer.methods.length === 0 && layer.stack.length === 1 && layer.stack[0].name === 'allowedMethods';

export interface Layer {
  path: string | RegExp;
  methods: string[];
  stack: Array<(...args: never[]) => unknown>;
  match: (path: string) => boolean;
}

export interface Matched {
  path: Layer[];
  pathAndMethod: Layer[];
  route: boolean;
}

export interface RouterWithStack {
  stack: Layer[];
  match: (this: { stack: Layer[] }, path: string, method: string) => Matched;
}

// Characters path-to-regexp reads as themselves; any other makes a segment a pattern.
const LITERAL_SEGMENT = /^[A-Za-z0-9._~-]+$/;
// path-to-regexp's delimiters, which may follow a literal segment.
const DELIMITER = /[/#?]/;

/** The first two segments of a request path, as keys: lower case, as the layers match. */
function keysOf(path: string): [string | undefined, string | undefined] {
  if (!path.startsWith('/')) return [undefined, undefined];
  const [first, second] = path.slice(1).split(DELIMITER, 2);
  return [first.toLowerCase(), second?.toLowerCase()];
}

/**
 * Lists, in stack order, the layers each path's first segments leave as candidates. Keys are
 * lower-cased: path-to-regexp's expressions ignore case, and for a literal of ASCII letters they
 * match only ASCII letters, which `toLowerCase` folds the same way.
 */
export function candidatesByPath(stack: Layer[]): (path: string) => Layer[] {
  const keyed = stack.map((layer) => ({ layer, literals: literalSegmentsOf(layer) }));
  const layersWhere = (keep: (literals: string[]) => boolean) =>
    keyed.filter(({ literals }) => keep(literals)).map(({ layer }) => layer);

  const anyPath = layersWhere((literals) => literals.length === 0);
  const byFirst = new Map<string, Layer[]>();
  const byPair = new Map<string, Layer[]>();
  for (const { literals } of keyed) {
    const [first, second] = literals;
    if (first !== undefined && !byFirst.has(first)) {
      byFirst.set(first, layersWhere((other) => other.length === 0 || (other.length === 1 && other[0] === first)));
    }
    if (second !== undefined && !byPair.has(`${first}/${second}`)) {
      byPair.set(
        `${first}/${second}`,
        layersWhere((other) => other.length === 0 || (other[0] === first && (other.length === 1 || other[1] === second))),
      );
    }
  }

  return (path) => {
    const [first, second] = keysOf(path);
    if (first === undefined) return anyPath;
    return (second !== undefined && byPair.get(`${first}/${second}`)) || byFirst.get(first) || anyPath;
  };
}

/** The layer's first two segments while they are literal, lower-cased; none for a pattern. */
function literalSegmentsOf(layer: Layer): string[] {
  if (typeof layer.path !== 'string' || !layer.path.startsWith('/')) return [];
  const literals: string[] = [];
  for (const segment of layer.path.slice(1).split('/', 2)) {
    if (!LITERAL_SEGMENT.test(segment)) break;
    literals.push(segment.toLowerCase());
  }
  return literals;
}
