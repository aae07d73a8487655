/**
 * Reading a Facebook Page (networks.md §4.2): Page fields, its own published posts, comments, posts it is tagged
 * in, and Messenger conversations. Calls use the Page token (`ctx.extra.accessToken`, from `/me/accounts`).
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type {
  AccountCtx,
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

const attachment = z.object({
  media_type: z.string().optional(),
  type: z.string().optional(),
  url: z.string().optional(),
  media: z
    .object({ image: z.object({ src: z.string().optional() }).optional(), source: z.string().optional() })
    .optional(),
});

const postSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  created_time: z.string(),
  permalink_url: z.string().optional(),
  attachments: z
    .object({
      data: z.array(
        attachment.extend({ subattachments: z.object({ data: z.array(attachment) }).optional() }),
      ),
    })
    .optional(),
});

const POST_FIELDS =
  'id,message,created_time,permalink_url,attachments{media_type,type,url,media,subattachments{media_type,type,url,media}}';

function mediaOf(item: z.output<typeof attachment>): RemoteMedia {
  const video = item.media_type === 'video';

  return {
    type: video ? 'video' : 'image',
    url: video ? (item.media?.source ?? null) : (item.media?.image?.src ?? null),
    thumbnailUrl: item.media?.image?.src ?? null,
  };
}

/** Attachment type tells photos, albums, videos, reels and shared links apart; no attachment is a text post. */
function kindOf(first: z.output<typeof attachment> | undefined, count: number): PostKind {
  if (!first) return 'text';
  if (first.type === 'video_reel' || first.type === 'reel') return 'reel';
  if (first.media_type === 'video') return 'video';
  if (first.media_type === 'link' || first.type === 'share') return 'link';
  if (count > 1 || first.media_type === 'album') return 'carousel';

  return first.media_type === 'photo' ? 'image' : 'post';
}

export function toPost(post: z.output<typeof postSchema>): RemotePost {
  const first = post.attachments?.data[0];
  const items = first?.subattachments?.data.length ? first.subattachments.data : first ? [first] : [];
  const media = items.filter((item) => item.media_type !== 'link' && item.media).map(mediaOf);

  return {
    remoteId: post.id,
    kind: kindOf(first, items.length),
    text: post.message ?? '',
    permalink: post.permalink_url ?? null,
    publishedAt: isoFromGraph(post.created_time),
    media,
  };
}

const pageSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().optional(),
  link: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }) }).optional(),
  followers_count: z.number().optional(),
  fan_count: z.number().optional(),
});

const commentSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  created_time: z.string(),
  from: z.object({ id: z.string().optional(), name: z.string().optional() }).optional(),
  parent: z.object({ id: z.string() }).optional(),
  is_hidden: z.boolean().optional(),
});

const participants = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string().optional(), email: z.string().optional() })),
});

