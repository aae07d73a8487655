import { randomUUID } from 'node:crypto';
import type { TSchedulerPost } from '../../../contracts/publishing.ts';
import { nextPostStatus } from '../../../statecharts/post-lifecycle/post-lifecycle.machine.ts';
import type {
  PostLifecycleEvent,
  PostStatus,
} from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import type { Executor } from '../../db/index.ts';
import { MINUTE_MS } from '../../lib/clock.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import {
  contentOf,
  lifecycleOf,
  STATUS_WORDS,
  withLocation,
  type Content,
  type CreatePostsInput,
  type UpdatePostInput,
} from './post-content.ts';
import type { PostChecks, PublishingDeps } from './post-checks.ts';
import { iso, postView } from './post-view.ts';
import { createPublishingRepository, type NewPostRow, type PostChanges } from './publishing.repository.ts';
import { createTimeSlotsRepository } from './time-slots.repository.ts';

/** A new post's rows, one per profile, all of one master post. */
function newPostRows(
  actor: Actor,
  input: CreatePostsInput,
  ids: string[],
  contents: Map<string, Content>,
  timeOf: (id: string) => Date | null,
  now: Date,
): NewPostRow[] {
  // Written with a time: scheduled, or sent for approval first; without one: a draft.
  const statusAt = (at: Date | null): PostStatus =>
    !at ? 'draft' : input.approval_required ? 'awaiting_approval' : 'scheduled';
  const masterPostId = randomUUID();

  return ids.map((id): NewPostRow => {
    const content = contents.get(id)!;

    return {
      id: randomUUID(),
      accountId: actor.accountId,
      profileId: id,
      masterPostId,
      createdBy: actor.userId,
      kind: content.kind,
      text: content.text,
      media: content.media,
      firstComment: content.first_comment,
      link: content.link,
      options: withLocation({}, content.location ?? null),
      status: statusAt(timeOf(id)),
      approvalRequired: input.approval_required,
      publishMode: input.publish_mode,
      scheduledAt: timeOf(id),
      createdAt: now,
      updatedAt: now,
    };
  });
}

/**
 * What users write in the scheduler: posts for several profiles at once (checked against each network before
 * anything is saved), their edits, and their moves through the lifecycle (statecharts/post-lifecycle).
 */
