import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { TUser } from '@contracts/user.ts';
import { useAnalyticsReport, type AnalyticsScope } from '@/api/analytics.ts';
import { forgetPreloadedUser, useCurrentUser } from '@/api/user.ts';
import { prefetchOnOpen } from '@/app/router.tsx';
import { prefetchAnalyticsReport } from '@/features/analytics/prefetch-report.ts';
import { SELECTION_KEYS } from '@/lib/selection/index.ts';
import { stubApiFetch, userAnswer } from '../support/api-fetch.ts';

const SET_UP = { id: 'u1', time_zone: 'Asia/Tokyo', signup: { status: 'USER_SET_UP' } };
const SEARCH = '?from=2026-10-01&to=2026-10-28&compare=previous_year';
const RANGE = { from: '2026-10-01', to: '2026-10-28', compare: 'previous_year', tz: 'Asia/Tokyo' } as const;

let requested: string[];
let user: unknown;

beforeEach(() => {
  forgetPreloadedUser();
  localStorage.clear();
  user = SET_UP;
  requested = stubApiFetch((url) =>
    url === '/api/v1/user' ? userAnswer(user) : Response.json({ totals: {}, series: [] }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const inSwr = (children: React.ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>);

/** What an analytics screen asks for: the report for its scope and period. */
function Screen({ scope }: { scope: AnalyticsScope }) {
  const { report } = useAnalyticsReport(scope, RANGE);

  return <p>{report ? 'figures' : 'waiting'}</p>;
}

/** The shell, which reads the user the page preloaded (and so takes that answer). */
function Shell() {
  const { user: current, isLoading } = useCurrentUser();

  return <p>{isLoading ? 'loading' : current ? 'signed in' : 'signed out'}</p>;
}

describe("the report an analytics screen opens on, asked for before the screen's first render", () => {
  it("asks for the restored group's report, for the address's period in the user's time zone; the screen takes it", async () => {
    localStorage.setItem(SELECTION_KEYS.activeGroupId, 'g1');
    prefetchAnalyticsReport(SEARCH, SET_UP as unknown as TUser);
    expect(requested).toEqual([
      '/api/v1/user/groups/g1/analytics?from=2026-10-01&to=2026-10-28&compare=previous_year&tz=Asia%2FTokyo',
    ]);

    inSwr(<Screen scope={{ kind: 'group', id: 'g1' }} />);
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(requested).toHaveLength(1);
  });

  it('asks for every active profile when nothing is selected', async () => {
    prefetchAnalyticsReport(SEARCH, SET_UP as unknown as TUser);
    expect(requested).toEqual([
      '/api/v1/social-profiles/analytics/overview?from=2026-10-01&to=2026-10-28&compare=previous_year&tz=Asia%2FTokyo',
    ]);

    inSwr(<Screen scope={{ kind: 'profiles', ids: null }} />);
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(requested).toHaveLength(1);
  });
});

describe('what a screen asks for when the page opens on it', () => {
  const at = (pathname: string) => ({ pathname, search: SEARCH });

  it('is asked for a user who may use the app, with the address’s query', async () => {
    const prefetch = vi.fn();
    await prefetchOnOpen('/home', prefetch, at('/home'));
    expect(prefetch).toHaveBeenCalledWith(SEARCH, SET_UP);
    inSwr(<Shell />);
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(requested).toEqual(['/api/v1/user']);
  });

  it('is not asked for a guest, nor for a user still signing up', async () => {
    for (const who of [null, { ...SET_UP, signup: { status: 'EMAIL_VERIFICATION' } }]) {
      forgetPreloadedUser();
      user = who;
      const prefetch = vi.fn();
      await prefetchOnOpen('/home', prefetch, at('/home'));
      expect(prefetch).not.toHaveBeenCalled();
      const { unmount } = inSwr(<Shell />);
      await screen.findByText(who ? 'signed in' : 'signed out');
      unmount();
    }
  });

  it('is not asked on a later navigation, where the address still shows the page before', async () => {
    const prefetch = vi.fn();
    await prefetchOnOpen('/engagement', prefetch, at('/home'));
    expect(prefetch).not.toHaveBeenCalled();
    expect(requested).toEqual([]);
  });
});
