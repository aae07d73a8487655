import {
  createSchedulerPosts,
  listSchedulerPostEvents,
  listSchedulerPosts,
  listSchedulerPostsSpecifications,
  setSchedulerPostStatus,
  updateSchedulerPost,
  type TSchedulerPost,
} from '@contracts/publishing.ts';
import { getProfilesActivity, listProfileMedias } from '@contracts/analytics.ts';
import type { TProfileNetwork } from '@contracts/social.ts';
import { NETWORK_NAMES } from '@contracts/networks.ts';
import { textLength } from '@contracts/text.ts';
import { nextPostStatus } from '@statecharts/post-lifecycle/post-lifecycle.machine.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { specificationFixture } from './captions.ts';
import { SOCIAL_IDS } from './social.ts';
import { nextQueueSlot } from './time-slots.ts';

const NETWORK_OF: Record<string, TProfileNetwork> = {
  [SOCIAL_IDS.instagram]: 'instagram',
  [SOCIAL_IDS.facebook]: 'facebook',
  [SOCIAL_IDS.x]: 'x',
  [SOCIAL_IDS.linkedin]: 'linkedin',
  [SOCIAL_IDS.demo]: 'tiktok',
};

/** A scheduled post of the fixtures. */
export function schedulerPostFixture(overrides: Partial<TSchedulerPost> = {}): TSchedulerPost {
  return {
    id: '8d0c0000-0000-4000-8000-000000000001',
    master_post_id: '8e0c0000-0000-4000-8000-000000000001',
    profile_id: SOCIAL_IDS.x,
    network: 'x',
    kind: 'text',
    text: 'Our winter blend is back: cinnamon, orange peel and a dark roast. #coffee',
    media: [],
    first_comment: null,
    link: null,
    status: 'scheduled',
    approval_required: false,
    publish_mode: 'auto',
    scheduled_at: '2026-11-24T08:30:00.000Z',
    failure_reason: null,
    failure_message: null,
    remote_id: null,
    permalink: null,
    published_at: null,
    is_stuck: false,
    attempts: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const id = (n: number) => `8d0c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A month of posts around the stories' today (22 November 2026) in every status. */
export function schedulerPostsFixture(): TSchedulerPost[] {
  return [
    schedulerPostFixture({
      id: id(1),
      status: 'published',
      scheduled_at: '2026-11-18T09:00:00.000Z',
      published_at: '2026-11-18T09:00:04.000Z',
      permalink: 'https://x.com/kestrelcoffee/status/1',
      remote_id: '1',
      text: 'Cupping notes from Tuesday: the Ethiopian lot is ready.',
    }),
    schedulerPostFixture({
      id: id(2),
      profile_id: SOCIAL_IDS.linkedin,
      network: 'linkedin',
      status: 'failed',
      scheduled_at: '2026-11-20T07:00:00.000Z',
      failure_reason: 'rejected',
      failure_message: 'LinkedIn refused the post: the link preview could not be fetched.',
      text: 'We are hiring a head roaster in Bristol.',
      link: 'https://kestrel.example/jobs/roaster',
      kind: 'link',
    }),
    schedulerPostFixture({ id: id(3), scheduled_at: '2026-11-24T08:30:00.000Z' }),
    schedulerPostFixture({
      id: id(4),
      profile_id: SOCIAL_IDS.linkedin,
      network: 'linkedin',
      status: 'awaiting_approval',
      approval_required: true,
      scheduled_at: '2026-11-24T12:00:00.000Z',
      text: 'Three years of direct trade with the Huila cooperative, in numbers.',
    }),
    schedulerPostFixture({
      id: id(5),
      profile_id: SOCIAL_IDS.instagram,
      network: 'instagram',
      kind: 'image',
      status: 'notification_due',
      publish_mode: 'notification',
      scheduled_at: '2026-11-22T11:00:00.000Z',
      text: 'Latte art Friday ☕',
      media: [
        {
          type: 'image',
          url: 'https://images.example/latte.jpg',
          mime_type: 'image/jpeg',
          bytes: 204_800,
          width: 1080,
          height: 1350,
        },
      ],
    }),
    ...[26, 26, 26, 26, 27].map((day, index) =>
      schedulerPostFixture({
        id: id(10 + index),
        scheduled_at: `2026-11-${day}T${String(8 + index).padStart(2, '0')}:15:00.000Z`,
        text: `Black Friday week, day ${index + 1}: 20% off every bag.`,
      }),
    ),
    ...[
      ['2026-11-28T17:00:00.000Z', 'Weekend cold brew, on tap'],
      ['2026-12-02T08:00:00.000Z', 'Meet our roaster, Amaru'],
    ].map(([at, text], index) =>
      schedulerPostFixture({
        id: id(30 + index),
        profile_id: SOCIAL_IDS.instagram,
        network: 'instagram',
        kind: 'image',
        scheduled_at: at!,
        text: text!,
        media: [
          {
            type: 'image',
            url: `https://images.example/planned-${index}.jpg`,
            mime_type: 'image/jpeg',
            bytes: 300_000,
          },
        ],
      }),
    ),
    schedulerPostFixture({
      id: id(20),
      status: 'draft',
      scheduled_at: null,
      text: 'An idea for the holiday gift guide',
    }),
  ];
}

