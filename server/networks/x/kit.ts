/**
 * Helpers the X, LinkedIn and Pinterest connectors share: OAuth token parsing, media bytes, multipart bodies,
 * metric points, date windows and the "gap, not failure" rule. Kept here (inside the folders these connectors
 * own) until core grows the same helpers.
 */
import { z } from 'zod';
import { ConnectorFailure, type HttpClient } from '../core/http.ts';
import type {
  ConnectorError,
  ConnectorErrorKind,
  DraftMedia,
  MetricGap,
  MetricName,
  MetricPoint,
  PublishState,
} from '../core/types.ts';

/** The OAuth 2.0 token response fields the three networks share (RFC 6749 §5.1, plus refresh expiry). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_token: z.string().optional(),
  refresh_token_expires_in: z.number().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/** RFC 6749 §5.2 error body of a token endpoint. */
export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** Scopes as a token response lists them: LinkedIn and Pinterest use commas, X spaces. */
export function splitScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/[\s,]+/).filter((item) => item !== '');
}

/**
 * Reads a draft's media bytes. Uploads to X, LinkedIn and Pinterest (video) need the file itself, not a URL.
 * The core `HttpClient` decodes bodies as text, so production should pass a reader backed by the media store.
 */
export type MediaReader = (media: DraftMedia) => Promise<Uint8Array>;

/** Default reader: a GET through the injected client, which must hand back bytes (a `Uint8Array` body). */
export function httpMediaReader(http: HttpClient, network: string): MediaReader {
  return async (media) => {
    const response = await http({ method: 'GET', url: media.url });
    if (response.status >= 200 && response.status < 300 && response.body instanceof Uint8Array)
      return response.body;
    throw new ConnectorFailure({
      kind: 'transient',
      providerCode: 'media_unreadable',
      userMessage: `We could not read the file to upload to ${network}; we will try again later.`,
    });
  };
}

/** A `multipart/form-data` body built by hand, because `HttpRequest` carries bytes but not `FormData`. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; filename: string; contentType: string; bytes: Uint8Array },
  boundary: string,
): { body: Uint8Array; contentType: string } {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    encoder.encode(`\r\n--${boundary}--\r\n`),
  );
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }

  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

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

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` date. */
export function dateStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(dateStart(date).getTime() + days * DAY_MS));
}

/** Inclusive `[since, until]` cut into windows of at most `days` days, in order. */
export function dateWindows(since: string, until: string, days: number): { since: string; until: string }[] {
  const windows: { since: string; until: string }[] = [];
  for (let start = since; start <= until; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ since: start, until: end < until ? end : until });
  }

  return windows;
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

/** Kinds a retry cannot fix: the publish job stops with them. The rest are thrown for the job runner. */
const TERMINAL_KINDS: readonly ConnectorErrorKind[] = ['media_rejected', 'content_rejected', 'not_found'];

/** Runs one publish step: a terminal rejection becomes a failed state, anything else is rethrown. */
export async function publishStep(run: () => Promise<PublishState>): Promise<PublishState> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConnectorFailure && TERMINAL_KINDS.includes(error.error.kind))
      return { phase: 'failed', error: error.error };
    throw error;
  }
}

/** A failure raised by the connector itself (not a provider response). */
export function fail(error: ConnectorError): never {
  throw new ConnectorFailure(error);
}

/** `now + seconds` as ISO, for `nextCheckAt`. */
export function later(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}

/** The lower-cased text of a provider error body, for keyword checks. */
export function bodyText(body: unknown): string {
  return (typeof body === 'string' ? body : JSON.stringify(body ?? '')).toLowerCase();
}
