/**
 * Reading an Instagram professional account (networks.md §3.2): profile, media and stories, comments, mentions
 * (photo tags), hashtag search and Business Discovery (Facebook Login only), and conversations.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type {
  AccountCtx,
  CompetitorSnapshot,
  Page,
  PostKind,
  ProfileSnapshot,
  RemoteComment,
  RemoteConversation,
  RemoteMedia,
  RemoteMention,
  RemoteMessage,
  RemotePost,
} from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  idBody,
  isoFromGraph,
  listParams,
  pageOf,
  paged,
  successBody,
  tokenFor,
  type Graph,
} from '../meta/graph.ts';
import { loginOf } from './auth.ts';

const child = z.object({
  media_type: z.string().optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

export const mediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string().optional(),
  media_product_type: z.string().optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string().optional(),
  like_count: z.number().optional(),
  comments_count: z.number().optional(),
  children: z.object({ data: z.array(child) }).optional(),
});

type Media = z.output<typeof mediaSchema>;

const BASE_MEDIA_FIELDS =
  'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count,children{media_type,media_url,thumbnail_url}';

/** `media_product_type` is documented for Facebook Login only. */
export function mediaFields(ctx: AccountCtx): string {
  return loginOf(ctx.grant) === 'facebook' ? `${BASE_MEDIA_FIELDS},media_product_type` : BASE_MEDIA_FIELDS;
}

/** A published reel reports `media_type=VIDEO`; `media_product_type` tells reels, stories and feed apart. */
export function kindOf(media: Pick<Media, 'media_type' | 'media_product_type'>): PostKind {
  if (media.media_product_type === 'STORY') return 'story';
  if (media.media_product_type === 'REELS') return 'reel';
  if (media.media_type === 'CAROUSEL_ALBUM') return 'carousel';
  if (media.media_type === 'VIDEO') return media.media_product_type === 'FEED' ? 'video' : 'reel';

  return 'image';
}

function remoteMedia(item: z.output<typeof child>): RemoteMedia {
  return {
    type: item.media_type === 'VIDEO' ? 'video' : 'image',
    url: item.media_url ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
  };
}

export function toPost(media: Media): RemotePost {
  const items = media.children?.data.length ? media.children.data : [media];

  return {
    remoteId: media.id,
    kind: kindOf(media),
    text: media.caption ?? '',
    permalink: media.permalink ?? null,
    publishedAt: media.timestamp ? isoFromGraph(media.timestamp) : '',
    media: items.map(remoteMedia),
  };
}

const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
  followers_count: z.number().optional(),
  follows_count: z.number().optional(),
  media_count: z.number().optional(),
});

const PROFILE_FIELDS = 'id,username,name,profile_picture_url,followers_count,follows_count,media_count';

function toProfile(body: z.output<typeof profileSchema>): ProfileSnapshot {
  return {
    remoteId: body.id,
    name: body.name || body.username,
    handle: body.username,
    avatarUrl: body.profile_picture_url ?? null,
    followers: body.followers_count ?? null,
    following: body.follows_count ?? null,
    postsCount: body.media_count ?? null,
    url: `https://www.instagram.com/${body.username}/`,
  };
}

const commentSchema = z.object({
  id: z.string(),
  text: z.string().optional(),
  timestamp: z.string().optional(),
  username: z.string().optional(),
  hidden: z.boolean().optional(),
  parent_id: z.string().optional(),
  media: z.object({ id: z.string() }).optional(),
});

const COMMENT_FIELDS = 'id,text,timestamp,username,hidden,parent_id,media{id}';

function toComment(comment: z.output<typeof commentSchema>, postRemoteId: string): RemoteComment {
  return {
    remoteId: comment.id,
    postRemoteId: comment.media?.id ?? postRemoteId,
    parentRemoteId: comment.parent_id ?? null,
    authorName: comment.username ?? '',
    authorHandle: comment.username ?? null,
    text: comment.text ?? '',
    createdAt: comment.timestamp ? isoFromGraph(comment.timestamp) : '',
    hidden: comment.hidden,
  };
}

const tagSchema = mediaSchema.extend({ username: z.string().optional() });

