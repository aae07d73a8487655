import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportRowResult } from '../../contracts/imports.ts';
import type { TLibraryMedia, TLibraryMediaPage } from '../../contracts/media.ts';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { noisePicture, picture } from '../support/media.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type ImportAnswer = {
  mode: string;
  rows: TImportRowResult[];
  valid: number;
  invalid: number;
  created: number;
};

const IMPORT = '/api/v1/scheduler-posts/import';
let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let x: TSocialProfile;
let server: http.Server;
let base: string;
let roast: Buffer;
let wide: Buffer;
let big: Buffer;
let latte: TLibraryMedia;
/** What the file server was asked: path and whether only the first bytes (a Range) were wanted. */
const requests: { path: string; range: string | undefined }[] = [];

beforeAll(async () => {
  roast = await picture('jpeg', 1080, 1350);
  wide = await picture('jpeg', 2000, 500);
  big = await noisePicture(800, 800);
  server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', range: request.headers.range });
    if (request.url === '/roast.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': roast.length });
      response.end(roast);
    } else if (request.url === '/wide.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': wide.length });
      response.end(wide);
    } else if (request.url === '/big.png' || request.url === '/big-declared.png') {
      // Without a declared length (chunked), its size shows only while it is read.
      response.writeHead(
        200,
        request.url === '/big.png'
          ? { 'content-type': 'image/png' }
          : { 'content-type': 'image/png', 'content-length': big.length },
      );
      if (request.method === 'GET' && request.headers.range && request.url === '/big-declared.png')
        response.end(big);
      else {
        for (let at = 0; at < big.length; at += 256 * 1024) response.write(big.subarray(at, at + 256 * 1024));
        response.end();
      }
    } else if (request.url === '/notes.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('Just some notes, not a picture at all. '.repeat(20));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The test's own file server is on loopback, which the server never fetches: opened for it alone.
  t = await createTestApp(
    { MEDIA_MAX_IMAGE_MB: '1' },
    { urlCheckAllows: (address) => address === '127.0.0.1' },
  );
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  x = await connectFirstAccount(t, agent, 'x');
  await t.settle();
  latte = (
    await agent.upload<TLibraryMedia>('/api/v1/upload/media', {
      name: 'Latte art.jpg',
      bytes: await picture('jpeg', 1080, 1080),
    })
  ).data;
});
afterAll(async () => {
  await t.close();
  server.close();
});

const ahead = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function library(): Promise<TLibraryMedia[]> {
  return (await agent.get<TLibraryMediaPage>('/api/v1/library-medias?page=1&per_page=100')).data.items;
}