export function createPostCommands({ db, clock }: PublishingDeps, checks: PostChecks) {
  const { repo, sign, requirePost, ownProfiles, issuesFor, futureTime, resolveMedia, checkDraft, view } =
    checks;

  const commands = {
    /**
     * Checks a new post against each of its profiles' networks and builds its rows, without saving: `errors`
     * (by field, each naming the network and its limit) is empty when it can be saved. Another account's
     * profile is not found (404). The bulk import checks every row with this, then saves them together.
     */
    async prepare(
      actor: Actor,
      input: CreatePostsInput,
    ): Promise<{ rows: NewPostRow[]; errors: Record<string, string[]> }> {
      const { ids, owned, contents, errors, scheduledAt } = await checkDraft(actor, input);
      const now = clock.now();
      // Added to the queue: each profile at its own next free time slot.
      const queued = input.queue
        ? await createTimeSlotsRepository(db).nextFree(actor.accountId, ids, now, 1)
        : null;
      if (queued) {
        errors.delete('scheduled_at');
        const without = ids.filter((id) => queued.get(id)!.next.length === 0);
        if (without.length > 0)
          errors.set(
            'queue',
            without.map((id) => `${owned.get(id)!.name} has no free time slot: set its time slots first.`),
          );
      }
      const timeOf = (id: string) => (queued ? (queued.get(id)!.next[0] ?? null) : scheduledAt);

      return {
        rows: newPostRows(actor, input, ids, contents, timeOf, now),
        errors: Object.fromEntries(errors),
      };
    },
    /**
     * Saves rows `prepare` built (of one or many posts) in one transaction, each with its history. `alongside`
     * writes what must happen with them in the same transaction (an idea marked used): if it throws, no post is
     * saved.
     */
    async createPrepared(
      actor: Actor,
      rows: NewPostRow[],
      alongside?: (tx: Executor) => Promise<void>,
    ): Promise<TSchedulerPost[]> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await createPublishingRepository(tx).insertPosts(rows, {
          type: 'created',
          actorUserId: actor.userId,
          at: now,
        });
        if (alongside) await alongside(tx);
      });
      const listed = await Promise.all(rows.map((row) => repo.findPost(actor.accountId, row.id)));

      return listed.flatMap((row) => (row ? [postView(row, now, sign)] : []));
    },
    async create(actor: Actor, input: CreatePostsInput): Promise<TSchedulerPost[]> {
      const { rows, errors } = await commands.prepare(actor, input);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      return commands.createPrepared(actor, rows);
    },

    async update(actor: Actor, id: string, input: UpdatePostInput): Promise<TSchedulerPost> {
      const post = await requirePost(actor, id);
      if (post.status === 'publishing' || post.status === 'published')
        throw conflict(
          `This post is ${STATUS_WORDS[post.status as PostStatus]}: it can no longer be changed.`,
        );
      const errors = new Map<string, string[]>();
      const scheduledAt =
        input.scheduled_at === undefined ? post.scheduledAt : futureTime(input.scheduled_at, errors);
      if (
        !scheduledAt &&
        (post.status === 'scheduled' || post.status === 'approved' || post.status === 'awaiting_approval')
      )
        errors.set('scheduled_at', ['A scheduled post needs a time; unschedule it to keep it as a draft.']);
      const { scheduled_at: _time, publish_mode: _mode, media: writtenMedia, ...edits } = input;
      const content: Content = {
        ...contentOf(post),
        ...edits,
        ...(writtenMedia
          ? { media: (await resolveMedia(actor.accountId, [writtenMedia]))(writtenMedia) }
          : {}),
      };
      const profile = (await ownProfiles(actor, [post.profileId])).get(post.profileId)!;
      for (const issue of issuesFor(profile, content))
        errors.set(issue.field, [...(errors.get(issue.field) ?? []), issue.message]);
      if (errors.size > 0) throw invalid(Object.fromEntries(errors));
      const changes: PostChanges = {
        kind: content.kind,
        text: content.text,
        media: content.media,
        firstComment: content.first_comment,
        link: content.link,
        options: withLocation(post.options, content.location ?? null),
        scheduledAt,
        ...(input.publish_mode ? { publishMode: input.publish_mode } : {}),
      };
      const moved = input.scheduled_at !== undefined && iso(scheduledAt) !== iso(post.scheduledAt);
      const updated = await repo.updatePost(actor.accountId, id, post.status, changes, {
        type: moved ? 'rescheduled' : 'edited',
        to: post.status,
        message: moved && scheduledAt ? `Moved to ${scheduledAt.toISOString()}` : null,
        actorUserId: actor.userId,
        at: clock.now(),
      });
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');

      return view(actor, id);
    },

    async setStatus(actor: Actor, id: string, event: PostLifecycleEvent['type']): Promise<TSchedulerPost> {
      const post = await requirePost(actor, id);
      const from = post.status as PostStatus;
      if ((event === 'schedule' || event === 'reschedule') && post.scheduledAt === null)
        throw invalid({ scheduled_at: 'Pick a time before scheduling the post.' });
      if (
        (event === 'schedule' || event === 'reschedule') &&
        post.scheduledAt !== null &&
        post.scheduledAt.getTime() < clock.now().getTime() - MINUTE_MS
      )
        throw invalid({ scheduled_at: 'Pick a time in the future.' });
      const next = nextPostStatus(lifecycleOf(post), { type: event } as PostLifecycleEvent);
      if (!next) throw conflict(`This post is ${STATUS_WORDS[from]}: “${event}” does not apply to it.`);
      const updated = await repo.updatePost(
        actor.accountId,
        id,
        from,
        {
          status: next.status,
          failureReason: next.failureReason,
          failureMessage: next.failureMessage,
          ...(event === 'reschedule' ? { attempts: 0, publishState: null } : {}),
          ...(next.status === 'published' ? { publishedAt: clock.now() } : {}),
        },
        { type: event, to: next.status, actorUserId: actor.userId, at: clock.now() },
      );
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');

      return view(actor, id);
    },
  };

  return commands;
}
