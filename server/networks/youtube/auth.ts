/**
 * Google OAuth for YouTube (../shared/reference/networks.md §9.1): authorization code with PKCE,
 * `access_type=offline` and `prompt=consent` (without them Google gives no refresh token on re-consent). Access
 * tokens live 1 h; refresh tokens have no fixed lifetime but die on revoke, after 6 months unused, or after 7 days
 * while the Google app is in *Testing* — Google then answers `invalid_grant`, which means reconnect.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom, withQuery } from '../core/oauth.ts';
import type { ConnectorDeps, Feature, Grant, PkcePair, RemoteAccount } from '../core/types.ts';
import { DATA_API, type YoutubeApi } from './api.ts';

export const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

export const scope = (name: string) => `https://www.googleapis.com/auth/${name}`;

const READONLY = scope('youtube.readonly');
const UPLOAD = scope('youtube.upload');
const FORCE_SSL = scope('youtube.force-ssl');
const FULL = scope('youtube');
const ANALYTICS = scope('yt-analytics.readonly');

export const DEFAULT_SCOPES = [READONLY, UPLOAD, FORCE_SSL, ANALYTICS];

/** Each feature's needs, as alternatives: any scope of a group satisfies it (the broad scopes include the narrow). */
const FEATURE_NEEDS: Partial<Record<Feature, ReadonlyArray<readonly string[]>>> = {
  analytics: [[READONLY, FULL, FORCE_SSL], [ANALYTICS]],
  publish: [[UPLOAD, FULL, FORCE_SSL]],
  // Comment writes (insert, setModerationStatus) accept only youtube.force-ssl.
  comments: [[FORCE_SSL]],
};

const Token = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});

const Channels = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z
          .object({
            title: z.string(),
            customUrl: z.string().nullish(),
            thumbnails: z.record(z.string(), z.object({ url: z.string() })).nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
});

export function bestThumbnail(thumbnails: Record<string, { url: string }> | null | undefined): string | null {
  if (!thumbnails) return null;

  return (
    (thumbnails.high ?? thumbnails.medium ?? thumbnails.default ?? Object.values(thumbnails)[0])?.url ?? null
  );
}

export function createAuth(deps: ConnectorDeps, api: YoutubeApi) {
  const { clientId, clientSecret } = deps.credentials;

  function toGrant(token: z.output<typeof Token>, previous?: Grant): Grant {
    return {
      accessToken: token.access_token,
      // Google usually omits the refresh token on refresh: the old one stays valid.
      refreshToken: token.refresh_token ?? previous?.refreshToken ?? null,
      expiresAt: expiryFrom(deps.clock.now(), token.expires_in),
      refreshExpiresAt: null,
      scopes: token.scope ? token.scope.split(' ').filter(Boolean) : (previous?.scopes ?? []),
      subjectId: previous?.subjectId,
    };
  }

  return {
    buildAuthorization(input: { state: string; redirectUri: string; pkce?: PkcePair; scopes?: string[] }) {
      return {
        url: withQuery(AUTHORIZE_URL, {
          client_id: clientId,
          redirect_uri: input.redirectUri,
          response_type: 'code',
          scope: (input.scopes ?? DEFAULT_SCOPES).join(' '),
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
          state: input.state,
          code_challenge: input.pkce?.challenge,
          code_challenge_method: input.pkce ? input.pkce.method : undefined,
        }),
      };
    },

    async exchangeCode(input: { code: string; redirectUri: string; pkce?: PkcePair }): Promise<Grant> {
      const form = new URLSearchParams({
        code: input.code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: input.redirectUri,
        grant_type: 'authorization_code',
      });
      if (input.pkce) form.set('code_verifier', input.pkce.verifier);
      const token = await api.call({ method: 'POST', url: TOKEN_URL, body: form }, Token);

      return toGrant(token);
    },

    async refresh(grant: Grant): Promise<Grant> {
      if (!grant.refreshToken)
        throw new ConnectorFailure({
          kind: 'reauth_required',
          userMessage: 'Google gave no refresh token for this YouTube connection. Reconnect the channel.',
        });
      const form = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        refresh_token: grant.refreshToken,
        grant_type: 'refresh_token',
      });
      const token = await api.call({ method: 'POST', url: TOKEN_URL, body: form }, Token);

      return toGrant(token, grant);
    },

    async revoke(grant: Grant): Promise<void> {
      // Revoking the refresh token also revokes its access tokens.
      const form = new URLSearchParams({ token: grant.refreshToken ?? grant.accessToken });
      await api.call({ method: 'POST', url: REVOKE_URL, body: form }, z.unknown());
    },

    /** The channel the user picked on Google's consent screen (a Google account has one channel per grant). */
    async listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]> {
      const data = await api.get(
        `${DATA_API}/channels`,
        grant.accessToken,
        { part: 'snippet', mine: 'true' },
        Channels,
      );

      return (data.items ?? []).map((channel) => ({
        remoteId: channel.id,
        name: channel.snippet?.title ?? 'YouTube channel',
        handle: channel.snippet?.customUrl ?? null,
        avatarUrl: bestThumbnail(channel.snippet?.thumbnails),
        kind: 'channel',
      }));
    },

    missingScopes(grant: Grant, features: readonly Feature[]): string[] {
      const missing = features.flatMap((feature) =>
        (FEATURE_NEEDS[feature] ?? []).flatMap((group) =>
          group.some((name) => grant.scopes.includes(name)) ? [] : [group[0] ?? ''],
        ),
      );

      return [...new Set(missing.filter(Boolean))];
    },
  };
}