async function posts(): Promise<TSchedulerPost[]> {
  const from = encodeURIComponent(t.clock.now().toISOString());
  const to = encodeURIComponent(new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString());

  return (await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?from=${from}&to=${to}`)).data;
}

function csv(rows: string[]) {
  return ['profile,date,text,media_urls', ...rows].join('\n');
}

describe('media in a CSV import', () => {
  it('checks library names and ids and public addresses on a dry run, fetching nothing whole', async () => {
    const before = await library();
    requests.length = 0;
    const dry = await agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${instagram.id},${ahead(2)} 09:00,By name,latte ART.jpg`,
        `${instagram.id},${ahead(2)} 10:00,By id,${latte.id}`,
        `${instagram.id},${ahead(2)} 11:00,By address,${base}/roast.jpg`,
        `${instagram.id},${ahead(2)} 12:00,Not a picture,${base}/notes.txt`,
        `${instagram.id},${ahead(2)} 13:00,Unknown name,summer.jpg`,
        `${instagram.id},${ahead(2)} 14:00,Private,http://10.1.2.3/a.jpg`,
        `@${x.handle},${ahead(2)} 15:00,Gone,${base}/gone.jpg`,
        `@${x.handle},${ahead(2)} 16:00,Two of them,"${latte.id} | ${base}/roast.jpg"`,
      ]),
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const [byName, byId, byAddress, notPicture, unknown, private_, gone, two] = dry.data.rows;
    expect([byName, byId, byAddress, two].map((row) => [row!.ok, row!.errors])).toEqual(
      Array(4).fill([true, {}]),
    );
    expect(notPicture!.errors.media_urls).toEqual([
      `“${base}/notes.txt”: This file is not a picture, video or document we can read: use JPEG, PNG, WebP or GIF pictures, MP4 or MOV videos, or PDF documents.`,
    ]);
    expect(unknown!.errors.media_urls).toEqual([
      "No file of your media library is named “summer.jpg”. Use a file's name or id from your media library, or a public address (http or https) of a JPEG, PNG, WebP or GIF picture, an MP4 or MOV video or a PDF document.",
    ]);
    expect(private_!.errors.media_urls).toEqual([
      '“http://10.1.2.3/a.jpg”: This address points to a private network, which is not fetched.',
    ]);
    expect(gone!.errors.media_urls).toEqual([`“${base}/gone.jpg”: The address answered 404.`]);
    // Each address asked once, for its first bytes only; nothing saved.
    expect(requests.filter((request) => request.path === '/roast.jpg')).toEqual([
      { path: '/roast.jpg', range: 'bytes=0-65535' },
    ]);
    expect((await library()).map((media) => media.id)).toEqual(before.map((media) => media.id));
    expect(await posts()).toEqual([]);
  });

  it('fetches nothing and creates nothing with all_or_nothing when a row is invalid', async () => {
    const before = await library();
    requests.length = 0;
    const answer = await agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${instagram.id},${ahead(2)} 11:00,By address,${base}/roast.jpg`,
        `${instagram.id},${ahead(2)} 13:00,Unknown name,summer.jpg`,
      ]),
      mode: 'commit',
      all_or_nothing: true,
    });
    expect(answer.data).toMatchObject({ valid: 1, invalid: 1, created: 0 });
    expect(requests.every((request) => request.range)).toBe(true);
    expect((await library()).length).toBe(before.length);
    expect(await posts()).toEqual([]);
  });

  it('fetches each public address into the library once on a commit, and the posts use it by id', async () => {
    const before = await library();
    requests.length = 0;
    const answer = await agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${instagram.id},${ahead(3)} 09:00,Roast on Instagram,${base}/roast.jpg`,
        `@${x.handle},${ahead(3)} 10:00,Roast and latte on X,"${base}/roast.jpg|Latte art.jpg"`,
        `${instagram.id},${ahead(3)} 11:00,Not a picture,${base}/notes.txt`,
      ]),
      mode: 'commit',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.data).toMatchObject({ valid: 2, invalid: 1, created: 2 });
    // Downloaded whole once (after its check), into the “Imported” folder.
    expect(requests.filter((request) => request.path === '/roast.jpg' && !request.range)).toHaveLength(1);
    const added = (await library()).filter((media) => !before.some((old) => old.id === media.id));
    expect(added).toEqual([
      expect.objectContaining({
        name: 'roast.jpg',
        kind: 'image',
        mime_type: 'image/jpeg',
        bytes: roast.length,
        width: 1080,
        height: 1350,
        folder: 'Imported',
      }),
    ]);
    const stored = await agent.get(added[0]!.url);
    expect(stored.rawPayload.equals(roast)).toBe(true);
    const created = await posts();
    expect(
      created.map((post) => [post.text, post.media.map((media) => media.library_media_id)]).sort(),
    ).toEqual(
      [
        ['Roast on Instagram', [added[0]!.id]],
        ['Roast and latte on X', [added[0]!.id, latte.id]],
      ].sort(),
    );
    // The imported file is now in planned posts: it is not deleted by accident.
    expect((await agent.delete(`/api/v1/library-medias/${added[0]!.id}`)).statusCode).toBe(409);
  });

  it('checks fetched files again on a commit, and keeps none that no post uses', async () => {
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const dry = await agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${instagram.id},${ahead(4)} 09:00,Too wide for Instagram,${base}/wide.jpg`,
        `@${x.handle},${ahead(4)} 10:00,Too big once read,${base}/big.png`,
        `@${x.handle},${ahead(4)} 11:00,Too big as declared,${base}/big-declared.png`,
      ]),
    });
    // The dry run cannot know a picture's proportions, nor the size an address does not declare.
    expect(dry.data.rows.map((row) => row.ok)).toEqual([true, true, false]);
    expect(dry.data.rows[2]!.errors.media_urls).toEqual([
      `“${base}/big-declared.png”: This file is ${(big.length / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB.`,
    ]);
    const before = await library();
    const answer = await agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${instagram.id},${ahead(4)} 09:00,Too wide for Instagram,${base}/wide.jpg`,
        `@${x.handle},${ahead(4)} 10:00,Too big once read,${base}/big.png`,
      ]),
      mode: 'commit',
    });
    expect(answer.data).toMatchObject({ valid: 0, invalid: 2, created: 0 });
    expect(answer.data.rows[0]!.errors.media_urls).toEqual([
      expect.stringMatching(
        /^Instagram .*accepts images with an aspect ratio between 0\.80 and 1\.91; this is 4\.00\.$/,
      ),
    ]);
    expect(answer.data.rows[1]!.errors.media_urls).toEqual([
      `“${base}/big.png”: This picture is over 1 MB; the limit is 1 MB.`,
    ]);
    // The wide picture was fetched, then removed: no post uses it.
    expect((await library()).map((media) => media.id)).toEqual(before.map((media) => media.id));
  });

  it('does not find another account’s library files', async () => {
    const other = await setUpUser(t);
    const theirX = await connectFirstAccount(t, other.agent, 'x');
    const answer = await other.agent.post<ImportAnswer>(IMPORT, {
      csv: csv([
        `${theirX.id},${ahead(2)} 09:00,Borrowed,${latte.id}`,
        `${theirX.id},${ahead(2)} 10:00,By name,Latte art.jpg`,
      ]),
      mode: 'commit',
    });
    expect(answer.data).toMatchObject({ created: 0, invalid: 2 });
    expect(answer.data.rows[0]!.errors.media_urls).toEqual([
      expect.stringMatching(new RegExp(`^No file of your media library has the id “${latte.id}”\\.`)),
    ]);
    expect(answer.data.rows[1]!.errors.media_urls).toEqual([
      expect.stringMatching(/^No file of your media library is named “Latte art\.jpg”\./),
    ]);
  });
});