const participants = z.object({
  data: z.array(z.object({ id: z.string(), username: z.string().optional() })),
});
const conversationSchema = z.object({
  id: z.string(),
  updated_time: z.string(),
  participants: participants.optional(),
  messages: z.object({ data: z.array(z.object({ message: z.string().optional() })) }).optional(),
});
const messageSchema = z.object({
  id: z.string(),
  created_time: z.string(),
  from: z.object({ id: z.string(), username: z.string().optional() }).optional(),
  message: z.string().optional(),
});

/** Instagram usernames: letters, digits, dots, underscores, up to 30 (checked before it goes into a field path). */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;

export function createInstagramReader(deps: { graphOf: (ctx: AccountCtx) => Graph; clock: Clock }) {
  const { graphOf, clock } = deps;

  return {
    async getProfile(ctx: AccountCtx): Promise<ProfileSnapshot> {
      return toProfile(
        await graphOf(ctx).get(ctx.remoteId, { fields: PROFILE_FIELDS }, profileSchema, tokenFor(ctx)),
      );
    },

    async listPosts(
      ctx: AccountCtx,
      query: { since?: string; until?: string; cursor?: string | null },
    ): Promise<Page<RemotePost>> {
      const body = await graphOf(ctx).get(
        `${ctx.remoteId}/media`,
        {
          fields: mediaFields(ctx),
          ...listParams(query),
        },
        paged(mediaSchema),
        tokenFor(ctx),
      );

      return pageOf(body, toPost);
    },

    /** Stories are not in `/media`; only the last 24 h are listed. */
    async listStories(ctx: AccountCtx): Promise<RemotePost[]> {
      const body = await graphOf(ctx).get(
        `${ctx.remoteId}/stories`,
        { fields: mediaFields(ctx) },
        paged(mediaSchema),
        tokenFor(ctx),
      );

      return body.data.map((media) => ({ ...toPost(media), kind: 'story' as const }));
    },

    async listComments(
      ctx: AccountCtx,
      postRemoteId: string,
      cursor?: string | null,
    ): Promise<Page<RemoteComment>> {
      const body = await graphOf(ctx).get(
        `${postRemoteId}/comments`,
        { fields: COMMENT_FIELDS, limit: 50, after: cursor ?? undefined },
        paged(commentSchema),
        tokenFor(ctx),
      );

      return pageOf(body, (comment) => toComment(comment, postRemoteId));
    },

    async replyToComment(ctx: AccountCtx, commentRemoteId: string, text: string): Promise<RemoteComment> {
      const graph = graphOf(ctx);
      const created = await graph.post(
        `${commentRemoteId}/replies`,
        { message: text },
        idBody,
        tokenFor(ctx),
      );
      const reply = await graph.get(created.id, { fields: COMMENT_FIELDS }, commentSchema, tokenFor(ctx));

      return { ...toComment(reply, ''), parentRemoteId: reply.parent_id ?? commentRemoteId };
    },

    async moderateComment(
      ctx: AccountCtx,
      commentRemoteId: string,
      action: 'hide' | 'unhide' | 'delete',
    ): Promise<void> {
      if (action === 'delete') return graphOf(ctx).delete(commentRemoteId, tokenFor(ctx));
      await graphOf(ctx).post(commentRemoteId, { hide: action === 'hide' }, successBody, tokenFor(ctx));
    },

    /** Media where the account is tagged; caption and comment @-mentions arrive by webhook only. */
    async listMentions(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteMention>> {
      const body = await graphOf(ctx).get(
        `${ctx.remoteId}/tags`,
        {
          fields: 'id,caption,permalink,timestamp,username,media_type',
          limit: 50,
          after: cursor ?? undefined,
        },
        paged(tagSchema),
        tokenFor(ctx),
      );

      return pageOf(body, (media) => ({
        remoteId: media.id,
        kind: 'tag' as const,
        authorHandle: media.username ?? null,
        text: media.caption ?? '',
        permalink: media.permalink ?? null,
        createdAt: media.timestamp ? isoFromGraph(media.timestamp) : '',
      }));
    },

    /** Recent public media with a hashtag (Facebook Login; 30 distinct hashtags per account per 7 days). */
    async searchHashtag(ctx: AccountCtx, tag: string): Promise<RemotePost[]> {
      const graph = graphOf(ctx);
      const search = await graph.get(
        'ig_hashtag_search',
        { user_id: ctx.remoteId, q: tag.replace(/^#/, '') },
        z.object({ data: z.array(z.object({ id: z.string() })) }),
        tokenFor(ctx),
      );
      const hashtag = search.data[0];
      if (!hashtag) return [];
      const media = await graph.get(
        `${hashtag.id}/recent_media`,
        {
          user_id: ctx.remoteId,
          fields: 'id,caption,media_type,media_url,permalink,timestamp,like_count,comments_count',
          limit: 50,
        },
        paged(mediaSchema),
        tokenFor(ctx),
      );

      return media.data.map(toPost);
    },

    /** Another business or creator account's public numbers (Business Discovery, Facebook Login). */
    async lookupCompetitor(ctx: AccountCtx, handle: string): Promise<CompetitorSnapshot> {
      const username = handle.replace(/^@/, '');
      if (!USERNAME.test(username))
        throw new ConnectorFailure({
          kind: 'not_found',
          userMessage: `"${handle}" is not an Instagram username.`,
        });
      const fields = `business_discovery.username(${username}){${PROFILE_FIELDS},media.limit(12){${BASE_MEDIA_FIELDS}}}`;
      const body = await graphOf(ctx).get(
        ctx.remoteId,
        { fields },
        z.object({
          business_discovery: profileSchema.extend({
            media: z.object({ data: z.array(mediaSchema) }).optional(),
          }),
        }),
        tokenFor(ctx),
      );
      const found = body.business_discovery;

      return { ...toProfile(found), recentPosts: (found.media?.data ?? []).map(toPost) };
    },

    /** Conversations of the account (Facebook Login: through the Page, so the Page token must be the profile's). */
    async listConversations(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteConversation>> {
      const body = await graphOf(ctx).get(
        'me/conversations',
        {
          platform: 'instagram',
          fields: 'id,updated_time,participants,messages.limit(1){message}',
          after: cursor ?? undefined,
        },
        paged(conversationSchema),
        tokenFor(ctx),
      );

      return pageOf(body, (conversation) => {
        const other = conversation.participants?.data.find((p) => p.id !== ctx.remoteId);

        return {
          remoteId: conversation.id,
          participantName: other?.username ?? '',
          participantHandle: other?.username ?? null,
          updatedAt: isoFromGraph(conversation.updated_time),
          snippet: conversation.messages?.data[0]?.message ?? null,
        };
      });
    },

    async listMessages(
      ctx: AccountCtx,
      conversationRemoteId: string,
      cursor?: string | null,
    ): Promise<Page<RemoteMessage>> {
      const body = await graphOf(ctx).get(
        `${conversationRemoteId}/messages`,
        { fields: 'id,created_time,from,message', after: cursor ?? undefined },
        paged(messageSchema),
        tokenFor(ctx),
      );

      return pageOf(body, (message) => ({
        remoteId: message.id,
        conversationRemoteId,
        fromSelf: message.from?.id === ctx.remoteId,
        text: message.message ?? '',
        createdAt: isoFromGraph(message.created_time),
      }));
    },

    /** Replies inside the conversation (Meta's 24 h standard messaging window applies). */
    async sendMessage(ctx: AccountCtx, conversationRemoteId: string, text: string): Promise<RemoteMessage> {
      const graph = graphOf(ctx);
      const conversation = await graph.get(
        conversationRemoteId,
        { fields: 'participants' },
        z.object({ participants: participants }),
        tokenFor(ctx),
      );
      const recipient = conversation.participants.data.find((p) => p.id !== ctx.remoteId);
      if (!recipient)
        throw new ConnectorFailure({
          kind: 'not_found',
          userMessage: 'Instagram: this conversation has no one to reply to.',
        });
      const sent = await graph.post(
        'me/messages',
        { recipient: JSON.stringify({ id: recipient.id }), message: JSON.stringify({ text }) },
        z.object({ message_id: z.string() }),
        tokenFor(ctx),
      );

      return {
        remoteId: sent.message_id,
        conversationRemoteId,
        fromSelf: true,
        text,
        createdAt: clock.now().toISOString(),
      };
    },
  };
}
