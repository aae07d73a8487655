import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIdea } from '../../contracts/ideas.ts';
import type { TLibraryMedia } from '../../contracts/media.ts';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import { libraryMedia } from '../../server/db/schema/index.ts';
import { DAY_MS, MINUTE_MS } from '../../server/lib/clock.ts';
import { createDbDemoStore } from '../../server/modules/social/demo-store.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { picture } from '../support/media.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let x: TSocialProfile;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kestrel.example' });
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  x = await connectFirstAccount(t, agent, 'x');
  await t.settle();
  photo = await picture('jpeg', 1080, 1350);
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

async function upload(name: string, owner = agent): Promise<TLibraryMedia> {
  const response = await owner.upload<TLibraryMedia>('/api/v1/upload/media', { name, bytes: photo });
  expect(response.statusCode, JSON.stringify(response.data)).toBe(201);

  return response.data;
}

/** The server's minute ticker, run by hand. */
async function tick(minutes: number) {
  for (let minute = 0; minute < minutes; minute++) {
    t.clock.advance(MINUTE_MS);
    await t.app.services.publishing.queueDuePosts();
    await t.settle();
  }
}

async function post(id: string): Promise<TSchedulerPost> {
  const range = `from=${encodeURIComponent(at(-400 * DAY_MS))}&to=${encodeURIComponent(at(400 * DAY_MS))}&drafts=1`;
  const listed = await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`);

  return listed.data.find((entry) => entry.id === id)!;
}

/** An absolute address of the app, as a network fetches it: its path and query asked without a session. */
async function fetchAnonymously(address: string) {
  const url = new URL(address);
  expect(url.origin).toBe('https://kestrel.example');

  return t.agent().get(`${url.pathname}${url.search}`);
}

describe('a post’s media from the library, by id', () => {
  it('publishes a post planned beyond the signing window with a freshly signed address', async () => {
    const media = await upload('roast.jpg');
    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Planned a month ahead #coffee',
      media: [{ library_media_id: media.id, alt_text: 'A cup of the autumn roast' }],
      profile_ids: [instagram.id],
      scheduled_at: at(30 * DAY_MS),
    });
    expect(created.statusCode, JSON.stringify(created.data)).toBe(201);
    const [planned] = created.data;
    // The library's facts, not the writer's: kind, type, size and proportions.
    expect(planned!.media).toEqual([
      {
        library_media_id: media.id,
        type: 'image',
        url: expect.stringMatching(
          new RegExp(
            `^https://kestrel\\.example/api/v1/library-medias/${media.id}/file\\?expires=\\d+&signature=`,
          ),
        ),
        mime_type: 'image/jpeg',
        bytes: photo.length,
        width: 1080,
        height: 1350,
        alt_text: 'A cup of the autumn roast',
      },
    ]);
    const signedWhenWritten = planned!.media[0]!.url;

    t.clock.advance(30 * DAY_MS - 2 * MINUTE_MS);
    // The address signed a month ago has expired…
    expect((await fetchAnonymously(signedWhenWritten)).statusCode).toBe(404);
    // …the scheduler shows a fresh one…
    const shown = (await post(planned!.id)).media[0]!.url;
    expect(shown).not.toBe(signedWhenWritten);
    expect((await fetchAnonymously(shown)).statusCode).toBe(200);
    // …and so does the post opened on its own (the scheduler's `?post=` link, a reminder's link).
    const opened = (await agent.get<TSchedulerPost>(`/api/v1/scheduler-post/${planned!.id}`)).data;
    expect(opened.media[0]!.url).not.toBe(signedWhenWritten);
    expect((await fetchAnonymously(opened.media[0]!.url)).statusCode).toBe(200);
    // …and the network is handed one that works when it publishes.
    await tick(6);
    const published = await post(planned!.id);
    expect(published).toMatchObject({ status: 'published', failure_reason: null });
    const row = await t.database.db.query.socialProfiles.findFirst({
      where: (table, { eq }) => eq(table.id, instagram.id),
    });
    const remote = (
      await createDbDemoStore(t.database.db, row!.accountId).getPublished(instagram.remote_id)
    ).find((entry) => entry.idempotencyKey === planned!.id);
    const handedOver = remote!.media[0]!.url!;
    expect(handedOver).not.toBe(signedWhenWritten);
    const fetched = await fetchAnonymously(handedOver);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(photo)).toBe(true);
    // Once published, the file may go.
    expect((await agent.delete(`/api/v1/library-medias/${media.id}`)).statusCode).toBe(204);
  });

  it('keeps addresses from outside the library working as they are', async () => {
    const outside = {
      type: 'image' as const,
      url: 'https://cdn.example.com/roast.jpg',
      mime_type: 'image/jpeg',
      bytes: 420_000,
      width: 1080,
      height: 1350,
    };
    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'From our CDN',
      media: [outside],
      profile_ids: [instagram.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.data[0]!.media).toEqual([outside]);
    const incomplete = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'No address',
      media: [{ type: 'image', mime_type: 'image/jpeg', bytes: 1 }],
      profile_ids: [instagram.id],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.data.errors['media.0.url']).toEqual([
      'Give the address of the file (http or https), or choose it from the media library.',
    ]);
  });

  it('refuses to delete a file planned posts use, naming them, until they no longer do', async () => {
    const media = await upload('menu.jpg');
    const [scheduled] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'image',
        text: 'Winter menu',
        media: [{ library_media_id: media.id }],
        profile_ids: [instagram.id],
        scheduled_at: '2027-01-04T09:30:00Z',
      })
    ).data;
    await agent.post('/api/v1/scheduler-posts', {
      kind: 'text',
      text: 'A draft',
      media: [],
      profile_ids: [x.id],
      variants: { [x.id]: { kind: 'image', media: [{ library_media_id: media.id }] } },
    });
    const refused = await agent.delete(`/api/v1/library-medias/${media.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toBe(
      `“menu.jpg” is in 2 planned posts: Instagram, ${instagram.name}, 4 Jan 2027, 09:30 UTC; X, ${x.name}, a draft. Remove it from those posts first, then delete it.`,
    );
    expect((await agent.get(`/api/v1/library-medias/${media.id}`)).statusCode).toBe(200);

    // Another file in the scheduled post, and the draft deleted: the file can go.
    const other = await upload('menu-2.jpg');
    const edited = await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${scheduled!.id}`, {
      media: [{ library_media_id: other.id }],
    });
    expect(edited.statusCode, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data.media[0]!.library_media_id).toBe(other.id);
    const stillUsed = await agent.delete(`/api/v1/library-medias/${media.id}`);
    expect(stillUsed.data.message).toMatch(
      /^“menu\.jpg” is in a planned post: X, .*, a draft\. Remove it from that post first/,
    );
  });

  it('fails a post in plain words when its library file vanished before it was published', async () => {
    const media = await upload('gone.jpg');
    const [planned] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'image',
        text: 'Its picture goes',
        media: [{ library_media_id: media.id }],
        profile_ids: [instagram.id],
        scheduled_at: at(2 * MINUTE_MS),
      })
    ).data;
    // Gone behind the library's back (the delete itself refuses).
    await t.database.db.delete(libraryMedia).where(eq(libraryMedia.id, media.id));
    await tick(3);
    expect(await post(planned!.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'rejected',
      failure_message:
        'A file of this post is no longer in the media library. Choose the post’s media again, then reschedule it.',
    });
  });

  it('answers another account’s library file with a 404, and saves nothing', async () => {
    const mine = await upload('mine.jpg');
    const { agent: other } = await setUpUser(t);
    const theirProfile = await connectFirstAccount(t, other, 'instagram');
    const borrowed = await other.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Not my picture',
      media: [{ library_media_id: mine.id }],
      profile_ids: [theirProfile.id],
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.data.message).toBe('One of these media library files was not found.');
    const preview = await other.post('/api/v1/preview-scheduler-posts', {
      kind: 'image',
      text: 'Not my picture',
      media: [{ library_media_id: mine.id }],
      profile_ids: [theirProfile.id],
    });
    expect(preview.statusCode).toBe(404);
    const [theirs] = (
      await other.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'image',
        text: 'Mine',
        media: [
          {
            type: 'image',
            url: 'https://cdn.example.com/theirs.jpg',
            mime_type: 'image/jpeg',
            bytes: 1000,
            width: 1080,
            height: 1080,
          },
        ],
        profile_ids: [theirProfile.id],
      })
    ).data;
    const patched = await other.patch(`/api/v1/scheduler-posts/${theirs!.id}`, {
      kind: 'image',
      media: [{ library_media_id: mine.id }],
    });
    expect(patched.statusCode).toBe(404);
    // A variant naming it is refused the same way.
    const inVariant = await other.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Hi',
      profile_ids: [theirProfile.id],
      variants: { [theirProfile.id]: { kind: 'image', media: [{ library_media_id: mine.id }] } },
    });
    expect(inVariant.statusCode).toBe(404);
  });
});

