/**
 * The scheduled post's lifecycle, as data: the statuses a post is stored with, and the events that move it.
 * The server imports this file (and `post-lifecycle.machine.ts`), so it stays plain: relative imports only,
 * nothing that needs a browser.
 */

/** The status a post is stored with; each one is a state of `postLifecycleMachine`. */
export const POST_STATUS = {
  DRAFT: 'draft',
  AWAITING_APPROVAL: 'awaiting_approval',
  APPROVED: 'approved',
  SCHEDULED: 'scheduled',
  PUBLISHING: 'publishing',
  PUBLISHED: 'published',
  FAILED: 'failed',
  NOTIFICATION_DUE: 'notification_due',
} as const;

export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];

/** `auto`: the worker publishes at the scheduled time; `notification`: the user is reminded, posts by hand. */
export type PublishMode = 'auto' | 'notification';

/**
 * Why publishing failed, as the scheduler tells the user: `reconnect` (reconnect the profile), `retry_later`
 * (we'll retry later: the worker's retries ran out), `rejected` (the network refused the post).
 */
export type FailureReason = 'reconnect' | 'retry_later' | 'rejected';

export type PostLifecycleContext = {
  /** The workspace asks for approval before a post can be scheduled. */
  approvalRequired: boolean;
  publishMode: PublishMode;
  /** Set in `failed` only; cleared when the post leaves it. */
  failureReason: FailureReason | null;
  /** The network's or the worker's words, for the scheduler to show; set in `failed` only. */
  failureMessage: string | null;
};

/** A stored post: its status (a new post has none: draft) and what its context is built from. */
export type PostLifecycleInput = {
  status?: PostStatus;
  approvalRequired: boolean;
  publishMode: PublishMode;
  failureReason?: FailureReason | null;
  failureMessage?: string | null;
};

export type PostLifecycleEvent =
  /** The author sends the draft for approval. */
  | { type: 'approval.requested' }
  /** An approver accepts the post. */
  | { type: 'approval.granted' }
  /** An approver sends the post back to its author. */
  | { type: 'approval.refused' }
  /** The post is put on the calendar. */
  | { type: 'schedule' }
  /** The post is taken off the calendar, back to a draft (an approval is withdrawn). */
  | { type: 'unschedule' }
  /** The worker: the scheduled time has come. */
  | { type: 'due' }
  /** The worker: the network accepted the post. */
  | { type: 'publish.succeeded' }
  /** The worker: publishing failed for good (after its own retries of a passing failure). */
  | { type: 'publish.failed'; reason: FailureReason; message: string }
  /** The user published the post by hand from the notification. */
  | { type: 'notification.confirmed' }
  /** The user puts a failed post back on the calendar. */
  | { type: 'reschedule' }
  /** The user switches between automatic publishing and a notification. */
  | { type: 'mode.changed'; publishMode: PublishMode };

export type PostLifecycleEventType = PostLifecycleEvent['type'];