type Options = { posts?: TSchedulerPost[] };

/**
 * A small stateful stand-in for the scheduler: the posts of a month, created, edited, moved and moved on in
 * their lifecycle with the same statechart the server uses; text longer than a network allows is refused as
 * the server does (422 naming the network and the limit).
 */
export function publishingHandlers(options: Options = {}) {
  let posts = options.posts ?? schedulerPostsFixture();
  const events = new Map<
    string,
    {
      at: string;
      type: string;
      from_status: null | TSchedulerPost['status'];
      to_status: TSchedulerPost['status'] | null;
      message: string | null;
      actor_user_id: null;
    }[]
  >();
  let counter = 100;
  const find = (postId: string) => {
    const post = posts.find((entry) => entry.id === postId);
    if (!post) throw new MockApiError(404, { message: 'This post was not found.', code: 'not_found' });

    return post;
  };
  const store = (post: TSchedulerPost) => {
    posts = posts.map((entry) => (entry.id === post.id ? post : entry));

    return post;
  };
  const log = (post: TSchedulerPost, type: string, from: TSchedulerPost['status'] | null) => {
    events.set(post.id, [
      ...(events.get(post.id) ?? []),
      {
        at: post.updated_at,
        type,
        from_status: from,
        to_status: post.status,
        message: null,
        actor_user_id: null,
      },
    ]);
  };

  return [
    mockEndpoint(listSchedulerPosts, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = Date.parse(query.get('from') ?? '');
      const to = Date.parse(query.get('to') ?? '');

      return posts.filter((post) =>
        post.scheduled_at === null
          ? query.get('drafts') === '1'
          : Date.parse(post.scheduled_at) >= from && Date.parse(post.scheduled_at) < to,
      );
    }),
    // The chosen profiles' best times to post, for the composer's suggestions (weekday 0 = Monday).
    mockEndpoint(getProfilesActivity, ({ request }) => ({
      time_zone: new URL(request.url).searchParams.get('tz') ?? 'UTC',
      best_times: {
        cells: [],
        top: [
          { weekday: 1, hour: 9, avg_engagement_rate: 0.052 },
          { weekday: 3, hour: 18, avg_engagement_rate: 0.047 },
          { weekday: 5, hour: 11, avg_engagement_rate: 0.041 },
        ],
        formula: 'average engagement rate of the posts published in each weekday and hour',
      },
      followers_online: null,
      posting: { days: [], posts: [] },
      audience: null,
    })),
    // A profile's published posts, newest first, for the feed preview under the planned ones.
    mockEndpoint(listProfileMedias, ({ params }) => {
      const items = Array.from({ length: 6 }, (_, index) => ({
        id: `9f0c0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        profile_id: String(params.spid),
        network: NETWORK_OF[String(params.spid)] ?? 'instagram',
        kind: index === 1 ? 'carousel' : index === 3 ? 'reel' : 'image',
        text: `Published post ${index + 1}`,
        permalink: null,
        published_at: new Date(Date.parse('2026-11-21T10:00:00.000Z') - index * 2 * 86_400_000).toISOString(),
        thumbnail_url: null,
        metrics: {},
        engagement_rate: null,
        metrics_updated_at: null,
      }));

      return { items, next_cursor: null, total: items.length };
    }),
    mockEndpoint(listSchedulerPostsSpecifications, () =>
      Object.entries(NETWORK_OF).map(([profile_id, network]) => ({
        profile_id,
        network,
        specification: specificationFixture(network),
      })),
    ),
    mockEndpoint(createSchedulerPosts, async ({ request }) => {
      const body = (await request.json()) as {
        profile_ids: string[];
        text?: string;
        kind: TSchedulerPost['kind'];
        scheduled_at?: string | null;
        queue?: boolean;
        variants?: Record<string, { text?: string; kind?: TSchedulerPost['kind'] }>;
        approval_required?: boolean;
        publish_mode?: 'auto' | 'notification';
      };
      const errors: Record<string, string[]> = {};
      for (const profileId of body.profile_ids) {
        const network = NETWORK_OF[profileId] ?? 'x';
        const text = body.variants?.[profileId]?.text ?? body.text ?? '';
        const max = specificationFixture(network).max_text_length;
        if (textLength(text) > max) {
          const field =
            body.variants?.[profileId]?.text !== undefined ? `variants.${profileId}.text` : 'text';
          errors[field] = [
            ...(errors[field] ?? []),
            `${NETWORK_NAMES[network]} allows ${max.toLocaleString('en')} characters; this has ${textLength(text).toLocaleString('en')}.`,
          ];
        }
      }
      if (body.queue) {
        const without = body.profile_ids.filter((profileId) => nextQueueSlot(profileId, posts) === null);
        if (without.length > 0)
          errors.queue = without.map(
            (profileId) =>
              `${NETWORK_NAMES[NETWORK_OF[profileId] ?? 'x']} has no free time slot: set its time slots first.`,
          );
      }
      if (Object.keys(errors).length > 0)
        throw new MockApiError(422, {
          message: Object.values(errors)[0]![0]!,
          code: 'validation_failed',
          errors,
        });
      const master = `8e0c0000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
      const created = body.profile_ids.map((profileId) => {
        counter += 1;
        // "Add to queue": each profile at its own next free slot.
        const at = body.queue ? nextQueueSlot(profileId, posts) : (body.scheduled_at ?? null);
        const status: TSchedulerPost['status'] = !at
          ? 'draft'
          : body.approval_required
            ? 'awaiting_approval'
            : 'scheduled';
        const post = schedulerPostFixture({
          id: id(counter),
          master_post_id: master,
          profile_id: profileId,
          network: NETWORK_OF[profileId] ?? 'x',
          kind: body.variants?.[profileId]?.kind ?? body.kind,
          text: body.variants?.[profileId]?.text ?? body.text ?? '',
          status,
          approval_required: body.approval_required ?? false,
          publish_mode: body.publish_mode ?? 'auto',
          scheduled_at: at,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        });
        log(post, 'created', null);

        return post;
      });
      posts = [...posts, ...created];

      return created;
    }),
    mockEndpoint(updateSchedulerPost, async ({ params, request }) => {
      const post = find(String(params.id));
      if (post.status === 'publishing' || post.status === 'published')
        throw new MockApiError(409, {
          message: `This post is ${post.status} and can no longer change.`,
          code: 'conflict',
        });
      const changes = (await request.json()) as Partial<TSchedulerPost>;
      const updated = store({ ...post, ...changes, updated_at: new Date().toISOString() });
      log(updated, changes.scheduled_at !== undefined ? 'moved' : 'edited', post.status);

      return updated;
    }),
    mockEndpoint(setSchedulerPostStatus, async ({ params, request }) => {
      const post = find(String(params.id));
      const { event } = (await request.json()) as { event: Parameters<typeof nextPostStatus>[1]['type'] };
      const next = nextPostStatus(
        {
          status: post.status,
          approvalRequired: post.approval_required,
          publishMode: post.publish_mode,
          failureReason: post.failure_reason,
        },
        { type: event } as Parameters<typeof nextPostStatus>[1],
      );
      if (!next)
        throw new MockApiError(409, {
          message: `A post that is ${post.status} cannot take “${event}”.`,
          code: 'conflict',
        });
      const updated = store({
        ...post,
        status: next.status,
        failure_reason: next.failureReason,
        failure_message: next.failureMessage,
        updated_at: new Date().toISOString(),
      });
      log(updated, event, post.status);

      return updated;
    }),
    mockEndpoint(listSchedulerPostEvents, ({ params }) => {
      const post = find(String(params.id));

      return [
        {
          at: post.created_at,
          type: 'created',
          from_status: null,
          to_status: post.scheduled_at ? ('scheduled' as const) : ('draft' as const),
          message: null,
          actor_user_id: null,
        },
        ...(post.status === 'failed'
          ? [
              {
                at: post.updated_at,
                type: 'failed',
                from_status: 'publishing' as const,
                to_status: 'failed' as const,
                message: post.failure_message,
                actor_user_id: null,
              },
            ]
          : []),
        ...(events.get(post.id) ?? []),
      ];
    }),
  ];
}