describe('an idea’s media in the post made from it', () => {
  async function idea(media: string[], caption = 'Latte art, step by step'): Promise<TIdea> {
    const created = await agent.post<TIdea>('/api/v1/ideas', {
      title: 'Latte art',
      caption,
      media: media.map((id) => ({ library_media_id: id, url: null })),
    });
    expect(created.statusCode, JSON.stringify(created.data)).toBe(201);

    return created.data;
  }

  it('carries the idea’s library files into the draft', async () => {
    const media = await upload('latte.jpg');
    const source = await idea([media.id]);
    const made = await agent.post<{ idea: TIdea; posts: TSchedulerPost[] }>(
      `/api/v1/ideas/${source.id}/post`,
      {
        profile_ids: [instagram.id],
      },
    );
    expect(made.statusCode, JSON.stringify(made.data)).toBe(201);
    expect(made.data.posts).toHaveLength(1);
    expect(made.data.posts[0]).toMatchObject({
      kind: 'image',
      status: 'draft',
      text: 'Latte art, step by step',
    });
    expect(made.data.posts[0]!.media).toEqual([
      expect.objectContaining({ library_media_id: media.id, type: 'image', width: 1080, height: 1350 }),
    ]);
    expect(made.data.idea.master_post_id).toBe(made.data.posts[0]!.master_post_id);
    expect(made.data.idea.used_at).not.toBeNull();
  });

  it('saves neither the post nor the used mark when marking the idea fails', async () => {
    const source = await idea([], 'All or nothing');
    // The idea's update fails inside the transaction (as a lost connection or a constraint would).
    await t.database.db.execute(
      sql.raw(
        `create function refuse_idea_update() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
      ),
    );
    await t.database.db.execute(
      sql.raw(
        `create trigger refuse_idea_update before update on ideas for each row when (old.id = '${source.id}') execute function refuse_idea_update()`,
      ),
    );
    try {
      const failed = await agent.post(`/api/v1/ideas/${source.id}/post`, { profile_ids: [x.id] });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_idea_update on ideas'));
      await t.database.db.execute(sql.raw('drop function refuse_idea_update'));
    }
    const range = `from=${encodeURIComponent(at(-DAY_MS))}&to=${encodeURIComponent(at(DAY_MS))}&drafts=1`;
    const listed = (await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`)).data;
    expect(listed.filter((entry) => entry.text === 'All or nothing')).toEqual([]);
    const after = (await agent.get<TIdea>(`/api/v1/ideas/${source.id}`)).data;
    expect(after).toMatchObject({ used_at: null, master_post_id: null });
    // Without the failure, both happen.
    const made = await agent.post(`/api/v1/ideas/${source.id}/post`, { profile_ids: [x.id] });
    expect(made.statusCode).toBe(201);
  });

  it('refuses another account’s file in an idea (404), and names an idea’s file gone from the library', async () => {
    const { agent: other } = await setUpUser(t);
    const theirs = (
      await other.upload<TLibraryMedia>('/api/v1/upload/media', { name: 'theirs.jpg', bytes: photo })
    ).data;
    const borrowed = await agent.post('/api/v1/ideas', {
      title: 'Borrowed',
      media: [{ library_media_id: theirs.id, url: null }],
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.data.message).toBe('One of these media library files was not found.');

    const mine = await upload('soon-gone.jpg');
    const source = await idea([mine.id], 'Its picture goes');
    // Gone behind the library's back (ideas do not hold a file: deleting it is not refused for them).
    await t.database.db.delete(libraryMedia).where(eq(libraryMedia.id, mine.id));
    const refused = await agent.post(`/api/v1/ideas/${source.id}/post`, { profile_ids: [instagram.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.media).toEqual([
      'A file of this idea is no longer in the media library: edit the idea and choose its media again.',
    ]);
    expect((await agent.get<TIdea>(`/api/v1/ideas/${source.id}`)).data.used_at).toBeNull();
  });
});
