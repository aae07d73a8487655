import { parseQueryString, stringifyQuery } from './query-string.ts';

export type QueryParams = Record<string, unknown>;

/**
 * Spec §2: URLs with array-style (bracket) parameters. `buildUrl('/x', { ids: [1, 2] })` → `/x?ids[]=1&ids[]=2`.
 * Null and undefined values are left out; the path's own query is kept, the given params win.
 */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const search = stringifyQuery({ ...parseQueryString(existing), ...params }, 'brackets');

  return search ? `${pathname}?${search}` : pathname;
}

/** Reads a query string written by `buildUrl` back into values (`ids[]=1&ids[]=2` → `{ ids: ['1', '2'] }`). */
export function parseQuery(search: string): QueryParams {
  return parseQueryString(search);
}

/** Removes the given query keys from a path, or all of them with `'all'`. Array keys go with all their values. */
export function removeQueryKeys(path: string, keys: readonly string[] | 'all'): string {
  const [pathname = ''] = path.split('?', 1);
  if (keys === 'all') return pathname;
  const query = parseQuery(path.slice(pathname.length));
  for (const key of keys) delete query[key];

  return buildUrl(pathname, query);
}