export function createFacebookReader(deps: { graph: Graph; clock: Clock }) {
  const { graph, clock } = deps;

  return {
    async getProfile(ctx: AccountCtx): Promise<ProfileSnapshot> {
      const page = await graph.get(
        ctx.remoteId,
        { fields: 'id,name,username,link,picture{url},followers_count,fan_count' },
        pageSchema,
        tokenFor(ctx),
      );

      return {
        remoteId: page.id,
        name: page.name,
        handle: page.username ?? null,
        avatarUrl: page.picture?.data.url ?? null,
        // followers_count replaces the retired likes ("fans") count; fall back for older Pages.
        followers: page.followers_count ?? page.fan_count ?? null,
        following: null,
        postsCount: null,
        url: page.link ?? `https://www.facebook.com/${page.id}`,
      };
    },

    async listPosts(
      ctx: AccountCtx,
      query: { since?: string; until?: string; cursor?: string | null },
    ): Promise<Page<RemotePost>> {
      const body = await graph.get(
        `${ctx.remoteId}/published_posts`,
        {
          fields: POST_FIELDS,
          ...listParams(query),
        },
        paged(postSchema),
        tokenFor(ctx),
      );

      return pageOf(body, toPost);
    },

    async listComments(
      ctx: AccountCtx,
      postRemoteId: string,
      cursor?: string | null,
    ): Promise<Page<RemoteComment>> {
      const body = await graph.get(
        `${postRemoteId}/comments`,
        {
          fields: 'id,message,created_time,from{id,name},parent{id},is_hidden',
          limit: 50,
          after: cursor ?? undefined,
        },
        paged(commentSchema),
        tokenFor(ctx),
      );

      return pageOf(body, (comment) => ({
        remoteId: comment.id,
        postRemoteId,
        parentRemoteId: comment.parent?.id ?? null,
        // Without Page Public Content Access, Meta hides who commented unless they are the Page itself.
        authorName: comment.from?.name ?? '',
        authorHandle: null,
        text: comment.message ?? '',
        createdAt: isoFromGraph(comment.created_time),
        hidden: comment.is_hidden,
      }));
    },

    /** Replies as the Page. Meta's reply carries no post id; the caller already knows the thread. */
    async replyToComment(ctx: AccountCtx, commentRemoteId: string, text: string): Promise<RemoteComment> {
      const created = await graph.post(
        `${commentRemoteId}/comments`,
        { message: text },
        idBody,
        tokenFor(ctx),
      );

      return {
        remoteId: created.id,
        postRemoteId: '',
        parentRemoteId: commentRemoteId,
        authorName: '',
        authorHandle: null,
        text,
        createdAt: clock.now().toISOString(),
      };
    },

    async moderateComment(
      ctx: AccountCtx,
      commentRemoteId: string,
      action: 'hide' | 'unhide' | 'delete',
    ): Promise<void> {
      if (action === 'delete') return graph.delete(commentRemoteId, tokenFor(ctx));
      await graph.post(commentRemoteId, { is_hidden: action === 'hide' }, successBody, tokenFor(ctx));
    },

    /** Posts by others that tag the Page. */
    async listMentions(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteMention>> {
      const body = await graph.get(
        `${ctx.remoteId}/tagged`,
        {
          fields: 'id,message,created_time,permalink_url,from{id,name}',
          limit: 50,
          after: cursor ?? undefined,
        },
        paged(postSchema.extend({ from: z.object({ name: z.string().optional() }).optional() })),
        tokenFor(ctx),
      );

      return pageOf(body, (post) => ({
        remoteId: post.id,
        kind: 'tag' as const,
        authorHandle: post.from?.name ?? null,
        text: post.message ?? '',
        permalink: post.permalink_url ?? null,
        createdAt: isoFromGraph(post.created_time),
      }));
    },

    async listConversations(ctx: AccountCtx, cursor?: string | null): Promise<Page<RemoteConversation>> {
      const body = await graph.get(
        `${ctx.remoteId}/conversations`,
        { platform: 'messenger', fields: 'id,updated_time,snippet,participants', after: cursor ?? undefined },
        paged(
          z.object({
            id: z.string(),
            updated_time: z.string(),
            snippet: z.string().optional(),
            participants: participants.optional(),
          }),
        ),
        tokenFor(ctx),
      );

      return pageOf(body, (conversation) => {
        const other = conversation.participants?.data.find((p) => p.id !== ctx.remoteId);

        return {
          remoteId: conversation.id,
          participantName: other?.name ?? '',
          participantHandle: null,
          updatedAt: isoFromGraph(conversation.updated_time),
          snippet: conversation.snippet ?? null,
        };
      });
    },

    async listMessages(
      ctx: AccountCtx,
      conversationRemoteId: string,
      cursor?: string | null,
    ): Promise<Page<RemoteMessage>> {
      const body = await graph.get(
        `${conversationRemoteId}/messages`,
        { fields: 'id,created_time,from,message', after: cursor ?? undefined },
        paged(
          z.object({
            id: z.string(),
            created_time: z.string(),
            from: z.object({ id: z.string() }).optional(),
            message: z.string().optional(),
          }),
        ),
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

    /** A reply inside Messenger's standard 24 h window (`messaging_type=RESPONSE`). */
    async sendMessage(ctx: AccountCtx, conversationRemoteId: string, text: string): Promise<RemoteMessage> {
      const conversation = await graph.get(
        conversationRemoteId,
        { fields: 'participants' },
        z.object({ participants }),
        tokenFor(ctx),
      );
      const recipient = conversation.participants.data.find((p) => p.id !== ctx.remoteId);
      if (!recipient)
        throw new ConnectorFailure({
          kind: 'not_found',
          userMessage: 'Facebook: this conversation has no one to reply to.',
        });
      const sent = await graph.post(
        `${ctx.remoteId}/messages`,
        {
          recipient: JSON.stringify({ id: recipient.id }),
          message: JSON.stringify({ text }),
          messaging_type: 'RESPONSE',
        },
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
