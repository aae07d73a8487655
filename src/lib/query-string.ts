/**
 * Query strings with array-style keys (spec §2 and §7), small enough for the first view: `ids[]=1` (brackets) or
 * `ids[0]=1` (indices) for arrays, `filter[network]=x` for objects. Keys stay readable, values are encoded; null
 * and undefined are left out.
 */
export type QueryRecord = Record<string, unknown>;
export type ArrayFormat = 'brackets' | 'indices';

export function stringifyQuery(query: QueryRecord, arrayFormat: ArrayFormat): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(arrayFormat === 'indices' ? `${key}[${index}]` : `${key}[]`, item));
    } else if (value instanceof Date) {
      parts.push(`${key}=${encodeValue(value.toISOString())}`);
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    } else {
      parts.push(`${key}=${encodeValue(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);

  return parts.join('&');
}

/** RFC 3986: everything but unreserved characters is escaped (as `encodeURIComponent`, plus `!'()*`). */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** Reads `a=1&ids[]=2&ids[]=3&f[n][0]=x` back into `{ a: '1', ids: ['2', '3'], f: { n: ['x'] } }`. */
export function parseQueryString(search: string): QueryRecord {
  const result: QueryRecord = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decode(separator === -1 ? pair : pair.slice(0, separator));
    const value = decode(separator === -1 ? '' : pair.slice(separator + 1));
    const match = KEY.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1]!)];
    let container: Record<string, unknown> | unknown[] = result;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      if (Array.isArray(container)) {
        if (last) container.push(value);
        else {
          const next = isIndexSegment(path[index + 1]!) ? [] : {};
          container.push(next);
          container = next;
        }

        return;
      }
      if (last) {
        container[segment] = value;

        return;
      }
      const existing = container[segment];
      if (existing === undefined || typeof existing !== 'object' || existing === null) {
        container[segment] = isIndexSegment(path[index + 1]!) ? [] : {};
      }
      container = container[segment] as Record<string, unknown> | unknown[];
    });
  }

  return result;
}

const isIndexSegment = (segment: string) => segment === '' || /^\d+$/.test(segment);
