/**
 * Sign-in for the demo network. The app's own consent screen (`/demo-network/authorize`) plays the provider: it
 * issues a code with `issueDemoCode`, the connector exchanges it for tokens. Codes and tokens are signed so a
 * mistyped or forged one is refused like a real provider would; they are not secrets (the demo network guards
 * no data), so the signing key is a constant unless the server passes its own.
 */
import { randomBytes } from 'node:crypto';
import { MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom } from '../core/oauth.ts';
import type { Feature, Grant, TokenPolicy } from '../core/types.ts';
import { type DemoEmulatedNetwork, isDemoNetwork } from './capabilities.ts';

export const DEMO_SIGNING_KEY = 'kestrel-demo-network';
const CODE_TTL_MS = 10 * MINUTE_MS;
const ACCESS_TTL_SEC = 60 * 24 * 3600;
const REFRESH_TTL_SEC = 365 * 24 * 3600;

export const DEMO_TOKEN_POLICY: TokenPolicy = {
  accessTtlSec: ACCESS_TTL_SEC,
  refreshTtlSec: REFRESH_TTL_SEC,
  strategy: 'refresh_token',
  refreshAheadSec: 7 * 24 * 3600,
};

/** The demo network's scopes; the consent screen grants all of them unless told otherwise. */
export const DEMO_SCOPES = [
  'demo:profile',
  'demo:insights',
  'demo:publish',
  'demo:comments',
  'demo:messages',
  'demo:discovery',
] as const;

const FEATURE_SCOPES: Record<Feature, readonly string[]> = {
  analytics: ['demo:profile', 'demo:insights'],
  publish: ['demo:publish'],
  comments: ['demo:comments'],
  mentions: ['demo:profile'],
  messages: ['demo:messages'],
  hashtags: ['demo:discovery'],
  competitors: ['demo:discovery'],
};

export function scopesFor(features: readonly Feature[]): string[] {
  return [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature]))];
}

type Signed = { kind: string; network: DemoEmulatedNetwork; issuedAt: number; scopes: string[] };

/** `<kind>.<network>.<scopes>.<issued ms, base 36>.<nonce>.<signature>` */
function sign(kind: string, network: DemoEmulatedNetwork, now: Date, scopes: readonly string[], key: string) {
  const body = [
    kind,
    network,
    scopes.join('+'),
    now.getTime().toString(36),
    randomBytes(6).toString('base64url'),
  ].join('.');

  return `${body}.${hmac(key, body)}`;
}

function verify(token: string, kind: string, key: string): Signed | null {
  const parts = token.split('.');
  if (parts.length !== 6) return null;
  const [tokenKind, network, scopes, issued, , signature] = parts;
  if (tokenKind !== kind || !network || !isDemoNetwork(network) || !issued || !signature) return null;
  if (!safeEqual(signature, hmac(key, parts.slice(0, 5).join('.')))) return null;
  const issuedAt = parseInt(issued, 36);
  if (!Number.isFinite(issuedAt)) return null;

  return { kind, network, issuedAt, scopes: scopes ? scopes.split('+') : [] };
}

/** A sign-in code for the consent screen to hand to the redirect URI; valid for 10 minutes. */
export function issueDemoCode(
  emulate: DemoEmulatedNetwork,
  clock: Clock,
  options: { scopes?: readonly string[]; key?: string } = {},
): string {
  return sign('dmc', emulate, clock.now(), options.scopes ?? DEMO_SCOPES, options.key ?? DEMO_SIGNING_KEY);
}

/** The network and scopes of a valid, unexpired code; null for anything else. */
export function parseDemoCode(
  code: string,
  clock: Clock,
  key: string = DEMO_SIGNING_KEY,
): { network: DemoEmulatedNetwork; scopes: string[]; issuedAt: string } | null {
  const signed = verify(code, 'dmc', key);
  if (!signed) return null;
  const age = clock.now().getTime() - signed.issuedAt;
  if (age < -MINUTE_MS || age > CODE_TTL_MS) return null;

  return {
    network: signed.network,
    scopes: signed.scopes,
    issuedAt: new Date(signed.issuedAt).toISOString(),
  };
}

const rejectedCode = () =>
  new ConnectorFailure({
    kind: 'unknown',
    providerCode: 'invalid_code',
    userMessage: 'The demo network did not accept this sign-in code. Start the connection again.',
  });

const reauth = (why: string) =>
  new ConnectorFailure({
    kind: 'reauth_required',
    providerCode: 'invalid_grant',
    userMessage: `The demo network ${why}. Reconnect the profile to keep it in sync.`,
  });

function grantFor(
  network: DemoEmulatedNetwork,
  scopes: string[],
  now: Date,
  key: string,
  refreshExpiresAt?: string,
): Grant {
  return {
    accessToken: sign('dat', network, now, scopes, key),
    refreshToken: sign('drt', network, now, scopes, key),
    expiresAt: expiryFrom(now, ACCESS_TTL_SEC),
    refreshExpiresAt: refreshExpiresAt ?? expiryFrom(now, REFRESH_TTL_SEC),
    scopes,
    subjectId: `demo-user-${network}`,
    extra: { network },
  };
}

export function exchangeDemoCode(
  code: string,
  network: DemoEmulatedNetwork,
  clock: Clock,
  key: string,
): Grant {
  const parsed = parseDemoCode(code, clock, key);
  if (!parsed || parsed.network !== network) throw rejectedCode();

  return grantFor(network, parsed.scopes, clock.now(), key);
}

/** A new access token for a live refresh token; a dead one needs a new sign-in. */
export function refreshDemoGrant(
  grant: Grant,
  network: DemoEmulatedNetwork,
  clock: Clock,
  key: string,
): Grant {
  const now = clock.now();
  const signed = grant.refreshToken ? verify(grant.refreshToken, 'drt', key) : null;
  if (!signed || signed.network !== network) throw reauth('no longer recognises this connection');
  if (grant.refreshExpiresAt && Date.parse(grant.refreshExpiresAt) <= now.getTime())
    throw reauth('sign-in has expired after a year');

  return grantFor(network, grant.scopes, now, key, grant.refreshExpiresAt ?? undefined);
}

/** Why a read with this grant fails (`auth_expired`), or null when the token is good. */
export function accessProblem(
  grant: Grant,
  network: DemoEmulatedNetwork,
  now: Date,
  key: string,
): string | null {
  const signed = verify(grant.accessToken, 'dat', key);
  if (!signed || signed.network !== network) return 'does not recognise this connection';
  const expiresAt = grant.expiresAt ? Date.parse(grant.expiresAt) : signed.issuedAt + ACCESS_TTL_SEC * 1000;
  if (expiresAt <= now.getTime()) return 'sign-in has expired';

  return null;
}
