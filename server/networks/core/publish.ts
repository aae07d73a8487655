/** Resumable publishing: one step per call, a terminal rejection as a failed state, `nextCheckAt` instants. */
import { ConnectorFailure } from './http.ts';
import type { ConnectorError, ConnectorErrorKind, PublishState } from './types.ts';

/** Kinds a retry cannot fix: the publish job stops with them. The rest are thrown for the job runner. */
const TERMINAL_KINDS: readonly ConnectorErrorKind[] = ['media_rejected', 'content_rejected', 'not_found'];

/**
 * Runs one publish step: a terminal rejection becomes a failed state, anything else is rethrown. `terminal` is
 * the network's list when it differs (Meta retries `not_found`, as a container may not be visible yet).
 */
export async function publishStep(
  run: () => Promise<PublishState>,
  terminal: readonly ConnectorErrorKind[] = TERMINAL_KINDS,
): Promise<PublishState> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConnectorFailure && terminal.includes(error.error.kind))
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
