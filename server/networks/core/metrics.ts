/**
 * Building metric points and the "gap, not failure" rule (types.ts: a retired or unavailable metric must not
 * fail the rest of a sync).
 */
import { ConnectorFailure } from './http.ts';
import type { ConnectorErrorKind, MetricGap, MetricName, MetricPoint } from './types.ts';

/** A value as a metric: a number stays, anything else the network sent (null, '', absent in a list) is null. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function postPoint(
  remoteId: string,
  metric: MetricName,
  value: number | null,
  raw: string,
  derived = false,
): MetricPoint {
  return { subject: { type: 'post', remoteId }, metric, value, raw, ...(derived ? { derived: true } : {}) };
}

export function dayPoint(
  date: string,
  metric: MetricName,
  value: number | null,
  raw: string,
  derived = false,
): MetricPoint {
  return { subject: { type: 'account', date }, metric, value, raw, ...(derived ? { derived: true } : {}) };
}

/** Sum of the values, null when any of them is null (an unknown part makes the sum unknown). */
export function sumOrNull(values: readonly (number | null)[]): number | null {
  let sum = 0;
  for (const value of values) {
    if (value === null) return null;
    sum += value;
  }

  return sum;
}

/** a / b, null when either is unknown or b is 0. */
export function ratioOrNull(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

/**
 * Failures that concern one metric group or one object (the network refuses, has retired the metric, or lacks
 * data for it) and so become a gap; anything about the connection, limits or outages is rethrown.
 */
const GAP_KINDS: readonly ConnectorErrorKind[] = ['unknown', 'not_found', 'content_rejected'];

/** Whether a failure concerns the metric or object asked for (a gap), not the connection or limits. */
export function isGapFailure(error: unknown): error is ConnectorFailure {
  return error instanceof ConnectorFailure && GAP_KINDS.includes(error.error.kind);
}

/** Runs one metric group; a refusal becomes a gap named `raw`, other failures propagate. */
export async function orGap<T>(
  gaps: MetricGap[],
  raw: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (isGapFailure(error)) {
      gaps.push({ raw, reason: error.error.userMessage });

      return undefined;
    }
    throw error;
  }
}
