/**
 * The one interface every network connector implements (../shared/reference/networks.md §12), the demo network
 * included. Connectors live on the server only: provider tokens and app secrets never reach the browser.
 *
 * Rules every connector keeps:
 * - All HTTP goes through the injected `HttpClient`, time through the injected `Clock`: fixtures replay
 *   deterministically and nothing sleeps inside a request (`advancePublish` does one step and says when to call
 *   again).
 * - Every provider response is parsed with a zod schema, so a shape change fails loudly instead of making zeros.
 * - `classify` is the only place a provider error becomes a `ConnectorError`; everything else throws
 *   `ConnectorFailure` with what `classify` returned.
 * - Metrics a network does not give are absent; a metric the network returned empty is `null`, never 0. A retired
 *   or unavailable metric must not fail the rest of a sync.
 */
import type { Clock } from '../../lib/clock.ts';
import type { HttpClient, HttpRequest, HttpResponse } from './http.ts';

/** The networks of spec §7's OAuth start URLs (`twitter` and `x` both reach `x`), plus the offline demo network. */
export type NetworkKey =
  | 'instagram'
  | 'facebook'
  | 'x'
  | 'threads'
  | 'linkedin'
  | 'tiktok_business'
  | 'tiktok_ads'
  | 'youtube'
  | 'pinterest'
  | 'demo';

export type PostKind =
  | 'post'
  | 'image'
  | 'video'
  | 'reel'
  | 'story'
  | 'carousel'
  | 'thread'
  | 'pin'
  | 'short'
  | 'link'
  | 'text'
  | 'document';

export type MediaRules = {
  formats: readonly string[];
  maxBytes: number;
  /** width / height, inclusive. */
  aspect?: readonly [min: number, max: number];
  minSec?: number;
  maxSec?: number;
  /** How the formats are named to people (default: the formats upper-cased, e.g. `JPEG, PNG`). */
  label?: string;
};

/** Static facts about a network: they drive validation, the UI and `scheduler-posts-specifications`. */
export type Capabilities = {
  maxTextLength: number;
  maxHashtags?: number;
  maxMentions?: number;
  media: { image?: MediaRules; video?: MediaRules; document?: MediaRules };
  /** Media items in one post. */
  maxItems: number;
  carousel?: { min: number; max: number };
  kinds: readonly PostKind[];
  /** Text is optional when there is media (false: a post needs text, e.g. X without media). */
  textRequired: boolean;
  mediaRequired: boolean;
  firstComment: boolean;
  features: readonly Feature[];
};

/** What a connected profile can be used for; each needs scopes (see `missingScopes`). */
export type Feature =
  'analytics' | 'publish' | 'comments' | 'mentions' | 'messages' | 'hashtags' | 'competitors';

export type TokenPolicy = {
  /** Seconds an access token lives, when the network says nothing in the token response. */
  accessTtlSec: number | null;
  refreshTtlSec: number | null;
  /** Some networks refuse to refresh a token younger than this (Instagram login: 24 h). */
  refreshMinAgeSec?: number;
  strategy: 'refresh_token' | 'exchange' | 'rotate' | 'none';
  /** Refresh this long before expiry. */
  refreshAheadSec: number;
};

export type PkcePair = { verifier: string; challenge: string; method: 'S256' };

/** Tokens as the network granted them. Stored encrypted at rest; never sent to the browser. */
export type Grant = {
  accessToken: string;
  refreshToken: string | null;
  /** ISO instants, null when the network gives no expiry. */
  expiresAt: string | null;
  refreshExpiresAt: string | null;
  scopes: string[];
  /** The network's id for the person who authorised (not the profile). */
  subjectId?: string;
  /** Anything the connector needs again (e.g. the login variant, a page token). */
  extra?: Record<string, unknown>;
};

/** A page, business account, organisation, channel or board the grant can connect as a profile. */
export type RemoteAccount = {
  remoteId: string;
  name: string;
  handle: string | null;
  avatarUrl: string | null;
  kind: string;
  /** Per-account token when the network issues one (Facebook pages). */
  accessToken?: string;
  /** Why it cannot be connected, in plain words (e.g. a page with no Instagram account). */
  unavailableReason?: string;
};

/** What a read call needs: the profile's remote id and its current grant. */
export type AccountCtx = { remoteId: string; grant: Grant; extra?: Record<string, unknown> };

export type ProfileSnapshot = {
  remoteId: string;
  name: string;
  handle: string | null;
  avatarUrl: string | null;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  url: string | null;
};

export type RemoteMedia = { type: 'image' | 'video'; url: string | null; thumbnailUrl: string | null };

