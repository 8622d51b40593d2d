// How an address finds its page, the same rule in the browser's router and on the server (issue 12):
// segments compare without regard to case, a trailing slash is ignored, `:name` takes one decoded
// segment, `*` takes the rest; a static segment outranks `:name`, which outranks `*`.

/** The names of the `:params` of a path pattern, as an object type: '/events/:id' gives { id: string }. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters when `segments` fit `pattern` (both split by segmentsOf), else null. */
export function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part.toLowerCase() !== decodeSegment(segment).toLowerCase()) return null;
  }
  return pattern.length === segments.length ? params : null;
}

/** A pattern that ends here outranks one that goes on with `*` (so '/' wins over '*' for '/'). */
const segmentRank = (part: string | undefined) => (part === '*' ? 0 : part === undefined ? 1 : part.startsWith(':') ? 2 : 3);

/** Orders patterns so the most specific is tried first: segment by segment, static > `:param` > end > `*`. */
export function bySpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = segmentRank(b[i]) - segmentRank(a[i]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The first of `routes` (in specificity order) whose pattern fits `pathname`, with its parameters. */
export function matchRoute<R extends { pattern: string[] }>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string> } | null {
  const segments = segmentsOf(pathname);
  for (const route of [...routes].sort((a, b) => bySpecificity(a.pattern, b.pattern))) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}
