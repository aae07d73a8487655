import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { useAnalyticsReport, type AnalyticsScope } from '@/api/analytics.ts';
import { forgetPreloadedUser, useCurrentUser } from '@/api/user.ts';
import { prefetchAnalyticsReport } from '@/features/analytics/prefetch-report.ts';
import { SELECTION_KEYS } from '@/features/selection/selection-storage.ts';

const USER = { id: 'u1', time_zone: 'Asia/Tokyo', signup: { status: 'USER_SET_UP' } };
const SEARCH = '?from=2026-10-01&to=2026-10-28&compare=previous_year';
const RANGE = { from: '2026-10-01', to: '2026-10-28', compare: 'previous_year', tz: 'Asia/Tokyo' } as const;

let requested: string[];
let user: unknown;

beforeEach(() => {
  forgetPreloadedUser();
  localStorage.clear();
  requested = [];
  user = USER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url === '/api/v1/user')
        return user ? Response.json(user) : Response.json({ message: 'Unauthenticated.' }, { status: 401 });

      return Response.json({ totals: {}, series: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What an analytics screen reads: the user, and the report for its scope and period. */
function Screen({ scope }: { scope: AnalyticsScope }) {
  const { user: current, isLoading } = useCurrentUser();
  const { report } = useAnalyticsReport(current ? scope : null, RANGE);
  if (isLoading) return <p>loading</p>;

  return <p>{!current ? 'signed out' : report ? 'figures' : 'waiting'}</p>;
}

const renderScreen = (scope: AnalyticsScope) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Screen scope={scope} />
    </SWRConfig>,
  );

describe("the report an analytics screen opens on, asked for before the screen's first render", () => {
  it("asks for the restored group's report, for the address's period in the user's time zone; the screen takes it", async () => {
    localStorage.setItem(SELECTION_KEYS.activeGroupId, 'g1');
    await prefetchAnalyticsReport(SEARCH);
    expect(requested).toEqual([
      '/api/v1/user',
      '/api/v1/user/groups/g1/analytics?from=2026-10-01&to=2026-10-28&compare=previous_year&tz=Asia%2FTokyo',
    ]);

    renderScreen({ kind: 'group', id: 'g1' });
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(requested).toHaveLength(2);
  });

  it('asks for every active profile when nothing is selected', async () => {
    await prefetchAnalyticsReport(SEARCH);
    expect(requested).toEqual([
      '/api/v1/user',
      '/api/v1/social-profiles/analytics/overview?from=2026-10-01&to=2026-10-28&compare=previous_year&tz=Asia%2FTokyo',
    ]);

    renderScreen({ kind: 'profiles', ids: null });
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(requested).toHaveLength(2);
  });

  it('asks nothing more for a guest', async () => {
    user = null;
    await prefetchAnalyticsReport(SEARCH);
    expect(requested).toEqual(['/api/v1/user']);

    renderScreen({ kind: 'profiles', ids: null });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(requested).toEqual(['/api/v1/user']);
  });
});
