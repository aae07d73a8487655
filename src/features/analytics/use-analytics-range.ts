import { parseDate, today } from '@internationalized/date';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalyticsRange, Comparison } from '@/api/analytics.ts';
import { useCurrentUser } from '@/api/user.ts';
import { presetRanges } from '@/design-system/DateRangePicker';
import { zoneOr } from '@/lib/time-zones.ts';

const COMPARISONS: readonly Comparison[] = ['previous_period', 'previous_year', 'none'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last complete day before `todayDay` (`YYYY-MM-DD`): the last day the networks have reported. */
export const lastCompleteDay = (todayDay: string): string =>
  parseDate(todayDay).subtract({ days: 1 }).toString();

/** Today's date in a time zone, as `YYYY-MM-DD`. */
export const todayIn = (timeZone: string): string => today(timeZone).toString();

/**
 * `from`, `to` and `compare` from the address, else the 28 days that end yesterday against the 28 before: the
 * networks report a day once it is over, so a default range ending today would compare 27 stored days with 28.
 */
export function rangeFromParams(params: URLSearchParams, todayDay: string, tz: string): AnalyticsRange {
  const from = params.get('from');
  const to = params.get('to');
  const compare = params.get('compare') as Comparison | null;
  const valid = from && to && DAY.test(from) && DAY.test(to) && from <= to;
  const fallback = presetRanges(lastCompleteDay(todayDay)).last28;

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
