import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIdea, TIdeaTag } from '../../contracts/ideas.ts';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import type { TLibraryMedia } from '../../contracts/media.ts';
import { setUpUser } from '../support/flows.ts';
import { picture } from '../support/media.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;
let x: TSocialProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  x = await connectFirstAccount(t, agent, 'x');
  await t.settle();
});
afterAll(() => t.close());

const MEDIA_ID = '0b7e0000-0000-4000-8000-000000000001';
const titles = async (query = '') =>
  (await agent.get<TIdea[]>(`/api/v1/ideas${query}`)).data.map((idea) => idea.title);
const idea = async (title: string, extra: Record<string, unknown> = {}) => {
  const created = await agent.post<TIdea>('/api/v1/ideas', { title, ...extra });
  expect(created.statusCode, created.body).toBe(201);

  return created.data;
};

describe('idea tags', () => {
  it('creates, renames and lists tags by name, and names the field of a clash', async () => {
    const reels = await agent.post<TIdeaTag>('/api/v1/idea-tags', { name: 'Reels' });
    expect(reels.statusCode).toBe(201);
    expect(reels.data).toMatchObject({ name: 'Reels', ideas: 0 });
    const clash = await agent.post('/api/v1/idea-tags', { name: ' reels ' });
    expect(clash.statusCode).toBe(422);
    expect(clash.data.errors).toEqual({ name: ['A tag already has this name.'] });
    expect((await agent.post('/api/v1/idea-tags', { name: '' })).data.errors).toEqual({
      name: ['Name the tag.'],
    });
    const renamed = await agent.patch<TIdeaTag>(`/api/v1/idea-tags/${reels.data.id}`, {
      name: 'Short videos',
    });
    expect(renamed.data.name).toBe('Short videos');
    await agent.post('/api/v1/idea-tags', { name: 'Behind the scenes' });
    expect((await agent.get<TIdeaTag[]>('/api/v1/idea-tags')).data.map((tag) => tag.name)).toEqual([
      'Behind the scenes',
      'Short videos',
    ]);
  });
});

