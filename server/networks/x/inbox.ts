/**
 * X mentions, replies (as comments) and direct messages (networks.md §5.2). DMs cover the last 30 days
 * (`GET /2/dm_events`); replies come from recent search (`conversation_id:`), which covers the last 7 days.
 */
import type { Clock } from '../../lib/clock.ts';
import type {
  AccountCtx,
  Page,
  RemoteComment,
  RemoteConversation,
  RemoteMention,
  RemoteMessage,
} from '../core/types.ts';
import type { XClient } from './client.ts';
import { permalinkOf } from './read.ts';
import {
  createdTweetSchema,
  deletedSchema,
  dmEventListSchema,
  dmSentSchema,
  hiddenSchema,
  tweetListSchema,
  type XDmEvent,
  type XTweet,
  type XUser,
} from './schemas.ts';

const DM_FIELDS = 'id,text,event_type,dm_conversation_id,created_at,sender_id,participant_ids';
const REPLY_FIELDS = 'created_at,author_id,referenced_tweets,conversation_id';

function userById(users: readonly XUser[] | undefined, id: string | undefined): XUser | undefined {
  return users?.find((user) => user.id === id);
}

export async function listMentions(
  api: XClient,
  ctx: AccountCtx,
  cursor?: string | null,
): Promise<Page<RemoteMention>> {
  const page = await api.get(
    `/users/${encodeURIComponent(ctx.remoteId)}/mentions`,
    {
      max_results: 100,
      pagination_token: cursor ?? undefined,
      'tweet.fields': REPLY_FIELDS,
      expansions: 'author_id',
      'user.fields': 'username',
    },
    tweetListSchema,
  );

  return {
    items: (page.data ?? []).map((tweet) => {
      const author = userById(page.includes?.users, tweet.author_id);
      const isReply = tweet.referenced_tweets?.some((ref) => ref.type === 'replied_to') ?? false;

      return {
        remoteId: tweet.id,
        // A reply that names the account is a comment; any other post that names it is a caption mention.
        kind: isReply ? 'comment' : 'caption',
        authorHandle: author?.username ?? null,
        text: tweet.text,
        permalink: permalinkOf(tweet.id, author?.username),
        createdAt: tweet.created_at ?? '',
      };
    }),
    nextCursor: page.meta?.next_token ?? null,
  };
}

function toComment(tweet: XTweet, postRemoteId: string, users: readonly XUser[] | undefined): RemoteComment {
  const author = userById(users, tweet.author_id);
  const parent = tweet.referenced_tweets?.find((ref) => ref.type === 'replied_to')?.id;

  return {
    remoteId: tweet.id,
    postRemoteId,
    parentRemoteId: parent && parent !== postRemoteId ? parent : null,
    authorName: author?.name ?? author?.username ?? 'X user',
    authorHandle: author?.username ?? null,
    text: tweet.text,
    createdAt: tweet.created_at ?? '',
  };
}

export async function listComments(
  api: XClient,
  postRemoteId: string,
  cursor?: string | null,
): Promise<Page<RemoteComment>> {
  const page = await api.get(
    '/tweets/search/recent',
    {
      query: `conversation_id:${postRemoteId} is:reply`,
      max_results: 100,
      next_token: cursor ?? undefined,
      'tweet.fields': REPLY_FIELDS,
      expansions: 'author_id',
      'user.fields': 'username,name',
    },
    tweetListSchema,
  );

  return {
    items: (page.data ?? []).map((tweet) => toComment(tweet, postRemoteId, page.includes?.users)),
    nextCursor: page.meta?.next_token ?? null,
  };
}

export async function replyToComment(
  api: XClient,
  clock: Clock,
  ctx: AccountCtx,
  commentRemoteId: string,
  text: string,
): Promise<RemoteComment> {
  const { data } = await api.send(
    'POST',
    '/tweets',
    { text, reply: { in_reply_to_tweet_id: commentRemoteId } },
    createdTweetSchema,
  );

  return {
    remoteId: data.id,
    postRemoteId: commentRemoteId,
    parentRemoteId: commentRemoteId,
    authorName: ctx.remoteId,
    authorHandle: null,
    text,
    createdAt: clock.now().toISOString(),
  };
}

/** Hide/unhide a reply to the account's post (`tweet.moderate.write`), or delete one of the account's own posts. */
export async function moderateComment(
  api: XClient,
  commentRemoteId: string,
  action: 'hide' | 'unhide' | 'delete',
): Promise<void> {
  const id = encodeURIComponent(commentRemoteId);
  if (action === 'delete') await api.send('DELETE', `/tweets/${id}`, undefined, deletedSchema);
  else await api.send('PUT', `/tweets/${id}/hidden`, { hidden: action === 'hide' }, hiddenSchema);
}

function otherParticipant(event: XDmEvent, selfId: string): string | undefined {
  return (
    event.participant_ids?.find((id) => id !== selfId) ??
    (event.sender_id !== selfId ? event.sender_id : undefined)
  );
}

function toMessage(event: XDmEvent, selfId: string): RemoteMessage {
  return {
    remoteId: event.id,
    conversationRemoteId: event.dm_conversation_id ?? '',
    fromSelf: event.sender_id === selfId,
    text: event.text ?? '',
    createdAt: event.created_at ?? '',
  };
}

/** Conversations from the account's recent DM events (newest first): one per conversation, with its last text. */
export async function listConversations(
  api: XClient,
  ctx: AccountCtx,
  cursor?: string | null,
): Promise<Page<RemoteConversation>> {
  const page = await api.get(
    '/dm_events',
    {
      event_types: 'MessageCreate',
      max_results: 100,
      pagination_token: cursor ?? undefined,
      'dm_event.fields': DM_FIELDS,
      expansions: 'sender_id,participant_ids',
      'user.fields': 'username,name',
    },
    dmEventListSchema,
  );
  const conversations = new Map<string, RemoteConversation>();
  for (const event of page.data ?? []) {
    const id = event.dm_conversation_id;
    if (!id || conversations.has(id)) continue;
    const other = userById(page.includes?.users, otherParticipant(event, ctx.remoteId));
    conversations.set(id, {
      remoteId: id,
      participantName: other?.name ?? other?.username ?? 'X user',
      participantHandle: other?.username ?? null,
      updatedAt: event.created_at ?? '',
      snippet: event.text ?? null,
    });
  }

  return { items: [...conversations.values()], nextCursor: page.meta?.next_token ?? null };
}

export async function listMessages(
  api: XClient,
  ctx: AccountCtx,
  conversationRemoteId: string,
  cursor?: string | null,
): Promise<Page<RemoteMessage>> {
  const page = await api.get(
    `/dm_conversations/${encodeURIComponent(conversationRemoteId)}/dm_events`,
    {
      event_types: 'MessageCreate',
      max_results: 100,
      pagination_token: cursor ?? undefined,
      'dm_event.fields': DM_FIELDS,
    },
    dmEventListSchema,
  );

  return {
    items: (page.data ?? []).map((event) => toMessage(event, ctx.remoteId)),
    nextCursor: page.meta?.next_token ?? null,
  };
}

export async function sendMessage(
  api: XClient,
  clock: Clock,
  conversationRemoteId: string,
  text: string,
): Promise<RemoteMessage> {
  const { data } = await api.send(
    'POST',
    `/dm_conversations/${encodeURIComponent(conversationRemoteId)}/messages`,
    { text },
    dmSentSchema,
  );

  return {
    remoteId: data.dm_event_id,
    conversationRemoteId: data.dm_conversation_id,
    fromSelf: true,
    text,
    createdAt: clock.now().toISOString(),
  };
}
