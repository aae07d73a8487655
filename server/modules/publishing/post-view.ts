import type { TPostMedia, TPublishingSpecification, TSchedulerPost } from '../../../contracts/publishing.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { FailureReason, PublishMode } from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import { MINUTE_MS } from '../../lib/clock.ts';
import type { Capabilities, MediaRules } from '../../networks/core/types.ts';
import { NETWORK_DISPLAY_NAMES } from '../social/social.service.ts';
import { locationOf } from './post-content.ts';
import type { PostRow } from './publishing.repository.ts';

/** A publish whose lease ran out this long ago has no worker: the scheduler shows it as stuck. */
const STUCK_AFTER_MS = 2 * MINUTE_MS;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A post as the API shows it. `sign` gives a library file's current address: a stored one may have expired
 * (a post planned weeks ahead), and the scheduler's previews should still show the picture.
 */
export function postView(row: PostRow, now: Date, sign?: (mediaId: string) => string): TSchedulerPost {
  const media = (row.media as TPostMedia[]).map((item) =>
    item.library_media_id && sign ? { ...item, url: sign(item.library_media_id) } : item,
  );

  return {
    id: row.id,
    master_post_id: row.masterPostId,
    profile_id: row.profileId,
    network: row.network as TProfileNetwork,
    kind: row.kind as TSchedulerPost['kind'],
    text: row.text,
    media,
    first_comment: row.firstComment,
    link: row.link,
    location: locationOf(row.options),
    status: row.status as TSchedulerPost['status'],
    approval_required: row.approvalRequired,
    publish_mode: row.publishMode as PublishMode,
    scheduled_at: iso(row.scheduledAt),
    failure_reason: row.failureReason as FailureReason | null,
    failure_message: row.failureMessage,
    remote_id: row.remoteId,
    permalink: row.permalink,
    published_at: iso(row.publishedAt),
    is_stuck:
      row.status === 'publishing' &&
      row.leaseUntil !== null &&
      now.getTime() - row.leaseUntil.getTime() > STUCK_AFTER_MS,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function mediaRules(rules: MediaRules | undefined) {
  if (!rules) return null;

  return {
    formats: [...rules.formats],
    label: rules.label ?? rules.formats.map((format) => format.toUpperCase()).join(', '),
    max_bytes: rules.maxBytes,
    aspect: rules.aspect ? ([rules.aspect[0], rules.aspect[1]] as [number, number]) : null,
    min_sec: rules.minSec ?? null,
    max_sec: rules.maxSec ?? null,
  };
}

/** A network's capabilities as the API shows them. */
export function specificationView(capabilities: Capabilities, locations = false): TPublishingSpecification {
  return {
    can_publish: capabilities.features.includes('publish'),
    kinds: [...capabilities.kinds],
    max_text_length: capabilities.maxTextLength,
    max_hashtags: capabilities.maxHashtags ?? null,
    max_mentions: capabilities.maxMentions ?? null,
    max_items: capabilities.maxItems,
    carousel: capabilities.carousel ? { ...capabilities.carousel } : null,
    text_required: capabilities.textRequired,
    media_required: capabilities.mediaRequired,
    first_comment: capabilities.firstComment,
    locations,
    media: {
      image: mediaRules(capabilities.media.image),
      video: mediaRules(capabilities.media.video),
      document: mediaRules(capabilities.media.document),
    },
  };
}

/** “Instagram, Kestrel Coffee, 1 Dec 2026 09:30 UTC” (or “…, a draft”): a post named in a message. */
export function describePost(post: {
  network: string;
  profileName: string;
  scheduledAt: Date | null;
  status: string;
}) {
  const network = NETWORK_DISPLAY_NAMES[post.network as keyof typeof NETWORK_DISPLAY_NAMES] ?? post.network;
  const when = post.scheduledAt
    ? `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(post.scheduledAt)} UTC`
    : 'a draft';

  return `${network}, ${post.profileName}, ${when}`;
}
