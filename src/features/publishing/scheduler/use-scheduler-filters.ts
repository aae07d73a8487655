import { useCallback, useMemo } from 'react';
import { POST_STATUSES } from '@contracts/publishing.ts';
import { useQueryParams } from '@/lib/use-query-params.ts';
import type { CalendarView } from '../calendar.ts';
import { ALL, type SchedulerFilterValues } from './filter-posts.ts';

export const SCHEDULER_VIEWS: readonly CalendarView[] = ['month', 'week', 'list'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type SchedulerFilters = SchedulerFilterValues & {
  view: CalendarView;
  /** The day the view is on, 'YYYY-MM-DD' (today when the address has none). */
  anchor: string;
  /** The post a notification links to (`?post=`), shown in the drawer. */
  postId: string | null;
};

/** Changes to the address: null (or `ALL`) removes a key, as does the default view and today's date. */
export type SchedulerFilterChanges = Partial<
  Record<'view' | 'date' | 'network' | 'status' | 'label' | 'post', string | null>
>;

const one = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The scheduler's view, period and filters, kept in the address (`?view=week&date=2026-11-02&network=x`), so a
 * reload or a shared link shows the same calendar. Values the address should not hold (an unknown view or status,
 * a date that is not a day) fall back to the defaults: the month, today, everything.
 */
export function useSchedulerFilters(today: string) {
  const { params, setParams } = useQueryParams();
  const filters = useMemo((): SchedulerFilters => {
    const view = one(params.view);
    const date = one(params.date);
    const status = one(params.status);

    return {
      view: view && (SCHEDULER_VIEWS as readonly string[]).includes(view) ? (view as CalendarView) : 'month',
      anchor: date && DAY.test(date) ? date : today,
      network: one(params.network) ?? ALL,
      status: status && (POST_STATUSES as readonly string[]).includes(status) ? status : ALL,
      label: one(params.label) ?? ALL,
      postId: one(params.post),
    };
  }, [params, today]);
  const setFilters = useCallback(
    (changes: SchedulerFilterChanges) =>
      setParams(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [
            key,
            value === ALL || (key === 'view' && value === 'month') ? null : value,
          ]),
        ),
      ),
    [setParams],
  );

  return { filters, setFilters };
}
