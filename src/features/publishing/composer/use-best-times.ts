import { today as todayIn } from '@internationalized/date';
import { useState } from 'react';
import type { TSocialProfile } from '@contracts/social.ts';
import { useActivity } from '@/api/analytics.ts';
import { localParts, nextSlots } from '../calendar.ts';

/**
 * Best times from the chosen profiles' own posts of the last year, placed on the calendar: the next three
 * from when the composer opened, and the engagement rate a slot has had.
 */
export function useBestTimes(chosen: readonly TSocialProfile[], timeZone: string) {
  const { activity } = useActivity(
    chosen.length > 0 ? { kind: 'profiles', ids: chosen.map((profile) => profile.id) } : null,
    {
      from: todayIn(timeZone).subtract({ days: 364 }).toString(),
      to: todayIn(timeZone).toString(),
      compare: 'none',
      tz: timeZone,
    },
  );
  const [openedAt] = useState(() => new Date().toISOString());
  const suggestions = activity ? nextSlots(activity.best_times.top, openedAt, timeZone, 3) : [];
  const rateOf = (iso: string) => {
    const { day, hour } = localParts(iso, timeZone);
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

    return activity?.best_times.top.find((slot) => slot.weekday === weekday && slot.hour === hour)
      ?.avg_engagement_rate;
  };

  return { suggestions, rateOf };
}
