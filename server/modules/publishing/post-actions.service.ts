import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TPostNote } from '../../../contracts/scheduling.ts';
import type { TSchedulerPost } from '../../../contracts/publishing.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import { nextPostStatus } from '../../../statecharts/post-lifecycle/post-lifecycle.machine.ts';
import type {
  PostLifecycleEvent,
  PostStatus,
  PublishMode,
} from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import type { Executor } from '../../db/index.ts';
import { namedForProfile } from './issue-names.ts';
import type { Background } from '../../lib/background.ts';
import { MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { PostKind } from '../../networks/core/types.ts';
import type { Actor } from '../identity/identity.service.ts';
import { postDueMail, type Mailer } from '../mail/index.ts';
import { createNotificationsRepository } from '../notifications/index.ts';
import { NETWORK_DISPLAY_NAMES, type SocialService } from '../social/social.service.ts';
import { createPostActionsRepository, type NoteRow } from './post-actions.repository.ts';
import { createPublishingRepository, type PostRow } from './publishing.repository.ts';
import { contentOf, draftOf, lifecycleOf, STATUS_WORDS } from './post-content.ts';
import type { PublishingService } from './publishing.service.ts';

/** How a reminder names a format: "Time to publish your Instagram story". */
const KIND_WORDS: Partial<Record<PostKind, string>> = {
  story: 'story',
  reel: 'reel',
  video: 'video',
  short: 'Short',
  carousel: 'carousel',
  pin: 'Pin',
  thread: 'thread',
  document: 'document',
};

/** The hosts a network's posts live on: an "I published it" address must be one of them. */
const NETWORK_HOSTS: Record<TProfileNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  x: ['x.com', 'twitter.com'],
  threads: ['threads.net', 'threads.com'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  pinterest: ['pinterest.com', 'pin.it'],
};

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();

  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

export const postLink = (postId: string) => `/publishing/scheduler?post=${encodeURIComponent(postId)}`;

export type PostReminders = { remind(postIds: readonly string[]): Promise<void> };

/**
 * Reminds the authors of posts in notification mode that they are due: an in-app notification for the author
 * (for everyone in the workspace when the author is gone) and an e-mail with a link to the post.
 */
export function createPostReminders({
  db,
  clock,
  mailer,
  publicUrl,
  background,
}: {
  db: Executor;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  background: Background;
}): PostReminders {
  const repo = createPostActionsRepository(db);
  const notifications = createNotificationsRepository(db);

  return {
    async remind(postIds) {
      const targets = await repo.reminderTargets(postIds);
      const now = clock.now();
      const rows = targets.map((target) => {
        const network = NETWORK_DISPLAY_NAMES[target.network as TProfileNetwork];
        const title = `Time to publish your ${network} ${KIND_WORDS[target.kind as PostKind] ?? 'post'}`;
        const excerpt = excerptOf(target.text);

        return {
          target,
          title,
          excerpt,
          row: {
            id: randomUUID(),
            accountId: target.accountId,
            userId: target.userId,
            kind: 'post_due',
            title,
            body: `${target.profileName}${excerpt ? `: “${excerpt}”` : ''}. Publish it by hand, then tell us it is live.`,
            profileId: target.profileId,
            postId: target.id,
            link: postLink(target.id),
            createdAt: now,
          },
        };
      });
      await notifications.insert(rows.map(({ row }) => row));
      for (const { target, title, excerpt, row } of rows) {
        if (!target.email) continue;
        const mail = postDueMail({
          to: target.email,
          firstName: target.firstName ?? '',
          title,
          profileName: target.profileName,
          excerpt,
          url: `${publicUrl}${row.link}`,
        });
        background.run('mail.post-due', () => mailer.send(mail));
      }
    },
  };
}

function noteView(row: NoteRow, actor: Actor): TPostNote {
  const name = [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ') || row.authorEmail || '';

  return {
    id: row.id,
    post_id: row.postId,
    author: row.authorUserId ? { user_id: row.authorUserId, name } : null,
    text: row.text,
    is_own: row.authorUserId === actor.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Notes, converting a post, scheduling drafts in bulk, and the answers to a post's reminder. Every post is
 * read through the account (another account's post is not found) and every status change goes through the
 * post lifecycle (ADR 0009): a change it refuses is a 409 naming the post's status.
 */
export function createPostActionsService({
  db,
  clock,
  social,
  publishing,
  reminders,
  publicUrl,
}: {
  db: Executor;
  clock: Clock;
  social: SocialService;
  /** Shows posts as the scheduler does (library files freshly signed). */
  publishing: Pick<PublishingService, 'get'>;
  reminders: PostReminders;
  publicUrl: string;
  logger?: FastifyBaseLogger;
}) {
  const posts = createPublishingRepository(db);
  const repo = createPostActionsRepository(db);
  const notifications = createNotificationsRepository(db);

  async function requirePost(actor: Actor, id: string): Promise<PostRow> {
    const row = await posts.findPost(actor.accountId, id);
    if (!row) throw notFound('This post');

    return row;
  }

  async function profileOf(actor: Actor, post: PostRow) {
    const profile = await social.repo.findProfile(actor.accountId, post.profileId);
    if (!profile) throw notFound('This post’s profile');

    return profile;
  }

  const view = (actor: Actor, id: string): Promise<TSchedulerPost> => publishing.get(actor, id);

  /** An address of the post on its network: https on one of the network's hosts (the demo network's own). */
  function checkPermalink(post: PostRow, connector: string, value: string): string | null {
    const url = new URL(value);
    const network = post.network as TProfileNetwork;
    const hosts: string[] = [...NETWORK_HOSTS[network]];
    if (connector === 'demo') hosts.push(new URL(publicUrl).hostname);
    const host = url.hostname.toLowerCase();
    if (hosts.some((domain) => hostMatches(host, domain))) return null;

    return `That is not the address of a post on ${NETWORK_DISPLAY_NAMES[network]} (${NETWORK_HOSTS[network].join(', ')}).`;
  }

  return {
    async getPost(actor: Actor, id: string) {
      return view(actor, id);
    },

    // ---- notes ----

    async notes(actor: Actor, postId: string): Promise<TPostNote[]> {
      const post = await requirePost(actor, postId);

      return (await repo.notes(actor.accountId, post.masterPostId)).map((row) => noteView(row, actor));
    },

    async addNote(actor: Actor, postId: string, text: string): Promise<TPostNote> {
      const post = await requirePost(actor, postId);
      const id = randomUUID();
      await repo.addNote({
        id,
        accountId: actor.accountId,
        masterPostId: post.masterPostId,
        postId: post.id,
        authorUserId: actor.userId,
        text,
        createdAt: clock.now(),
      });
      const saved = await repo.note(actor.accountId, post.masterPostId, id);

      return noteView(saved!, actor);
    },

    /** Only its author deletes a note: a teammate's is visible to the user, so the refusal says so (403). */
    async deleteNote(actor: Actor, postId: string, noteId: string): Promise<void> {
      const post = await requirePost(actor, postId);
      const note = await repo.note(actor.accountId, post.masterPostId, noteId);
      if (!note) throw notFound('This note');
      if (
        note.authorUserId !== actor.userId ||
        !(await repo.deleteOwnNote(actor.accountId, noteId, actor.userId))
      )
        throw new AppError('forbidden', 'Only the person who wrote this note can delete it.');
    },

    // ---- converting ----

    /**
     * Changes how a post is published and/or its format, checked like the composer checks a new post: the
     * format against the network's rules, automatic publishing against what the network allows.
     */
    async convert(
      actor: Actor,
      id: string,
      input: { publish_mode?: PublishMode | undefined; kind?: PostKind | undefined },
    ): Promise<TSchedulerPost> {
      const post = await requirePost(actor, id);
      const mode = input.publish_mode ?? (post.publishMode as PublishMode);
      const next = nextPostStatus(lifecycleOf(post), { type: 'mode.changed', publishMode: mode });
      if (!next)
        throw conflict(
          `This post is ${STATUS_WORDS[post.status as PostStatus]}: how it is published can no longer change.`,
        );
      const profile = await profileOf(actor, post);
      const connector = social.connectorOf(profile);
      const network = NETWORK_DISPLAY_NAMES[post.network as TProfileNetwork];
      const content = { ...contentOf(post), ...(input.kind ? { kind: input.kind } : {}) };
      const errors: Record<string, string[]> = {};
      for (const issue of namedForProfile(connector.validate(draftOf(content)), network, profile.name))
        (errors[issue.field] ??= []).push(issue.message);
      if (mode === 'auto' && !connector.capabilities.features.includes('publish'))
        errors.publish_mode = [
          `${network} cannot publish this profile’s posts automatically: keep it as a reminder to publish it by hand.`,
        ];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const changes = [
        mode !== post.publishMode
          ? mode === 'auto'
            ? 'Now published automatically.'
            : 'Now a reminder to publish it by hand.'
          : null,
        content.kind !== post.kind ? `Format changed to ${content.kind}.` : null,
      ].filter(Boolean);
      if (changes.length === 0) return view(actor, id);
      const updated = await posts.updatePost(
        actor.accountId,
        id,
        post.status,
        { publishMode: mode, kind: content.kind },
        {
          type: 'mode.changed',
          to: next.status,
          message: changes.join(' '),
          actorUserId: actor.userId,
          at: clock.now(),
        },
      );
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');

      return view(actor, id);
    },

    // ---- scheduling drafts in bulk ----

    /**
     * Schedules drafts at their own times in one transaction, each through the lifecycle: all or none. A post
     * that cannot be scheduled is named by its place in the list with the reason.
     */
    async confirmDrafts(actor: Actor, postIds: readonly string[]): Promise<TSchedulerPost[]> {
      const rows: PostRow[] = [];
      for (const id of postIds) {
        const row = await posts.findPost(actor.accountId, id);
        if (!row) throw notFound('One of these posts');
        rows.push(row);
      }
      const now = clock.now();
      const errors: Record<string, string> = {};
      const seen = new Set<string>();
      rows.forEach((post, index) => {
        const field = `post_ids.${index}`;
        if (seen.has(post.id)) errors[field] = 'This post is in the list twice.';
        else if (post.status !== 'draft')
          errors[field] = `This post is ${STATUS_WORDS[post.status as PostStatus]}, not a draft.`;
        else if (!post.scheduledAt) errors[field] = 'This draft has no time yet: give it one first.';
        else if (post.scheduledAt.getTime() < now.getTime() - MINUTE_MS)
          errors[field] = 'This draft’s time has passed: pick a time in the future.';
        else if (!nextPostStatus(lifecycleOf(post), { type: 'schedule' }))
          errors[field] = 'This post needs approval before it can be scheduled.';
        seen.add(post.id);
      });
      const refused = Object.keys(errors).length;
      if (refused > 0)
        throw invalid(
          errors,
          `${refused} of these drafts cannot be scheduled, so none was: ${Object.values(errors)[0]}`,
        );
      await db.transaction(async (tx) => {
        const inTx = createPublishingRepository(tx);
        for (const post of rows) {
          const next = nextPostStatus(lifecycleOf(post), { type: 'schedule' })!;
          const updated = await inTx.updatePost(
            actor.accountId,
            post.id,
            post.status,
            { status: next.status },
            { type: 'schedule', to: next.status, actorUserId: actor.userId, at: now },
          );
          if (!updated) throw conflict('One of these posts changed meanwhile: reload them and try again.');
        }
      });

      return Promise.all(rows.map((post) => view(actor, post.id)));
    },

    // ---- notification publishing ----

    /** Reminds the post's author again of a post waiting to be published by hand. */
    async pushReminder(actor: Actor, postId: string): Promise<TSchedulerPost> {
      const post = await requirePost(actor, postId);
      if (post.status !== 'notification_due')
        throw conflict(
          `This post is ${STATUS_WORDS[post.status as PostStatus]}: it is not waiting for you to publish it.`,
        );
      await reminders.remind([post.id]);
      await posts.addEvent(post.id, {
        type: 'reminded',
        from: post.status,
        to: post.status,
        message: 'Reminded again to publish it by hand.',
        actorUserId: actor.userId,
        at: clock.now(),
      });

      return view(actor, postId);
    },

    /**
     * The answer to a reminder: "I published it" (with the live post's address when given) makes the post
     * published; "I won't publish it" makes it a draft again. Either way its reminders are read.
     */
    async answerReminder(
      actor: Actor,
      input: { post_id: string; published: boolean; permalink?: string | null | undefined },
    ): Promise<TSchedulerPost> {
      const post = await requirePost(actor, input.post_id);
      if (post.status !== 'notification_due')
        throw conflict(
          `This post is ${STATUS_WORDS[post.status as PostStatus]}: it is not waiting for you to publish it.`,
        );
      const event: PostLifecycleEvent = input.published
        ? { type: 'notification.confirmed' }
        : { type: 'unschedule' };
      const next = nextPostStatus(lifecycleOf(post), event);
      if (!next) throw conflict(`This post is ${STATUS_WORDS[post.status as PostStatus]}.`);
      const permalink = input.published && input.permalink ? input.permalink : null;
      if (permalink) {
        const problem = checkPermalink(post, (await profileOf(actor, post)).connector, permalink);
        if (problem) throw invalid({ permalink: problem });
      }
      const now = clock.now();
      const updated = await posts.updatePost(
        actor.accountId,
        post.id,
        post.status,
        input.published
          ? { status: next.status, publishedAt: now, ...(permalink ? { permalink } : {}) }
          : { status: next.status },
        {
          type: input.published ? 'notification.confirmed' : 'notification.declined',
          to: next.status,
          message: input.published ? 'Published by hand.' : 'Not published: back to a draft.',
          actorUserId: actor.userId,
          at: now,
        },
      );
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');
      await notifications.markPostRead(actor.accountId, post.id, now);

      return view(actor, post.id);
    },
  };
}

export type PostActionsService = ReturnType<typeof createPostActionsService>;