describe('ideas', () => {
  let tags: TIdeaTag[];
  let a: TIdea;
  let b: TIdea;
  let c: TIdea;

  beforeAll(async () => {
    tags = (await agent.get<TIdeaTag[]>('/api/v1/idea-tags')).data;
  });

  it('adds ideas at the end of the pool, with media references and tags', async () => {
    const roast = (
      await agent.upload<TLibraryMedia>('/api/v1/upload/media', {
        name: 'roast.jpg',
        bytes: await picture('jpeg', 1080, 1080),
      })
    ).data;
    // Another account's file (here: no one's) is not found.
    const foreign = await agent.post('/api/v1/ideas', {
      title: 'Borrowed',
      media: [{ library_media_id: MEDIA_ID, url: null }],
    });
    expect(foreign.statusCode).toBe(404);
    a = await idea('Roasting day', {
      caption: 'A morning at the roastery',
      media: [{ library_media_id: roast.id, url: 'https://cdn.example.com/roast.jpg' }],
      tag_ids: [tags[0]!.id],
    });
    b = await idea('Latte art tutorial', { caption: 'Three steps to a tulip', tag_ids: [tags[1]!.id] });
    c = await idea('Meet the baristas');
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);
    expect(a.media).toEqual([{ library_media_id: roast.id, url: 'https://cdn.example.com/roast.jpg' }]);
    expect(a.tags).toEqual([{ id: tags[0]!.id, name: 'Behind the scenes' }]);
    expect(a).toMatchObject({ master_post_id: null, used_at: null });
    expect(await titles()).toEqual(['Roasting day', 'Latte art tutorial', 'Meet the baristas']);
  });

  it('names the field of bad input', async () => {
    const bad = await agent.post('/api/v1/ideas', {
      title: ' ',
      media: [{ library_media_id: 'nope', url: 'ftp://x' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.title).toEqual(['Give the idea a title.']);
    expect(Object.keys(bad.data.errors)).toEqual(
      expect.arrayContaining(['media.0.library_media_id', 'media.0.url']),
    );
    const move = await agent.post(`/api/v1/ideas/${a.id}/position`, {});
    expect(move.data.errors).toEqual({ before_id: ['Give either before_id or after_id.'] });
    const self = await agent.post(`/api/v1/ideas/${a.id}/position`, { before_id: a.id });
    expect(self.data.errors).toEqual({ before_id: ['Choose another idea to move it next to.'] });
    expect((await agent.post('/api/v1/ideas', { title: 'X', tag_ids: [MEDIA_ID] })).statusCode).toBe(404);
  });

  it('searches, filters by tag, attaches and detaches tags', async () => {
    expect(await titles('?q=TULIP')).toEqual(['Latte art tutorial']);
    expect(await titles(`?tag_ids[0]=${tags[0]!.id}`)).toEqual(['Roasting day']);
    const attached = await agent.post<TIdea>(`/api/v1/ideas/${c.id}/attach-tags`, {
      tag_ids: [tags[0]!.id, tags[1]!.id],
    });
    expect(attached.data.tags.map((tag) => tag.name)).toEqual(['Behind the scenes', 'Short videos']);
    expect(await titles(`?tag_ids[0]=${tags[1]!.id}`)).toEqual(['Latte art tutorial', 'Meet the baristas']);
    const detached = await agent.post<TIdea>(`/api/v1/ideas/${c.id}/detach-tags`, { tag_ids: [tags[1]!.id] });
    expect(detached.data.tags.map((tag) => tag.name)).toEqual(['Behind the scenes']);
    expect((await agent.get<TIdeaTag[]>('/api/v1/idea-tags')).data.map((tag) => tag.ideas)).toEqual([2, 1]);
    const edited = await agent.patch<TIdea>(`/api/v1/ideas/${c.id}`, {
      title: 'Meet our baristas',
      tag_ids: [],
    });
    expect(edited.data).toMatchObject({ title: 'Meet our baristas', tags: [] });
    c = edited.data;
  });

  it('moves an idea before or after another, renumbering the pool 1…n', async () => {
    const moved = await agent.post<{ order: string[] }>(`/api/v1/ideas/${c.id}/position`, {
      before_id: a.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.data.order).toEqual([c.id, a.id, b.id]);
    await agent.post(`/api/v1/ideas/${c.id}/position`, { after_id: b.id });
    const pool = (await agent.get<TIdea[]>('/api/v1/ideas')).data;
    expect(pool.map((entry) => [entry.id, entry.position])).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
  });

  it('keeps a stable 1…n order under concurrent moves and additions', async () => {
    const extra = await Promise.all(['D', 'E', 'F', 'G', 'H'].map((title) => idea(title)));
    const all = [a, b, c, ...extra];
    const moves = all.flatMap((entry, index) => {
      const other = all[(index * 3 + 1) % all.length]!;
      if (other.id === entry.id) return [];

      return [
        agent.post(
          `/api/v1/ideas/${entry.id}/position`,
          index % 2 ? { before_id: other.id } : { after_id: other.id },
        ),
      ];
    });
    const answers = await Promise.all([...moves, agent.post('/api/v1/ideas', { title: 'I' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...moves.map(() => 200), 201].sort());
    const pool = (await agent.get<TIdea[]>('/api/v1/ideas')).data;
    expect(pool).toHaveLength(all.length + 1);
    expect(pool.map((entry) => entry.position)).toEqual(pool.map((_, index) => index + 1));
    expect(new Set(pool.map((entry) => entry.id)).size).toBe(pool.length);
    // Deleting closes the gap.
    for (const entry of [...extra, pool.find((p) => p.title === 'I')!])
      expect((await agent.delete(`/api/v1/ideas/${entry.id}`)).statusCode).toBe(204);
    const left = (await agent.get<TIdea[]>('/api/v1/ideas')).data;
    expect(left.map((entry) => entry.position)).toEqual([1, 2, 3]);
  });

  it('turns an idea into a draft post for profiles, visible in the scheduler, and marks it used', async () => {
    const made = await agent.post<{ idea: TIdea; posts: TSchedulerPost[] }>(`/api/v1/ideas/${b.id}/post`, {
      profile_ids: [linkedin.id, x.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.posts).toHaveLength(2);
    expect(
      made.data.posts.every((post) => post.status === 'draft' && post.text === 'Three steps to a tulip'),
    ).toBe(true);
    const masterId = made.data.posts[0]!.master_post_id;
    expect(made.data.idea.master_post_id).toBe(masterId);
    expect(made.data.idea.used_at).not.toBeNull();
    const now = Date.now();
    const range = `from=${encodeURIComponent(new Date(now - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(now + 86_400_000).toISOString())}&drafts=1`;
    const scheduled = (await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`)).data;
    expect(
      scheduled
        .filter((post) => post.master_post_id === masterId)
        .map((post) => post.profile_id)
        .sort(),
    ).toEqual([linkedin.id, x.id].sort());
    expect(await titles('?used=1')).toEqual(['Latte art tutorial']);
    // The order these two were left in by the concurrent moves above depends on which move won: not asserted.
    expect((await titles('?used=0')).toSorted()).toEqual(['Meet our baristas', 'Roasting day']);
  });

  it('answers with the network’s own check when the idea does not fit, and leaves the idea unused', async () => {
    const long = await idea('A long story', { caption: 'word '.repeat(100) });
    const refused = await agent.post(`/api/v1/ideas/${long.id}/post`, { profile_ids: [x.id, instagram.id] });
    expect(refused.statusCode).toBe(422);
    const messages = Object.values(refused.data.errors as Record<string, string[]>).flat();
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^X .*allows 280 characters; this has 500\.$/)]),
    );
    expect(messages.some((message) => message.startsWith('Instagram'))).toBe(true);
    expect((await agent.get<TIdea>(`/api/v1/ideas/${long.id}`)).data.used_at).toBeNull();
    expect((await agent.post(`/api/v1/ideas/${long.id}/post`, { profile_ids: [] })).data.errors).toEqual({
      profile_ids: ['Choose at least one profile.'],
    });
  });
});

describe('another account', () => {
  it('gets 404 for this account’s ideas, tags and profiles, and sees none of them', async () => {
    const mine = (await agent.get<TIdea[]>('/api/v1/ideas')).data[0]!;
    const tag = (await agent.get<TIdeaTag[]>('/api/v1/idea-tags')).data[0]!;
    const other = await setUpUser(t);
    const theirs = (await other.agent.post<TIdea>('/api/v1/ideas', { title: 'Theirs' })).data;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/ideas/${mine.id}`],
      ['PATCH', `/api/v1/ideas/${mine.id}`, { title: 'Taken' }],
      ['DELETE', `/api/v1/ideas/${mine.id}`],
      ['POST', `/api/v1/ideas/${mine.id}/position`, { before_id: theirs.id }],
      ['POST', `/api/v1/ideas/${theirs.id}/position`, { before_id: mine.id }],
      ['POST', `/api/v1/ideas/${mine.id}/attach-tags`, { tag_ids: [tag.id] }],
      ['POST', `/api/v1/ideas/${theirs.id}/attach-tags`, { tag_ids: [tag.id] }],
      ['POST', `/api/v1/ideas/${mine.id}/post`, { profile_ids: [linkedin.id] }],
      ['POST', `/api/v1/ideas/${theirs.id}/post`, { profile_ids: [linkedin.id] }],
      ['PATCH', `/api/v1/idea-tags/${tag.id}`, { name: 'Taken' }],
      ['DELETE', `/api/v1/idea-tags/${tag.id}`],
    ];
    for (const [method, path, body] of calls)
      expect((await other.agent.request(method as 'GET', path, body)).statusCode, `${method} ${path}`).toBe(
        404,
      );
    expect((await other.agent.get<TIdea[]>('/api/v1/ideas')).data.map((entry) => entry.id)).toEqual([
      theirs.id,
    ]);
    expect((await other.agent.get('/api/v1/idea-tags')).data).toEqual([]);
    expect((await agent.get<TIdea>(`/api/v1/ideas/${mine.id}`)).data.title).toBe(mine.title);
  });
});
