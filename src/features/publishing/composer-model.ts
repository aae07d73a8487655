import type {
  TPostLocation,
  TPostMedia,
  TPublishingSpecification,
  TSchedulerPost,
} from '@contracts/publishing.ts';
import type { POST_KINDS } from '@contracts/publishing.ts';
import { countHashtags, countMentions, textLength } from '@contracts/text.ts';
import type { PostFormat } from '@/design-system/PostPreview';
import type { NetworkKey } from '@/design-system/theme';
import { instantAt, localParts } from './calendar.ts';
import type { NewPosts } from '@/api/publishing.ts';

export type PostKind = (typeof POST_KINDS)[number];

/** What the composer holds while the user writes: kept in the browser between visits until it is saved. */
export type ComposerValues = {
  profile_ids: string[];
  text: string;
  first_comment: string;
  link: string;
  media: TPostMedia[];
  /**
   * Per profile: its own text (when customised), its format (when not the one guessed from the media) and the
   * place it is tagged with (places are the network's own, so always per profile).
   */
  variants: Record<string, { text?: string; kind?: PostKind; location?: TPostLocation }>;
  when: 'draft' | 'schedule';
  /** 'YYYY-MM-DD' and 'HH:mm' in the user's time zone. */
  date: string | null;
  time: string | null;
  publish_mode: 'auto' | 'notification';
  approval_required: boolean;
};

export const emptyComposer = (
  profileIds: string[] = [],
  slot?: { date: string; time: string },
): ComposerValues => ({
  profile_ids: profileIds,
  text: '',
  first_comment: '',
  link: '',
  media: [],
  variants: {},
  when: slot ? 'schedule' : 'draft',
  date: slot?.date ?? null,
  time: slot?.time ?? null,
  publish_mode: 'auto',
  approval_required: false,
});

/** The format a network would publish this media as, when the user has not chosen one. */
export function guessKind(
  spec: TPublishingSpecification,
  media: readonly TPostMedia[],
  link: string,
): PostKind {
  const has = (kind: PostKind) => spec.kinds.includes(kind);
  const first = (...kinds: PostKind[]) => kinds.find(has) ?? spec.kinds[0] ?? 'post';
  const videos = media.filter((item) => item.type === 'video').length;
  if (media.some((item) => item.type === 'document')) return first('document', 'post');
  if (media.length > 1) return first('carousel', 'post', 'image');
  if (videos === 1) return first('video', 'reel', 'short', 'post');
  if (media.length === 1) return first('image', 'pin', 'post');
  if (link.trim() !== '') return first('link', 'text', 'post');

  return first('text', 'post');
}

/** The text a profile will publish: its own when customised, else the shared text. */
export const textFor = (values: ComposerValues, profileId: string) =>
  values.variants[profileId]?.text ?? values.text;

export const kindFor = (
  values: ComposerValues,
  profileId: string,
  spec: TPublishingSpecification | undefined,
) => values.variants[profileId]?.kind ?? (spec ? guessKind(spec, values.media, values.link) : 'post');

export type LimitCheck = {
  characters: { used: number; max: number };
  hashtags: { used: number; max: number | null };
  mentions: { used: number; max: number | null };
  problems: string[];
};

/**
 * What the composer can already say about a profile's text, before the server checks everything: characters,
 * hashtags and mentions against the network's limits, required text or media. Messages name the network.
 */
