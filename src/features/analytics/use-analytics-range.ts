import { today } from '@internationalized/date';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalyticsRange, Comparison } from '@/api/analytics.ts';
import { useCurrentUser } from '@/api/user.ts';
import { presetRanges } from '@/design-system/DateRangePicker';

const COMPARISONS: readonly Comparison[] = ['previous_period', 'previous_year', 'none'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const zones = new Map<string, string>();

/** A valid time zone, or the browser's (remembered: checking builds a formatter, on every render). */
export function zoneOr(timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let zone = zones.get(key);
  if (zone === undefined) {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      if (timeZone) {
        new Intl.DateTimeFormat('en', { timeZone });
        zone = timeZone;
      }
    } catch {
      // An unknown zone falls through to the browser's.
    }
    zones.set(key, zone);
  }

  return zone;
}

/** Today's date in a time zone, as `YYYY-MM-DD`. */
export const todayIn = (timeZone: string): string => today(timeZone).toString();

/** `from`, `to` and `compare` from the address, else the last 28 days against the 28 before. */
export function rangeFromParams(params: URLSearchParams, todayDay: string, tz: string): AnalyticsRange {
  const from = params.get('from');
  const to = params.get('to');
  const compare = params.get('compare') as Comparison | null;
  const valid = from && to && DAY.test(from) && DAY.test(to) && from <= to;
  const fallback = presetRanges(todayDay).last28;

  return {
    from: valid ? from : fallback.start,
    to: valid ? to : fallback.end,
    compare: compare && COMPARISONS.includes(compare) ? compare : 'previous_period',
    tz,
  };
}

/**
 * The period every analytics screen shows, kept in the address (`?from=…&to=…&compare=…`) so a link or a
 * reload shows the same figures; days are the user's, in their time zone.
 */
export function useAnalyticsRange() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tz = zoneOr(user?.time_zone);
  const todayDay = todayIn(tz);
  // The same object while the address and the day stay, so that what renders from it can skip a render.
  const range = useMemo(() => rangeFromParams(params, todayDay, tz), [params, todayDay, tz]);
  // Changes made together (the picker's Apply sends the period, then the comparison) are written to the address
  // once, both: the router hands every write of one render the address that render read, so a second write
  // would put the first one's dates back.
  const pending = useRef<Partial<Pick<AnalyticsRange, 'from' | 'to' | 'compare'>> | null>(null);
  const update = (next: Partial<Pick<AnalyticsRange, 'from' | 'to' | 'compare'>>) => {
    if (pending.current) {
      Object.assign(pending.current, next);
      return;
    }
    pending.current = { ...next };
    queueMicrotask(() => {
      const changes = pending.current ?? {};
      pending.current = null;
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries({ from: range.from, to: range.to, ...changes }))
            merged.set(key, value);
          merged.set('compare', changes.compare ?? range.compare);

          return merged;
        },
        { replace: true },
      );
    });
  };

  return { range, today: todayDay, update };
}
