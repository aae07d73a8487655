import { describe, expect, it } from 'vitest';
import { parseQueryString, stringifyQuery } from '@/lib/query-string.ts';

describe('query strings with array-style keys', () => {
  it('writes arrays with brackets or indices, objects with named keys, and leaves out null and undefined', () => {
    expect(stringifyQuery({ ids: ['a', 'b'], page: 2 }, 'brackets')).toBe('ids[]=a&ids[]=b&page=2');
    expect(stringifyQuery({ ids: [1, 2] }, 'indices')).toBe('ids[0]=1&ids[1]=2');
    expect(stringifyQuery({ filter: { network: ['x'] }, none: null, gone: undefined }, 'indices')).toBe(
      'filter[network][0]=x',
    );
    expect(stringifyQuery({ at: new Date('2026-03-29T01:30:00Z') }, 'brackets')).toBe(
      'at=2026-03-29T01%3A30%3A00.000Z',
    );
  });

  it("escapes values (RFC 3986) but keeps keys' brackets readable", () => {
    expect(stringifyQuery({ q: "a b&c=d/é!'()*" }, 'brackets')).toBe(
      'q=a%20b%26c%3Dd%2F%C3%A9%21%27%28%29%2A',
    );
  });

  it('reads back what it writes, in either format', () => {
    const query = { ids: ['a', 'b'], filter: { network: ['x', 'threads'], kind: 'reel' }, q: 'a b&c' };
    expect(parseQueryString(stringifyQuery(query, 'brackets'))).toEqual(query);
    expect(parseQueryString(`?${stringifyQuery(query, 'indices')}`)).toEqual(query);
  });

  it('reads plus signs as spaces, bare keys as empty values, and survives bad escapes', () => {
    expect(parseQueryString('q=a+b&flag&bad=%E0%A4%A')).toEqual({ q: 'a b', flag: '', bad: '%E0%A4%A' });
  });
});
