import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { useSubscription } from '@/api/user.ts';
import { registerAnalyticsSink, type AnalyticsEvent } from '@/platform/analytics.ts';
import { getIsLoggedIn, resetLoggedInFlag, useLoggedInTracking } from '@/platform/logged-in.ts';

const user = { id: 'u1', subscription: { is_trial: true } } as Parameters<typeof useLoggedInTracking>[0];

describe('logged-in flag (spec §4)', () => {
  afterEach(() => resetLoggedInFlag());

  it('is false by default, true once a user is loaded and login-completed fired, false when the user goes', () => {
    const events: AnalyticsEvent[] = [];
    const unregister = registerAnalyticsSink((event) => events.push(event));
    expect(getIsLoggedIn()).toBe(false);

    const { rerender } = renderHook(({ current, loading }) => useLoggedInTracking(current, loading), {
      initialProps: { current: null as typeof user, loading: true },
    });
    expect(getIsLoggedIn()).toBe(false);

    rerender({ current: user, loading: false });
    expect(events).toEqual([{ name: 'login_completed', userId: 'u1', isTrial: true }]);
    expect(getIsLoggedIn()).toBe(true);

    rerender({ current: user, loading: false });
    expect(events).toHaveLength(1);

    rerender({ current: null, loading: false });
    expect(getIsLoggedIn()).toBe(false);
    unregister();
  });
});

describe('subscription lookup (spec §7)', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);

        return Response.json({ message: 'Down for maintenance.', code: 'unavailable' }, { status: 503 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is keyed by the user id, never retries on error and never revalidates on focus or reconnect', async () => {
    // A parent config that would retry and revalidate at once: the lookup must override all of it.
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <SWRConfig
        value={{
          provider: () => new Map(),
          errorRetryInterval: 5,
          dedupingInterval: 0,
          focusThrottleInterval: 0,
        }}
      >
        {children}
      </SWRConfig>
    );
    const { result, rerender } = renderHook(({ id }) => useSubscription(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(calls).toHaveLength(0);

    rerender({ id: 'user-1' });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(calls).toEqual(['/api/v1/subscription']);

    rerender({ id: 'user-2' });
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
