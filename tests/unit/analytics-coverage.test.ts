import type { TAnalyticsReport, TKpi } from '@contracts/analytics.ts';
import { describe, expect, it } from 'vitest';
import { coverageNote, lastDayWithValue } from '@/features/analytics/KpiGrid.tsx';
import { rangeFromParams } from '@/features/analytics/use-analytics-range.ts';

const t = (key: string, values: Record<string, number>) => `${key} ${values.stored}/${values.days}`;
const kpi = (coverage: TKpi['coverage']): TKpi => ({
  metric: 'impressions',
  unit: 'count',
  value: 1,
  previous: null,
  change: null,
  change_ratio: null,
  missing_profiles: [],
  coverage,
  provenance: { formula: '', sources: [], last_refreshed_at: null },
});

describe('comparison coverage on the key figures', () => {
  it('says how much of a period is stored instead of a change', () => {
    const full = { stored_days: 28, days: 28 };
    expect(coverageNote(kpi({ current: full, previous: { stored_days: 3, days: 28 } }), false, t)).toBe(
      'analytics.coverage.previous 3/28',
    );
    expect(coverageNote(kpi({ current: { stored_days: 27, days: 28 }, previous: full }), false, t)).toBe(
      'analytics.coverage.current 27/28',
    );
    expect(coverageNote(kpi({ current: full, previous: { stored_days: 30, days: 56 } }), true, t)).toBe(
      'analytics.coverage.previousProfiles 30/56',
    );
    expect(coverageNote(kpi({ current: full, previous: full }), false, t)).toBeNull();
  });

  it("dates the followers figure by the last day with a value, not today's count", () => {
    const report = {
      series: {
        days: ['2026-11-20', '2026-11-21', '2026-11-22'],
        metrics: { followers: { current: [10, 11, null], previous: [] } },
      },
    } as unknown as TAnalyticsReport;
    expect(lastDayWithValue(report, 'followers')).toBe('2026-11-21');
  });
});

describe('the default range', () => {
  it('ends at the last complete day, so that 28 stored days compare with 28', () => {
    expect(rangeFromParams(new URLSearchParams(), '2026-11-22', 'Europe/Paris')).toEqual({
      from: '2026-10-25',
      to: '2026-11-21',
      compare: 'previous_period',
      tz: 'Europe/Paris',
    });
  });
});