export function checkText(
  network: string,
  spec: TPublishingSpecification,
  text: string,
  media: readonly TPostMedia[],
  messages: {
    tooLong: (max: number, used: number) => string;
    tooManyHashtags: (max: number, used: number) => string;
    tooManyMentions: (max: number, used: number) => string;
    textRequired: () => string;
    mediaRequired: () => string;
    cannotPublish: () => string;
  },
): LimitCheck {
  const characters = { used: textLength(text), max: spec.max_text_length };
  const hashtags = { used: countHashtags(text), max: spec.max_hashtags };
  const mentions = { used: countMentions(text), max: spec.max_mentions };
  const problems: string[] = [];
  if (!spec.can_publish) problems.push(messages.cannotPublish());
  if (characters.used > characters.max) problems.push(messages.tooLong(characters.max, characters.used));
  if (hashtags.max !== null && hashtags.used > hashtags.max)
    problems.push(messages.tooManyHashtags(hashtags.max, hashtags.used));
  if (mentions.max !== null && mentions.used > mentions.max)
    problems.push(messages.tooManyMentions(mentions.max, mentions.used));
  if (spec.text_required && text.trim() === '' && media.length === 0) problems.push(messages.textRequired());
  if (spec.media_required && media.length === 0) problems.push(messages.mediaRequired());

  return { characters, hashtags, mentions, problems };
}

/** The request that creates the posts: one master post, and per profile only what differs from it. */
export function toCreateRequest(
  values: ComposerValues,
  specs: ReadonlyMap<string, TPublishingSpecification>,
  timeZone: string,
): NewPosts {
  const kinds = new Map(values.profile_ids.map((id) => [id, kindFor(values, id, specs.get(id))]));
  const masterKind = kinds.get(values.profile_ids[0] ?? '') ?? 'post';
  const variants: NewPosts['variants'] = {};
  for (const id of values.profile_ids) {
    const own = values.variants[id];
    const kind = kinds.get(id)!;
    const variant = {
      ...(own?.text !== undefined && own.text !== values.text ? { text: own.text } : {}),
      ...(kind !== masterKind ? { kind } : {}),
      ...(own?.location ? { location: own.location } : {}),
    };
    if (Object.keys(variant).length > 0) variants[id] = variant;
  }

  return {
    profile_ids: values.profile_ids,
    kind: masterKind,
    text: values.text,
    media: values.media,
    first_comment: values.first_comment.trim() === '' ? null : values.first_comment,
    link: values.link.trim() === '' ? null : values.link.trim(),
    variants,
    scheduled_at: scheduledAt(values, timeZone),
    publish_mode: values.publish_mode,
    approval_required: values.approval_required,
  };
}

/** The instant chosen, or null for a draft (or while the date or time is missing). */
export function scheduledAt(values: Pick<ComposerValues, 'when' | 'date' | 'time'>, timeZone: string) {
  if (values.when !== 'schedule' || !values.date || !values.time) return null;
  const [hour, minute] = values.time.split(':').map(Number);

  return instantAt(values.date, { hour: hour!, minute: minute! }, timeZone);
}

/** A stored post, as the composer edits it (one profile). */
export function fromPost(post: TSchedulerPost, timeZone: string): ComposerValues {
  const at = post.scheduled_at ? localParts(post.scheduled_at, timeZone) : null;

  return {
    profile_ids: [post.profile_id],
    text: post.text,
    first_comment: post.first_comment ?? '',
    link: post.link ?? '',
    media: post.media,
    variants: {
      [post.profile_id]: { kind: post.kind, ...(post.location ? { location: post.location } : {}) },
    },
    when: post.scheduled_at ? 'schedule' : 'draft',
    date: at?.day ?? null,
    time: at ? `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}` : null,
    publish_mode: post.publish_mode,
    approval_required: post.approval_required,
  };
}

/** The network's preview format for a post kind. */
export function previewFormat(network: NetworkKey, kind: PostKind): PostFormat | undefined {
  switch (network) {
    case 'instagram':
      return kind === 'carousel'
        ? 'carousel'
        : kind === 'story'
          ? 'story'
          : kind === 'reel'
            ? 'reel'
            : 'feed';
    case 'facebook':
      return kind === 'story' ? 'story' : kind === 'reel' ? 'reel' : 'post';
    case 'youtube':
      return kind === 'short' ? 'short' : 'video';
    default:
      return undefined;
  }
}
