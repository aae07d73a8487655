import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSavedText } from '../../contracts/captions.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  await t.settle();
});
afterAll(() => t.close());

const URL = '/api/v1/captions-hashtag-lists';

describe('saved captions and hashtag lists', () => {
  let coffee: TSavedText;

  it('normalises and de-duplicates a hashtag list', async () => {
    const created = await agent.post<TSavedText>(URL, {
      name: '  Coffee tags ',
      kind: 'hashtags',
      text: '#coffee latteart, ##Coffee #café\n#LatteArt #barista_life',
    });
    expect(created.statusCode).toBe(201);
    coffee = created.data;
    expect(coffee).toMatchObject({
      name: 'Coffee tags',
      kind: 'hashtags',
      text: '#coffee #latteart #café #barista_life',
      hashtags: ['coffee', 'latteart', 'café', 'barista_life'],
      profile_id: null,
      network: null,
    });
  });

  it('names the field of bad input', async () => {
    const bad = await agent.post(URL, { name: '', kind: 'hashtags', text: '#ok #summer-sale #2026' });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.name).toEqual(['Name it.']);
    expect(bad.data.errors.text[0]).toContain('Not a hashtag: #summer-sale, #2026');
    const empty = await agent.post(URL, { name: 'Empty', kind: 'caption', text: '   ' });
    expect(empty.data.errors).toEqual({ text: ['Write the caption.'] });
    const tooMany = await agent.post(URL, {
      name: 'Many',
      kind: 'hashtags',
      text: Array.from({ length: 101 }, (_, index) => `#tag${index}`).join(' '),
    });
    expect(tooMany.data.errors.text).toEqual(['A list holds at most 100 hashtags; this has 101.']);
    const clash = await agent.post(URL, { name: 'coffee TAGS', kind: 'caption', text: 'Hello' });
    expect(clash.statusCode).toBe(422);
    expect(clash.data.errors).toEqual({ name: ['A saved caption or hashtag list already has this name.'] });
    const badKind = await agent.post(URL, { name: 'X', kind: 'poem', text: 'Hello' });
    expect(Object.keys(badKind.data.errors)).toEqual(['kind']);
  });

  it('keeps a caption as written, scoped to a profile (its network follows) or a network', async () => {
    const caption = await agent.post<TSavedText>(URL, {
      name: 'Launch caption',
      kind: 'caption',
      text: 'Our new roast is here ☕️\n\nCome and taste it. #coffee',
      profile_id: instagram.id,
    });
    expect(caption.statusCode).toBe(201);
    expect(caption.data).toMatchObject({
      text: 'Our new roast is here ☕️\n\nCome and taste it. #coffee',
      hashtags: [],
      profile_id: instagram.id,
      network: 'instagram',
    });
    const network = await agent.post<TSavedText>(URL, {
      name: 'LinkedIn sign-off',
      kind: 'caption',
      text: 'Follow us for more.',
      network: 'linkedin',
    });
    expect(network.data).toMatchObject({ profile_id: null, network: 'linkedin' });
  });

  it('lists by name, searches names and texts, filters by kind and by what a profile can use', async () => {
    const names = async (query: string) =>
      (await agent.get<TSavedText[]>(`${URL}${query}`)).data.map((entry) => entry.name);
    expect(await names('')).toEqual(['Coffee tags', 'Launch caption', 'LinkedIn sign-off']);
    expect(await names('?kind=hashtags')).toEqual(['Coffee tags']);
    expect(await names('?q=roast')).toEqual(['Launch caption']);
    expect(await names('?q=COFFEE')).toEqual(['Coffee tags', 'Launch caption']);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names(`?profile_id=${instagram.id}`)).toEqual(['Coffee tags', 'Launch caption']);
    expect(await names(`?profile_id=${linkedin.id}`)).toEqual(['Coffee tags', 'LinkedIn sign-off']);
    expect((await agent.get(`${URL}?kind=poem`)).statusCode).toBe(422);
  });

  it('replaces and deletes', async () => {
    const updated = await agent.request<TSavedText>('PUT', `${URL}/${coffee.id}`, {
      name: 'Coffee tags',
      kind: 'hashtags',
      text: 'espresso #Espresso',
      network: 'instagram',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data).toMatchObject({ text: '#espresso', hashtags: ['espresso'], network: 'instagram' });
    expect(new Date(updated.data.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(coffee.updated_at).getTime(),
    );
    expect((await agent.delete(`${URL}/${coffee.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`${URL}/${coffee.id}`)).statusCode).toBe(404);
    expect((await agent.get<TSavedText[]>(`${URL}?kind=hashtags`)).data).toEqual([]);
  });
});

describe('another account', () => {
  it('gets 404 for this account’s saved texts and profiles, and sees none of them', async () => {
    const mine = (await agent.post<TSavedText>(URL, { name: 'Mine', kind: 'caption', text: 'Hello' })).data;
    const other = await setUpUser(t);
    const body = { name: 'Theirs', kind: 'caption', text: 'Hi' };
    expect((await other.agent.request('PUT', `${URL}/${mine.id}`, body)).statusCode).toBe(404);
    expect((await other.agent.delete(`${URL}/${mine.id}`)).statusCode).toBe(404);
    expect((await other.agent.post(URL, { ...body, profile_id: instagram.id })).statusCode).toBe(404);
    expect((await other.agent.get(`${URL}?profile_id=${instagram.id}`)).statusCode).toBe(404);
    expect((await other.agent.get(URL)).data).toEqual([]);
    // Same name in another account is fine.
    expect((await other.agent.post(URL, { ...body, name: 'Mine' })).statusCode).toBe(201);
    expect((await agent.get<TSavedText[]>(`${URL}?q=Hello`)).data.map((entry) => entry.id)).toEqual([
      mine.id,
    ]);
  });
});
