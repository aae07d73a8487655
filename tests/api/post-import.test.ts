import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportRowResult } from '../../contracts/imports.ts';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type ImportAnswer = {
  mode: string;
  rows: TImportRowResult[];
  valid: number;
  invalid: number;
  created: number;
};

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

const URL = '/api/v1/scheduler-posts/import';
/** A local date-time `days` ahead, as written in a CSV (YYYY-MM-DD HH:mm). */
const ahead = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

function csv() {
  return [
    'Profile,Date,Text,First comment,Link',
    `${linkedin.id},${ahead(2)} 09:30,"Our winter menu, out now",,https://example.com/menu`,
    `@${x.handle},${ahead(3)}T08:00:00+01:00,Short and sweet,,`,
    `@${x.handle},${ahead(4)} 10:00,${'a'.repeat(300)},,`,
    `${instagram.id},${ahead(2)} 12:00,No picture here,,`,
    `Nobody,tomorrow,Hello,,ftp://nope`,
    // Each demo profile has its own name: a name only one profile has is enough.
    `${x.name},${ahead(5)} 10:00,By name,,`,
  ].join('\n');
}

async function posts(): Promise<TSchedulerPost[]> {
  const from = encodeURIComponent(t.clock.now().toISOString());
  const to = encodeURIComponent(new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString());

  return (await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?from=${from}&to=${to}`)).data;
}

describe('importing posts from CSV', () => {
  it('checks every row on a dry run, naming the network and its limit, and saves nothing', async () => {
    const dry = await agent.post<ImportAnswer>(URL, { csv: csv(), time_zone: 'Europe/Paris' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.data).toMatchObject({ mode: 'dry_run', valid: 3, invalid: 3, created: 0 });
    const [menu, sweet, long, picture, nobody, byName] = dry.data.rows;
    expect(menu).toMatchObject({ row: 2, ok: true, profile_id: linkedin.id, errors: {} });
    // 09:30 in Paris in winter is 08:30 UTC.
    expect(menu!.scheduled_at).toBe(`${ahead(2)}T08:30:00.000Z`);
    expect(sweet).toMatchObject({
      row: 3,
      ok: true,
      profile_id: x.id,
      scheduled_at: `${ahead(3)}T07:00:00.000Z`,
    });
    expect(long!.ok).toBe(false);
    expect(long!.errors).toEqual({
      text: [expect.stringMatching(/^X .*allows 280 characters; this has 300\.$/)],
    });
    expect(Object.values(picture!.errors).flat()).toEqual([
      expect.stringMatching(/^Instagram .*needs an image or a video\.$/),
    ]);
    expect(Object.keys(nobody!.errors).sort()).toEqual(['date', 'link', 'profile']);
    expect(nobody!.errors.profile).toEqual(['No active profile is called “Nobody”.']);
    expect(byName).toMatchObject({ row: 7, ok: true, profile_id: x.id, errors: {} });
    expect(await posts()).toEqual([]);
  });

  it('creates nothing with all_or_nothing when a row is invalid', async () => {
    const answer = await agent.post<ImportAnswer>(URL, {
      csv: csv(),
      time_zone: 'Europe/Paris',
      mode: 'commit',
      all_or_nothing: true,
    });
    expect(answer.data).toMatchObject({ mode: 'commit', valid: 3, invalid: 3, created: 0 });
    expect(await posts()).toEqual([]);
  });

  it('creates the valid rows as scheduled posts on a commit', async () => {
    const answer = await agent.post<ImportAnswer>(URL, {
      csv: csv(),
      time_zone: 'Europe/Paris',
      mode: 'commit',
    });
    expect(answer.data).toMatchObject({ created: 3, valid: 3 });
    const created = await posts();
    expect(created.map((post) => [post.profile_id, post.status, post.text]).sort()).toEqual(
      [
        [linkedin.id, 'scheduled', 'Our winter menu, out now'],
        [x.id, 'scheduled', 'Short and sweet'],
        [x.id, 'scheduled', 'By name'],
      ].sort(),
    );
    expect(created.find((post) => post.profile_id === linkedin.id)!.link).toBe('https://example.com/menu');
    expect(
      answer.data.rows
        .filter((row) => row.ok)
        .map((row) => row.post_id)
        .sort(),
    ).toEqual(created.map((post) => post.id).sort());
  });

  it('names the field of a file it cannot read', async () => {
    const noHeader = await agent.post(URL, { csv: 'a,b\n1,2' });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.data.errors).toEqual({
      csv: ['The first row must name the columns; missing: profile, date, text.'],
    });
    expect((await agent.post(URL, { csv: '' })).data.errors).toEqual({ csv: ['Paste or upload the CSV.'] });
    expect((await agent.post(URL, { csv: 'profile,date,text' })).data.errors).toEqual({
      csv: ['The file has no row under its header.'],
    });
    expect(
      Object.keys((await agent.post(URL, { csv: csv(), time_zone: 'Mars/Olympus' })).data.errors),
    ).toEqual(['time_zone']);
  });

  it('does not find another account’s profiles', async () => {
    const other = await setUpUser(t);
    const answer = await other.agent.post<ImportAnswer>(URL, {
      csv: `profile,date,text\n${linkedin.id},${ahead(2)} 09:30,Hello`,
      mode: 'commit',
    });
    expect(answer.data).toMatchObject({ created: 0, invalid: 1 });
    expect(answer.data.rows[0]!.errors.profile).toEqual([`No active profile is called “${linkedin.id}”.`]);
  });

  it('tells profiles that share a handle apart by a network column or `handle@network`', async () => {
    // The demo brand's Instagram and Threads profiles share the handle @kestrelroasters.
    const threads = await connectFirstAccount(t, agent, 'threads');
    expect(threads.handle?.toLowerCase()).toBe(instagram.handle?.toLowerCase());
    const rows = (lines: string[]) =>
      agent
        .post<ImportAnswer>(URL, { csv: ['profile,network,date,text', ...lines].join('\n') })
        .then((answer) => answer.data.rows);
    const [shared, byColumn, bySuffix, byName, unknown, nowhere] = await rows([
      `@${instagram.handle},,${ahead(2)} 09:30,Which one?`,
      `@${instagram.handle},Threads,${ahead(2)} 09:30,On Threads`,
      `@${instagram.handle}@instagram,,${ahead(2)} 09:30,On Instagram`,
      `${x.name},twitter,${ahead(2)} 09:30,X by its old name`,
      `@${instagram.handle},Myspace,${ahead(2)} 09:30,Nowhere`,
      `${x.name},LinkedIn,${ahead(2)} 09:30,Not there`,
    ]);
    expect(shared!.errors).toEqual({
      profile: [
        `Several profiles are called “@${instagram.handle}” (on Instagram, Threads): add a network column, or write “@${instagram.handle}@instagram”.`,
      ],
    });
    expect(byColumn).toMatchObject({ ok: true, profile_id: threads.id });
    // Found (Instagram then asks for a picture, as it would of any post without one).
    expect(bySuffix!.profile_id).toBe(instagram.id);
    expect(Object.keys(bySuffix!.errors)).toEqual(['media_urls']);
    expect(byName).toMatchObject({ ok: true, profile_id: x.id });
    expect(unknown!.errors).toEqual({
      network: [
        '“Myspace” is not a network: write one of Instagram, Facebook, X, Threads, LinkedIn, TikTok, YouTube, Pinterest.',
      ],
    });
    expect(nowhere!.errors.profile).toEqual([`No active LinkedIn profile is called “${x.name}”.`]);
  });
});
