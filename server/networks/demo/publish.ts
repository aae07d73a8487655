/**
 * Publishing on the demo network: `uploading → processing → published` over simulated minutes, one step per
 * `advancePublish`, recorded in the store. The idempotency key names the post, so starting twice with the same
 * key resumes the same post instead of creating a second one.
 */
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { ConnectorFailure } from '../core/http.ts';
import type { Draft, PublishState, Quota, RemoteMedia, ValidationIssue } from '../core/types.ts';
import { type DemoAccount, networkName } from './accounts.ts';
import { isVideoPost } from './generator.ts';
import { hashString } from './prng.ts';
import type { DemoFault, DemoPublishedPost, DemoStore } from './store.ts';

export type PublishContext = {
  store: DemoStore;
  clock: Clock;
  validate: (draft: Draft) => ValidationIssue[];
  permalink: (postRemoteId: string) => string | null;
  /** How long one step takes (a video's processing takes three). */
  stepMs: number;
};

const handleSchema = z.object({ remoteId: z.string(), idempotencyKey: z.string() });

/** The post's remote id, from the account and the idempotency key alone. */
export function publishedRemoteId(account: DemoAccount, idempotencyKey: string): string {
  const a = hashString(idempotencyKey).toString(36);
  const b = hashString(`${idempotencyKey}#demo`).toString(36);

  return `${account.remoteId}.u-${a}${b}`;
}

function mediaOf(draft: Draft): RemoteMedia[] {
  return draft.media.map((media) => ({
    type: media.type === 'video' ? 'video' : 'image',
    url: media.url,
    thumbnailUrl: media.type === 'video' ? null : media.url,
  }));
}

const later = (context: PublishContext, steps: number) =>
  new Date(context.clock.now().getTime() + steps * context.stepMs).toISOString();

function stateOf(context: PublishContext, account: DemoAccount, post: DemoPublishedPost): PublishState {
  const handle = { remoteId: post.remoteId, idempotencyKey: post.idempotencyKey };
  switch (post.phase) {
    case 'published':
      return { phase: 'published', remoteId: post.remoteId, permalink: context.permalink(post.remoteId) };
    case 'failed':
      return { phase: 'failed', error: mediaRejected(account, post) };
    case 'processing':
      return { phase: 'processing', handle, nextCheckAt: later(context, isVideoPost(post) ? 3 : 1) };
    default:
      return { phase: 'uploading', handle, nextCheckAt: later(context, 1) };
  }
}

function mediaRejected(account: DemoAccount, post: Pick<DemoPublishedPost, 'media'>) {
  const what = post.media.some((m) => m.type === 'video') ? 'video' : 'image';

  return {
    kind: 'media_rejected' as const,
    providerCode: 'media_rejected',
    userMessage: `${networkName(account.network)} could not process this ${what} and rejected it. Try another file or export it again.`,
  };
}

export async function startDemoPublish(
  context: PublishContext,
  account: DemoAccount,
  draft: Draft,
  idempotencyKey: string,
): Promise<PublishState> {
  const existing = (await context.store.getPublished(account.remoteId)).find(
    (post) => post.idempotencyKey === idempotencyKey,
  );
  if (existing) return stateOf(context, account, existing);
  const issue = context.validate(draft)[0];
  if (issue)
    return {
      phase: 'failed',
      error: { kind: 'content_rejected', providerCode: issue.code, userMessage: issue.message },
    };
  const post: DemoPublishedPost = {
    remoteId: publishedRemoteId(account, idempotencyKey),
    idempotencyKey,
    kind: draft.kind,
    text: draft.text,
    media: mediaOf(draft),
    ...(draft.location ? { location: { id: draft.location.id, name: draft.location.name } } : {}),
    startedAt: context.clock.now().toISOString(),
    phase: 'uploading',
    publishedAt: null,
  };
  await context.store.savePublished(account.remoteId, post);

  return stateOf(context, account, post);
}

/** One step: uploading → processing (or failed, when the media is rejected) → published. */
export async function advanceDemoPublish(
  context: PublishContext,
  account: DemoAccount,
  state: PublishState,
  faults: readonly DemoFault[],
): Promise<PublishState> {
  if (state.phase === 'published' || state.phase === 'failed') return state;
  const handle = handleSchema.safeParse(state.handle);
  const post = handle.success
    ? (await context.store.getPublished(account.remoteId)).find((p) => p.remoteId === handle.data.remoteId)
    : undefined;
  if (!post)
    throw new ConnectorFailure({
      kind: 'not_found',
      providerCode: 'unknown_upload',
      userMessage: `${networkName(account.network)} has no upload in progress for this post. Publish it again.`,
    });
  let next: DemoPublishedPost = post;
  if (post.phase === 'uploading')
    next = faults.some((f) => f.kind === 'publish_media_rejected')
      ? { ...post, phase: 'failed' }
      : { ...post, phase: 'processing' };
  else if (post.phase === 'processing')
    next = { ...post, phase: 'published', publishedAt: context.clock.now().toISOString() };
  if (next !== post) await context.store.savePublished(account.remoteId, next);

  return stateOf(context, account, next);
}

/** Per-network publishing caps (§3.3: 50 per 24 h, the lower figure; §6.3; §5.3; §9.3; §7.4). */
const QUOTAS: Partial<Record<DemoAccount['network'], { limit: number; windowSec: number }>> = {
  instagram: { limit: 50, windowSec: 86_400 },
  threads: { limit: 250, windowSec: 86_400 },
  x: { limit: 100, windowSec: 900 },
  youtube: { limit: 100, windowSec: 86_400 },
  linkedin: { limit: 150, windowSec: 86_400 },
};

export function hasQuota(network: DemoAccount['network']): boolean {
  return QUOTAS[network] !== undefined;
}

export async function demoQuota(context: PublishContext, account: DemoAccount): Promise<Quota> {
  const quota = QUOTAS[account.network] ?? { limit: 1000, windowSec: 86_400 };
  const now = context.clock.now().getTime();
  const since = new Date(now - quota.windowSec * 1000).toISOString();
  const recent = (await context.store.getPublished(account.remoteId))
    .flatMap((post) => (post.publishedAt && post.publishedAt > since ? [post.publishedAt] : []))
    .sort();
  const oldest = recent[0];

  return {
    used: recent.length,
    limit: quota.limit,
    windowSec: quota.windowSec,
    resetsAt: oldest ? new Date(Date.parse(oldest) + quota.windowSec * 1000).toISOString() : null,
  };
}
