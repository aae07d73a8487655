import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLinkPreview, TLocationSearch } from '../../contracts/links.ts';
import type { TPublishingSpecification, TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import { createDbDemoStore } from '../../server/modules/social/demo-store.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const PHOTO = {
  type: 'image' as const,
  url: 'https://cdn.example.com/bridge.jpg',
  mime_type: 'image/jpeg',
  bytes: 420_000,
  width: 1080,
  height: 1080,
};
const TOWER_BRIDGE = { id: 'demo-place-13', name: 'Tower Bridge' };

/** The local web site the link previews are read from (tests only: the server's own check refuses loopback). */
let site: Server;
let base: string;
const hits: Record<string, number> = {};
let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let x: TSocialProfile;

const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Autumn roast – Kestrel Roasters</title>
<meta name="description" content="The plain description">
<meta property="og:title" content="Our autumn roast is here">
<meta property="og:description" content="Notes of fig &amp; cocoa, roasted on Tuesdays.">
<meta property="og:image" content="/img/autumn.jpg">
<meta property="og:site_name" content="Kestrel Roasters">
<meta property="og:url" content="https://kestrel-roasters.example/autumn">
</head><body><h1>Autumn</h1></body></html>`;

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    const html = (body: string, type = 'text/html; charset=utf-8') =>
      response.writeHead(200, { 'content-type': type }).end(body);
    if (path === '/autumn') html(OG_PAGE);
    else if (path === '/moved') response.writeHead(301, { location: '/autumn' }).end();
    else if (path === '/plain')
      html(
        '<html><head><title>  Opening hours\n </title><meta name="description" content="Open daily 8–18."></head></html>',
      );
    else if (path === '/picture.png') response.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
    else if (path === '/to-private') response.writeHead(302, { location: 'http://10.0.0.7/' }).end();
    else if (path === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (path === '/huge')
      html(`<html><head><title>Huge</title></head><body>${'<p>coffee</p>'.repeat(200_000)}</body></html>`);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  // This app may fetch from loopback (the local site above); the server's own check is tested below.
  t = await createTestApp({}, { urlCheckAllows: (address) => address === '127.0.0.1' });
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  x = await connectFirstAccount(t, agent, 'x');
  await t.settle();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const search = (profileId: string, q: string) =>
  agent.get(`/api/v1/search-locations?profile_id=${profileId}&q=${encodeURIComponent(q)}`);
const scrape = (url: string, as = agent) => as.get(`/api/v1/scrape-url?url=${encodeURIComponent(url)}`);

async function storeOf(profile: TSocialProfile) {
  const row = await t.database.db.query.socialProfiles.findFirst({
    where: (table, { eq }) => eq(table.id, profile.id),
  });

  return createDbDemoStore(t.database.db, row?.accountId ?? '');
}

describe('searching places for a post', () => {
  it("finds places through the profile's own network", async () => {
    const found = await search(instagram.id, 'tower');
    expect(found.statusCode).toBe(200);
    expect(found.data.supported).toBe(true);
    expect(found.data.failure).toBeNull();
    expect(found.data.places[0]).toEqual({
      id: 'demo-place-13',
      name: 'Tower Bridge',
      address: 'Tower Bridge Rd',
      city: 'London',
      country: 'United Kingdom',
      latitude: 51.50546,
      longitude: -0.07537,
    });
  });

  it('says when the network tags no places', async () => {
    expect((await search(x.id, 'tower')).data).toEqual<TLocationSearch>({
      supported: false,
      places: [],
      failure: null,
    });
  });

  it('names the field of a bad query', async () => {
    const short = await search(instagram.id, ' a ');
    expect(short.statusCode).toBe(422);
    expect(short.data.errors.q).toEqual(['Type at least 2 characters.']);
    const noProfile = await agent.get('/api/v1/search-locations?q=tower');
    expect(noProfile.statusCode).toBe(422);
    expect(Object.keys(noProfile.data.errors)).toEqual(['profile_id']);
  });

  it("does not find another account's profile", async () => {
    const other = await setUpUser(t);
    const response = await other.agent.get(`/api/v1/search-locations?profile_id=${instagram.id}&q=tower`);
    expect(response.statusCode).toBe(404);
    expect(
      (await agent.get('/api/v1/search-locations?profile_id=00000000-0000-4000-8000-000000000000&q=tower'))
        .statusCode,
    ).toBe(404);
  });

  it('classifies a network failure: retry later, then reconnect', async () => {
    const store = await storeOf(instagram);
    await store.setFaults(instagram.remote_id, [
      { kind: 'rate_limited_burst', remaining: 1, retryAfterMs: 90_000 },
    ]);
    expect((await search(instagram.id, 'eiffel')).data).toEqual({
      supported: true,
      places: [],
      failure: { reason: 'retry_later', message: expect.any(String), retry_after_seconds: 90 },
    });
    await store.setFaults(instagram.remote_id, [{ kind: 'token_expires' }]);
    const expired = await search(instagram.id, 'louvre');
    expect(expired.data.failure).toMatchObject({ reason: 'reconnect', retry_after_seconds: null });
    await store.setFaults(instagram.remote_id, []);
    expect((await search(instagram.id, 'louvre')).data.places[0]?.name).toBe('Musée du Louvre');
  });
});

describe('a post tagged with a place', () => {
  it('says which profiles can take a place', async () => {
    const specs = await agent.get<{ profile_id: string; specification: TPublishingSpecification }[]>(
      '/api/v1/scheduler-posts-specifications',
    );
    const of = (profile: TSocialProfile) =>
      specs.data.find((entry) => entry.profile_id === profile.id)?.specification.locations;
    expect(of(instagram)).toBe(true);
    expect(of(x)).toBe(false);
  });

  it('keeps the place, refuses it where the network takes none, and publishes it', async () => {
    const refused = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Bridge lift at dawn',
      media: [PHOTO],
      profile_ids: [instagram.id, x.id],
      variants: { [instagram.id]: { location: TOWER_BRIDGE }, [x.id]: { location: TOWER_BRIDGE } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors).toEqual({
      [`variants.${x.id}.location`]: [`X (${x.name}) posts cannot be tagged with a place.`],
    });
    const unknown = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Bridge lift at dawn',
      media: [PHOTO],
      profile_ids: [instagram.id],
      location: { id: 'demo-place-9999', name: 'Nowhere' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data.errors.location[0]).toMatch(/does not know this place/);

    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Bridge lift at dawn',
      media: [PHOTO],
      profile_ids: [instagram.id, x.id],
      variants: { [instagram.id]: { location: TOWER_BRIDGE } },
      scheduled_at: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const ofInstagram = created.data.find((post) => post.profile_id === instagram.id)!;
    expect(ofInstagram.location).toEqual(TOWER_BRIDGE);
    expect(created.data.find((post) => post.profile_id === x.id)!.location).toBeNull();

    // Edited: another place, then none; the rest of the post stays.
    const moved = await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${ofInstagram.id}`, {
      location: { id: 'demo-place-14', name: 'Borough Market' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.data).toMatchObject({
      location: { id: 'demo-place-14', name: 'Borough Market' },
      text: 'Bridge lift at dawn',
    });
    const removed = await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${ofInstagram.id}`, {
      location: null,
    });
    expect(removed.data.location).toBeNull();
    expect(
      (
        await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${ofInstagram.id}`, {
          location: TOWER_BRIDGE,
        })
      ).data.location,
    ).toEqual(TOWER_BRIDGE);

    for (let minute = 0; minute < 9; minute++) {
      t.clock.advance(MINUTE);
      await t.app.services.publishing.queueDuePosts();
      await t.settle();
    }
    const published = await (await storeOf(instagram)).getPublished(instagram.remote_id);
    const remote = published.find((entry) => entry.idempotencyKey === ofInstagram.id);
    expect(remote).toMatchObject({ phase: 'published', location: TOWER_BRIDGE });
  });
});

