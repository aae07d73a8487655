import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMedia } from '../../contracts/analytics.ts';
import type { TAlbum, TAlbumDetail, TCategory } from '../../contracts/campaigns.ts';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;
/** Three Instagram posts and two LinkedIn posts, newest first. */
let igPosts: TMedia[];
let liPosts: TMedia[];

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  await t.settle();
  igPosts = (await agent.get(`/api/v1/social-profile/${instagram.id}/medias?limit=3&kind=image`)).data.items;
  liPosts = (await agent.get(`/api/v1/social-profile/${linkedin.id}/medias?limit=2`)).data.items;
  expect(igPosts).toHaveLength(3);
  expect(liPosts).toHaveLength(2);
});
afterAll(() => t.close());

const sum = (values: (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe('campaigns', () => {
  let album: TAlbum;

  it('gathers posts of several profiles and adds up what they did', async () => {
    const created = await agent.post<TAlbum>('/api/v1/albums', {
      name: 'Spring launch',
      description: 'The new roast',
      post_ids: [...igPosts.map((post) => post.id), liPosts[0]!.id],
    });
    expect(created.statusCode).toBe(201);
    album = created.data;
    const chosen = [...igPosts, liPosts[0]!];
    expect(album.stats).toMatchObject({ posts: 4, profiles: 2 });
    expect(album.stats.engagements).toBeCloseTo(sum(chosen.map((post) => post.metrics.engagements)), 6);
    expect(album.stats.avg_engagement_rate).toBeCloseTo(
      sum(chosen.map((post) => post.engagement_rate)) / chosen.length,
      9,
    );
    expect(album.networks).toEqual(['instagram', 'linkedin']);
  });

  it('shows a campaign by profile, format and day, and edits it', async () => {
    await agent.post(`/api/v1/albums/${album.id}/posts`, { post_ids: [liPosts[1]!.id, igPosts[0]!.id] });
    const detail = (await agent.get<TAlbumDetail>(`/api/v1/albums/${album.id}?tz=Europe/Paris`)).data;
    expect(detail.posts).toHaveLength(5); // adding a post twice keeps it once
    expect(detail.by_profile.find((entry) => entry.profile_id === linkedin.id)!.stats.posts).toBe(2);
    expect(sum(detail.timeline.map((day) => day.posts))).toBe(5);
    expect(detail.time_zone).toBe('Europe/Paris');
    const removed = await agent.delete<TAlbum>(`/api/v1/albums/${album.id}/posts/${liPosts[1]!.id}`);
    expect(removed.data.stats.posts).toBe(4);
    const renamed = await agent.patch<TAlbum>(`/api/v1/albums/${album.id}`, { name: 'Spring launch 2026' });
    expect(renamed.data.name).toBe('Spring launch 2026');
    const media = await agent.get(`/api/v1/social-profile/${instagram.id}/medias/${igPosts[0]!.id}`);
    expect(media.data.album_ids).toEqual([album.id]);
  });

  it('lists campaigns per profile and side by side, and names the field of a clash', async () => {
    const other = await agent.post<TAlbum>('/api/v1/albums', {
      name: 'LinkedIn only',
      post_ids: [liPosts[1]!.id],
    });
    expect(
      (await agent.get<TAlbum[]>(`/api/v1/social-profile/${instagram.id}/albums`)).data.map((a) => a.id),
    ).toEqual([album.id]);
    const overview = await agent.get<TAlbum[]>(
      `/api/v1/albums-overview?ids[]=${album.id}&ids[]=${other.data.id}`,
    );
    expect(overview.data.map((entry) => entry.stats.posts).sort()).toEqual([1, 4]);
    const names = await agent.get('/api/v1/albums-no-details');
    expect(names.data.map((entry: { name: string }) => entry.name)).toEqual([
      'LinkedIn only',
      'Spring launch 2026',
    ]);
    const clash = await agent.post('/api/v1/albums', { name: 'linkedin ONLY' });
    expect(clash.statusCode).toBe(422);
    expect(clash.data.errors).toHaveProperty('name');
    expect((await agent.post('/api/v1/albums', { name: '' })).data.errors).toHaveProperty('name');
    expect((await agent.delete(`/api/v1/albums/${other.data.id}`)).statusCode).toBe(204);
  });
});

describe('categories', () => {
  it('files posts under categories and says what each category did', async () => {
    const product = (await agent.post<TCategory>('/api/v1/categories', { name: 'Product', color: 'teal' }))
      .data;
    const people = (await agent.post<TCategory>('/api/v1/categories', { name: 'People' })).data;
    expect(people.color).toBe('violet');
    const filed = await agent.put(
      `/api/v1/social-profile/${instagram.id}/medias/${igPosts[0]!.id}/categories`,
      {
        category_ids: [product.id, people.id],
      },
    );
    expect(filed.data.category_ids.sort()).toEqual([product.id, people.id].sort());
    await agent.put(`/api/v1/social-profile/${instagram.id}/medias/${igPosts[1]!.id}/categories`, {
      category_ids: [product.id],
    });
    const listed = (await agent.get<TCategory[]>('/api/v1/categories')).data;
    expect(listed.map((category) => [category.name, category.posts])).toEqual([
      ['People', 1],
      ['Product', 2],
    ]);
    const day = (iso: string) => iso.slice(0, 10);
    const from = day(igPosts.at(-1)!.published_at);
    const to = day(igPosts[0]!.published_at);
    const figures = await agent.get(
      `/api/v1/categories/analytics?from=${from}&to=${to}&tz=UTC&compare=none&profiles[]=${instagram.id}`,
    );
    expect(figures.statusCode).toBe(200);
    const productFigures = figures.data.categories.find(
      (entry: { category_id: string | null }) => entry.category_id === product.id,
    );
    expect(productFigures.current.posts).toBe(2);
    expect(productFigures.current.engagements).toBeCloseTo(
      sum([igPosts[0]!.metrics.engagements, igPosts[1]!.metrics.engagements]),
      6,
    );
    expect(productFigures.previous).toBeNull();
    const unfiled = figures.data.categories.find(
      (entry: { category_id: string | null }) => entry.category_id === null,
    );
    expect(unfiled.current.posts).toBeGreaterThanOrEqual(1);
    // Deleting a category keeps its posts.
    expect((await agent.delete(`/api/v1/categories/${people.id}`)).statusCode).toBe(204);
    const media = await agent.get(`/api/v1/social-profile/${instagram.id}/medias/${igPosts[0]!.id}`);
    expect(media.data.category_ids).toEqual([product.id]);
  });
});

describe('another account', () => {
  it('gets 404 for every campaign and category id of this one, and cannot file its posts', async () => {
    const album = (await agent.post<TAlbum>('/api/v1/albums', { name: 'Mine', post_ids: [igPosts[2]!.id] }))
      .data;
    const category = (await agent.post<TCategory>('/api/v1/categories', { name: 'Mine' })).data;
    const other = await setUpUser(t);
    const bodies: Record<string, unknown> = {
      updateAlbum: { name: 'Theirs' },
      addAlbumPosts: { post_ids: [igPosts[2]!.id] },
      updateCategory: { name: 'Theirs' },
    };
    const swept = ALL_ENDPOINTS.filter((endpoint) => /^\/(albums|categories)\/\{id\}/.test(endpoint.path));
    expect(swept.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of swept) {
      const path = endpoint.path
        .replace('{id}', endpoint.path.startsWith('/albums') ? album.id : category.id)
        .replace('{postId}', igPosts[2]!.id);
      const response = await other.agent.request(endpoint.method, `/api/v1${path}`, bodies[endpoint.id]);
      expect(response.statusCode, `${endpoint.method} ${path}`).toBe(404);
    }
    // Their own campaign cannot take this account's posts either.
    const theirs = await other.agent.post('/api/v1/albums', { name: 'Theirs', post_ids: [igPosts[0]!.id] });
    expect(theirs.statusCode).toBe(404);
    expect((await other.agent.get('/api/v1/albums')).data).toEqual([]);
    expect((await agent.get<TAlbumDetail>(`/api/v1/albums/${album.id}`)).data.posts).toHaveLength(1);
  });
});
