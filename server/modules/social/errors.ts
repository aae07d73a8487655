import type { ConnectorError, ConnectorErrorKind } from '../../networks/core/types.ts';

/** How a failure reads to a user (spec: classified as reconnect / retry later / rejected). */
export type ErrorClass = 'reconnect' | 'retry_later' | 'rejected';

export const ERROR_CLASS_OF: Record<ConnectorErrorKind, ErrorClass> = {
  auth_expired: 'reconnect',
  reauth_required: 'reconnect',
  permission_missing: 'reconnect',
  user_action_required: 'reconnect',
  rate_limited: 'retry_later',
  quota_exhausted: 'retry_later',
  transient: 'retry_later',
  unknown: 'retry_later',
  media_rejected: 'rejected',
  content_rejected: 'rejected',
  not_found: 'rejected',
};

export const errorClassOf = (kind: string): ErrorClass =>
  ERROR_CLASS_OF[kind as ConnectorErrorKind] ?? 'retry_later';

/** The auth status a failure leaves a profile in; null: the connection itself is fine. */
export function authStatusAfter(
  error: ConnectorError,
): 'expired' | 'reconnect' | 'permission-missing' | null {
  switch (error.kind) {
    case 'auth_expired':
      return 'expired';
    case 'reauth_required':
    case 'user_action_required':
      return 'reconnect';
    case 'permission_missing':
      return 'permission-missing';
    default:
      return null;
  }
}

/** A failure that is not the network's: our own bug or an outage of the database. Shown without details. */
export const INTERNAL_FAILURE: ConnectorError = {
  kind: 'unknown',
  userMessage: 'Something went wrong on our side while syncing; we will try again later.',
};
