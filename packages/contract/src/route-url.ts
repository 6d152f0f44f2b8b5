import type { RouteDef } from './route';

type Scalar = string | number | boolean | undefined;

/** A route's address with its `:params` filled in and the query's non-empty values appended. */
export function routeUrl(
  def: Pick<RouteDef, 'path'>,
  input: { params?: Record<string, string | number>; query?: Record<string, Scalar> } = {},
): string {
  let path = def.path;
  for (const [k, v] of Object.entries(input.params ?? {})) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (v !== undefined && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