export type RemotePost = {
  remoteId: string;
  kind: PostKind;
  text: string;
  permalink: string | null;
  publishedAt: string;
  media: RemoteMedia[];
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Normalized names of ../shared/reference/networks.md §13. */
export type MetricName =
  | 'impressions'
  | 'reach'
  | 'video_views'
  | 'watch_time_avg_sec'
  | 'watch_time_total_sec'
  | 'likes'
  | 'comments'
  | 'shares'
  | 'saves'
  | 'clicks'
  | 'engagements'
  | 'engagement_rate'
  | 'followers'
  | 'followers_gained'
  | 'followers_lost'
  | 'profile_views'
  | 'accounts_engaged'
  | 'story_exits'
  | 'story_taps_forward'
  | 'story_taps_back'
  | 'story_replies'
  | 'following'
  | 'posts_count';

/**
 * One value: for a post (lifetime) or an account (one day). `value: null` = the network answered without a value;
 * `raw` is the network's own metric name; `derived` marks a value computed here (formula in the connector).
 */
export type MetricPoint = {
  subject: { type: 'post'; remoteId: string } | { type: 'account'; date: string };
  metric: MetricName;
  value: number | null;
  raw: string;
  derived?: boolean;
};

/** A metric the network no longer gives (or refused for this object): reported, not thrown. */
export type MetricGap = { raw: string; reason: string };

export type MetricsResult = { points: MetricPoint[]; gaps: MetricGap[] };

export type AudienceBreakdown = {
  age?: Record<string, number>;
  gender?: Record<string, number>;
  country?: Record<string, number>;
  city?: Record<string, number>;
};

/** Followers online, by weekday (0 = Sunday, UTC) and hour (0–23, UTC). */
export type HourlyActivity = { weekday: number; hour: number; value: number };

export type RemoteComment = {
  remoteId: string;
  postRemoteId: string;
  parentRemoteId: string | null;
  authorName: string;
  authorHandle: string | null;
  text: string;
  createdAt: string;
  hidden?: boolean;
};

export type RemoteMention = {
  remoteId: string;
  kind: 'caption' | 'comment' | 'tag';
  authorHandle: string | null;
  text: string;
  permalink: string | null;
  createdAt: string;
};

export type RemoteConversation = {
  remoteId: string;
  participantName: string;
  participantHandle: string | null;
  updatedAt: string;
  snippet: string | null;
};

export type RemoteMessage = {
  remoteId: string;
  conversationRemoteId: string;
  fromSelf: boolean;
  text: string;
  createdAt: string;
};

export type DraftMedia = {
  type: 'image' | 'video' | 'document';
  /** A URL the network can fetch (or the local file's public URL). */
  url: string;
  mimeType: string;
  bytes: number;
  width?: number;
  height?: number;
  durationSec?: number;
  altText?: string;
};

/** What to publish on one profile. */
export type Draft = {
  kind: PostKind;
  text: string;
  media: DraftMedia[];
  firstComment?: string;
  link?: string;
  title?: string;
  /** Network specifics: Pinterest board, YouTube privacy, TikTok privacy level… */
  options?: Record<string, unknown>;
  /** The place the post is tagged with: an id from this network's `searchLocations`. */
  location?: PlaceTag;
};

/** A place a post is tagged with, as the user chose it (the id is the network's own). */
export type PlaceTag = { id: string; name: string };

/** A place a network can tag a post with (`searchLocations`). */
export type RemotePlace = {
  remoteId: string;
  name: string;
  /** Street address, city and country, each when the network gives it. */
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** A validation problem, with the field and the limit named in plain words. */
export type ValidationIssue = { field: string; code: string; message: string };

export type Quota = { used: number; limit: number; windowSec: number; resetsAt: string | null };

export type PublishState =
  | { phase: 'uploading' | 'processing' | 'ready'; handle: unknown; nextCheckAt: string }
  | { phase: 'published'; remoteId: string; permalink: string | null }
  | { phase: 'failed'; error: ConnectorError };

export type ConnectorErrorKind =
  | 'auth_expired'
  | 'reauth_required'
  | 'permission_missing'
  | 'user_action_required'
  | 'rate_limited'
  | 'quota_exhausted'
  | 'transient'
  | 'media_rejected'
  | 'content_rejected'
  | 'not_found'
  | 'unknown';

export type ConnectorError = {
  kind: ConnectorErrorKind;
  retryAfterMs?: number;
  providerCode?: string;
  /** Plain words a user can act on. No tokens, no raw payloads. */
  userMessage: string;
};

export type WebhookRequest = {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  rawBody: string;
};

export type NormalizedEvent =
  | { type: 'comment.created'; accountRemoteId: string; comment: RemoteComment }
  | { type: 'mention'; accountRemoteId: string; mention: RemoteMention }
  | { type: 'message'; accountRemoteId: string; message: RemoteMessage }
  | { type: 'post.published'; accountRemoteId: string; postRemoteId: string }
  | { type: 'post.updated'; accountRemoteId: string; postRemoteId: string };

export type Board = { remoteId: string; name: string };

export type CompetitorSnapshot = ProfileSnapshot & { recentPosts: RemotePost[] };

export interface Connector {
  readonly key: NetworkKey;
  readonly capabilities: Capabilities;
  readonly tokenPolicy: TokenPolicy;
  /** Whether the network uses PKCE (the caller creates the pair and keeps the verifier with the state). */
  readonly usesPkce: boolean;

  // auth
  buildAuthorization(input: { state: string; redirectUri: string; pkce?: PkcePair; scopes?: string[] }): {
    url: string;
  };
  exchangeCode(input: { code: string; redirectUri: string; pkce?: PkcePair }): Promise<Grant>;
  refresh(grant: Grant): Promise<Grant>;
  listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]>;
  missingScopes(grant: Grant, features: readonly Feature[]): string[];
  revoke?(grant: Grant): Promise<void>;

  // read
  getProfile(ctx: AccountCtx): Promise<ProfileSnapshot>;
  listPosts(
    ctx: AccountCtx,
    query: { since?: string; until?: string; cursor?: string | null },
  ): Promise<Page<RemotePost>>;
  getPostMetrics(ctx: AccountCtx, posts: readonly RemotePost[]): Promise<MetricsResult>;
  /** Daily values, `since` and `until` are ISO dates (YYYY-MM-DD), inclusive. */
  getAccountMetrics(ctx: AccountCtx, query: { since: string; until: string }): Promise<MetricsResult>;
  getAudience?(ctx: AccountCtx): Promise<AudienceBreakdown>;
  getActivityHeatmap?(ctx: AccountCtx): Promise<HourlyActivity[]>;
  listStories?(ctx: AccountCtx): Promise<RemotePost[]>;
  listComments?(ctx: AccountCtx, postRemoteId: string, cursor?: string | null): Promise<Page<RemoteComment>>;
  replyToComment?(ctx: AccountCtx, commentRemoteId: string, text: string): Promise<RemoteComment>;
  moderateComment?(
    ctx: AccountCtx,
    commentRemoteId: string,
    action: 'hide' | 'unhide' | 'delete',
  ): Promise<void>;
  listMentions?(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteMention>>;
  listConversations?(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteConversation>>;
  listMessages?(
    ctx: AccountCtx,
    conversationRemoteId: string,
    cursor?: string | null,
  ): Promise<Page<RemoteMessage>>;
  sendMessage?(ctx: AccountCtx, conversationRemoteId: string, text: string): Promise<RemoteMessage>;
  searchHashtag?(ctx: AccountCtx, tag: string): Promise<RemotePost[]>;
  lookupCompetitor?(ctx: AccountCtx, handle: string): Promise<CompetitorSnapshot>;
  listBoards?(ctx: AccountCtx): Promise<Board[]>;
  /**
   * Places to tag a post with, best match first, for the networks that tag posts with a place (Instagram and
   * Facebook through Facebook Pages, Threads, the demo network). Absent where the network has no usable place
   * search: `validate` then refuses a draft with a `location`.
   */
  searchLocations?(ctx: AccountCtx, query: string): Promise<RemotePlace[]>;

  // publish: resumable, one step per call, never sleeping
  validate(draft: Draft): ValidationIssue[];
  getPublishQuota?(ctx: AccountCtx): Promise<Quota>;
  startPublish(ctx: AccountCtx, draft: Draft, idempotencyKey: string): Promise<PublishState>;
  advancePublish(ctx: AccountCtx, state: PublishState): Promise<PublishState>;
  deletePost?(ctx: AccountCtx, postRemoteId: string): Promise<void>;

  // webhooks
  webhookChallenge?(request: WebhookRequest): { status: number; body: string } | null;
  verifyWebhook?(request: WebhookRequest): boolean;
  parseWebhook?(request: WebhookRequest): NormalizedEvent[];

  // errors
  classify(response: HttpResponse, request?: HttpRequest): ConnectorError | null;
}

/** A network's app credentials from config (client id/secret, webhook secret…). */
export type NetworkCredentials = {
  clientId: string;
  clientSecret: string;
  webhookSecret?: string;
  webhookVerifyToken?: string;
  /** API version pin where the network versions its API (Meta `v24.0`, LinkedIn `202510`). */
  apiVersion?: string;
};

/** What every connector factory receives. */
export type ConnectorDeps = {
  http: HttpClient;
  clock: Clock;
  credentials: NetworkCredentials;
  /**
   * Reads a draft's media bytes (all of them, or `[start, end)` of them) for networks that upload the file itself
   * (X, LinkedIn, Pinterest video, YouTube). Production passes a reader backed by the media store; without one the
   * connector GETs `media.url` through `http` (see `media.ts`).
   */
  readMedia?: (media: DraftMedia, range?: { start: number; end: number }) => Promise<Uint8Array>;
};
