import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client.ts';
import { createSwrConfig, isSlowConnection, shouldRetry } from '@/api/swr-config.ts';

describe('SWR configuration (spec §9)', () => {
  it('uses the spec constants', () => {
    expect(createSwrConfig(false)).toMatchObject({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      loadingTimeout: 3000,
    });
  });

  it('waits 10 s between retries on slow connections', () => {
    expect(createSwrConfig(true).errorRetryInterval).toBe(10_000);
    expect(isSlowConnection({ connection: { effectiveType: '2g' } } as unknown as Navigator)).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: '4g' } } as unknown as Navigator)).toBe(false);
    expect(isSlowConnection({} as Navigator)).toBe(false);
  });

  it('retries server and network failures, never client errors', () => {
    expect(shouldRetry(new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(new ApiError(401, 'x'))).toBe(false);
    expect(shouldRetry(new ApiError(422, 'x'))).toBe(false);
  });
});
