import type { TUser } from '@contracts/user.ts';
import { createActor } from 'xstate';
import { preloadAnalyticsReport } from '@/api/analytics.ts';
import { readStoredSelection } from '@/lib/selection/index.ts';
import { selectionMachine } from '@statecharts/selection/selection.machine.ts';
import { zoneOr } from '@/lib/time-zones.ts';
import { rangeFromParams, todayIn } from './use-analytics-range.ts';
import { scopeOfSelection } from './use-analytics-scope.ts';

/**
 * Asks for the report an analytics screen opens on while the screen renders, instead of once it has rendered:
 * for the selection the app restores from storage and the period in the address (or the default one), in the
 * user's time zone, exactly as the screen will ask for it (ADR 0016). For a user who may use the app. On a phone the key figures arrive a few
 * hundred milliseconds sooner. A selection that the profiles then change makes the screen ask for another
 * report; this one is not used.
 */
export function prefetchAnalyticsReport(search: string, user: Pick<TUser, 'time_zone'>): void {
  // The selection machine's own restore, without starting it (no side effect runs).
  const restored = createActor(selectionMachine, { input: { stored: readStoredSelection() } }).getSnapshot();
  const scope = scopeOfSelection({ state: String(restored.value), ...restored.context });
  if (!scope) return;
  const tz = zoneOr(user.time_zone);
  preloadAnalyticsReport(scope, rangeFromParams(new URLSearchParams(search), todayIn(tz), tz));
}
