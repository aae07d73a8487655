/**
 * Reading a Threads profile (networks.md §6.2): profile, posts, replies (as comments) and reply moderation.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type {
  AccountCtx,
  Page,
  PostKind,
  ProfileSnapshot,
  RemoteComment,
  RemoteMedia,
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
import { insightsBody, lifetimeValue } from '../meta/insights.ts';

const child = z.object({
  media_type: z.string().optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

const postSchema = child.extend({
  id: z.string(),
  text: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string().optional(),
  children: z.object({ data: z.array(child) }).optional(),
});

const POST_FIELDS =
  'id,media_type,media_url,thumbnail_url,permalink,text,timestamp,children{media_type,media_url,thumbnail_url}';

const KINDS: Record<string, PostKind> = {
  TEXT_POST: 'text',
  IMAGE: 'image',
  VIDEO: 'video',
  CAROUSEL_ALBUM: 'carousel',
  AUDIO: 'post',
  REPOST_FACADE: 'post',
};

function toMedia(item: z.output<typeof child>): RemoteMedia {
  return {
    type: item.media_type === 'VIDEO' ? 'video' : 'image',
    url: item.media_url ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
  };
}

function toPost(post: z.output<typeof postSchema>): RemotePost {
  const items = post.children?.data.length ? post.children.data : post.media_url ? [post] : [];

  return {
    remoteId: post.id,
    kind: KINDS[post.media_type ?? ''] ?? 'post',
    text: post.text ?? '',
    permalink: post.permalink ?? null,
    publishedAt: post.timestamp ? isoFromGraph(post.timestamp) : '',
    media: items.map(toMedia),
  };
}

const replySchema = z.object({
  id: z.string(),
  text: z.string().optional(),
  username: z.string().optional(),
  timestamp: z.string().optional(),
  hide_status: z.string().optional(),
  replied_to: z.object({ id: z.string() }).optional(),
  root_post: z.object({ id: z.string() }).optional(),
});

const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  threads_profile_picture_url: z.string().optional(),
});

export function createThreadsReader(deps: { graph: Graph; clock: Clock }) {
  const { graph, clock } = deps;

  /** The follower total lives in user insights; without the insights scope the profile still loads. */
  async function followers(ctx: AccountCtx): Promise<number | null> {
    try {
      const body = await graph.get(
        `${ctx.remoteId}/threads_insights`,
        { metric: 'followers_count' },
        insightsBody,
        tokenFor(ctx),
      );

      return lifetimeValue(body.data.find((item) => item.name === 'followers_count'));
    } catch (error) {
      if (error instanceof ConnectorFailure && error.error.kind === 'permission_missing') return null;
      throw error;
    }
  }

  return {
    async getProfile(ctx: AccountCtx): Promise<ProfileSnapshot> {
      const profile = await graph.get(
        ctx.remoteId,
        { fields: 'id,username,name,threads_profile_picture_url' },
        profileSchema,
        tokenFor(ctx),
      );

      return {
        remoteId: profile.id,
        name: profile.name || profile.username,
        handle: profile.username,
        avatarUrl: profile.threads_profile_picture_url ?? null,
        followers: await followers(ctx),
        following: null,
        postsCount: null,
        url: `https://www.threads.com/@${profile.username}`,
      };
    },

    async listPosts(
      ctx: AccountCtx,
      query: { since?: string; until?: string; cursor?: string | null },
    ): Promise<Page<RemotePost>> {
      const body = await graph.get(
        `${ctx.remoteId}/threads`,
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
        `${postRemoteId}/replies`,
        {
          fields: 'id,text,username,timestamp,hide_status,replied_to{id},root_post{id}',
          after: cursor ?? undefined,
        },
        paged(replySchema),
        tokenFor(ctx),
      );

      return pageOf(body, (reply) => ({
        remoteId: reply.id,
        postRemoteId: reply.root_post?.id ?? postRemoteId,
        parentRemoteId:
          reply.replied_to?.id && reply.replied_to.id !== postRemoteId ? reply.replied_to.id : null,
        authorName: reply.username ?? '',
        authorHandle: reply.username ?? null,
        text: reply.text ?? '',
        createdAt: reply.timestamp ? isoFromGraph(reply.timestamp) : '',
        hidden: reply.hide_status === 'HIDDEN',
      }));
    },

    /** A reply is a text container with `reply_to_id`, then published: two calls. */
    async replyToComment(ctx: AccountCtx, commentRemoteId: string, text: string): Promise<RemoteComment> {
      const container = await graph.post(
        `${ctx.remoteId}/threads`,
        { media_type: 'TEXT', text, reply_to_id: commentRemoteId },
        idBody,
        tokenFor(ctx),
      );
      const published = await graph.post(
        `${ctx.remoteId}/threads_publish`,
        { creation_id: container.id },
        idBody,
        tokenFor(ctx),
      );

      return {
        remoteId: published.id,
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
      if (action === 'delete')
        throw new ConnectorFailure({
          kind: 'permission_missing',
          userMessage: "Threads does not let you delete other people's replies; hide it instead.",
        });
      await graph.post(
        `${commentRemoteId}/manage_reply`,
        { hide: action === 'hide' },
        successBody,
        tokenFor(ctx),
      );
    },
  };
}
