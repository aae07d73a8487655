import { describe, expect, it } from 'vitest';
import { buildUrl, parseQuery, removeQueryKeys } from '@/lib/url.ts';

describe('URL helper (spec §2)', () => {
  it('builds array-style bracket parameters and keeps the existing query', () => {
    expect(buildUrl('/analytics/overview', { profiles: ['a', 'b'], period: '90d' })).toBe(
      '/analytics/overview?profiles[]=a&profiles[]=b&period=90d',
    );
    expect(buildUrl('/x?keep=1', { add: 2 })).toBe('/x?keep=1&add=2');
    expect(buildUrl('/x?replace=1', { replace: 2, gone: null })).toBe('/x?replace=2');
    expect(buildUrl('/x', {})).toBe('/x');
  });

  it('reads what it writes', () => {
    expect(parseQuery('?profiles[]=a&profiles[]=b&period=90d')).toEqual({
      profiles: ['a', 'b'],
      period: '90d',
    });
  });

  it('removes chosen keys, with all their values, or every key', () => {
    expect(removeQueryKeys('/x?a=1&b[]=2&b[]=3&c=4', ['b', 'c'])).toBe('/x?a=1');
    expect(removeQueryKeys('/x?a=1&b=2', 'all')).toBe('/x');
    expect(removeQueryKeys('/x', ['a'])).toBe('/x');
  });
});