describe('link previews', () => {
  it('reads OpenGraph tags, making addresses absolute, after a redirect', async () => {
    const preview = await scrape(`${base}/moved`);
    expect(preview.statusCode).toBe(200);
    expect(preview.data).toEqual<TLinkPreview>({
      url: `${base}/moved`,
      canonical_url: 'https://kestrel-roasters.example/autumn',
      title: 'Our autumn roast is here',
      description: 'Notes of fig & cocoa, roasted on Tuesdays.',
      image_url: `${base}/img/autumn.jpg`,
      site_name: 'Kestrel Roasters',
      fetched_at: t.clock.now().toISOString(),
    });
  });

  it('falls back to <title>, the meta description and the host', async () => {
    expect((await scrape(`${base}/plain`)).data).toMatchObject({
      title: 'Opening hours',
      description: 'Open daily 8–18.',
      image_url: null,
      site_name: '127.0.0.1',
      canonical_url: `${base}/plain`,
    });
  });

  it('reads only the first megabyte of a page', async () => {
    expect((await scrape(`${base}/huge`)).data.title).toBe('Huge');
  });

  it('keeps a preview for a while instead of fetching the page again', async () => {
    const before = hits['/plain'] ?? 0;
    await scrape(`${base}/plain#opening`);
    await scrape(`${base}/plain`);
    expect(hits['/plain']).toBe(before);
  });

  it('says in plain words why a page has no preview, on the url field', async () => {
    const cases: [string, string][] = [
      [`${base}/picture.png`, 'This address is not a web page (it answers image/png), so it has no preview.'],
      [`${base}/missing`, 'The page answered 404: check the address.'],
      [`${base}/to-private`, 'This address points to a private network, which is not fetched.'],
      [`${base}/loop`, 'The address redirects too many times.'],
    ];
    for (const [url, reason] of cases) {
      const response = await scrape(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.data.errors, url).toEqual({ url: [reason] });
    }
    const ftp = await scrape('ftp://example.com/file');
    expect(ftp.statusCode).toBe(422);
    expect(ftp.data.errors.url).toEqual(['Give a web address (http or https).']);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.agent().get(`/api/v1/scrape-url?url=${encodeURIComponent(`${base}/autumn`)}`)).statusCode,
    ).toBe(401);
  });
});

describe('link previews on a server with the real address check', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('refuses loopback, private and link-local addresses without fetching them', async () => {
    const { agent: user } = await setUpUser(plain);
    const before = hits['/autumn'] ?? 0;
    for (const url of [
      `${base}/autumn`,
      `http://localhost:${new URL(base).port}/autumn`,
      'http://10.1.2.3/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await scrape(url, user);
      expect(response.statusCode, url).toBe(422);
      expect(response.data.errors, url).toEqual({
        url: ['This address points to a private network, which is not fetched.'],
      });
    }
    expect(hits['/autumn'] ?? 0).toBe(before);
  });
});
