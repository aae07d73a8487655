import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TSocialProfile } from '../../contracts/social.ts';
import { countHashtags, textLength } from '../../contracts/text.ts';
import type { TCaptionSuggestions, TTranslation, TWritingCapabilities } from '../../contracts/writing.ts';
import type { Agent } from '../support/agent.ts';
import { completion, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const RATE_LIMIT = 6;
const KEY = 'sk-test-never-in-a-message-0123456789';

const GENERATE = '/api/v1/captions/generate';
const profileGenerate = (id: string) => `/api/v1/social-profile/${id}/captions/generate`;
const TRANSLATE = '/api/v1/translate';
const CAPABILITIES = '/api/v1/captions/capabilities';
const REQUEST = {
  topic: 'our winter blend',
  keywords: ['cinnamon', 'dark chocolate'],
  tone: 'friendly',
  length: 'medium',
};

describe('offline (no model configured)', () => {
  let t: TestApp;
  let agent: Agent;
  let instagram: TSocialProfile;
  let x: TSocialProfile;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITING_PER_HOUR: String(RATE_LIMIT) });
    ({ agent } = await setUpUser(t));
    instagram = await connectFirstAccount(t, agent, 'instagram');
    x = await connectFirstAccount(t, agent, 'x');
    await t.settle();
  });
  afterAll(() => t.close());

  it('says it suggests from the history and cannot translate, naming the variables to set', async () => {
    const capabilities = await agent.get<TWritingCapabilities>(CAPABILITIES);
    expect(capabilities.statusCode).toBe(200);
    expect(capabilities.data).toMatchObject({
      provider: 'offline',
      model: null,
      can_generate: true,
      can_translate: false,
    });
    expect(capabilities.data.translate_unavailable_reason).toContain('AI_BASE_URL and AI_MODEL');
  });

  it('suggests captions for one profile from its own best posts, within its network’s limits', async () => {
    const answer = await agent.post<TCaptionSuggestions>(profileGenerate(instagram.id), {
      ...REQUEST,
      count: 3,
    });
    expect(answer.statusCode).toBe(200);
    const result = answer.data;
    expect(result.provider).toBe('offline');
    expect(result.posts_considered).toBeGreaterThan(0);
    expect(result.suggestions).toHaveLength(3);
    expect(result.best_hashtags.length).toBeGreaterThan(0);
    for (const suggestion of result.suggestions) {
      expect(suggestion.based_on?.profile_id).toBe(instagram.id);
      expect(suggestion.text.toLowerCase()).toContain('winter blend');
      expect(suggestion.characters).toBe(textLength(suggestion.text));
      expect(suggestion.hashtags).toBe(countHashtags(suggestion.text));
      expect(suggestion.limits).toEqual([
        { network: 'instagram', max_characters: 2200, max_hashtags: 30, max_mentions: 20, fits: true },
      ]);
    }
    // The same input gives the same suggestions.
    const again = await agent.post<TCaptionSuggestions>(profileGenerate(instagram.id), {
      ...REQUEST,
      count: 3,
    });
    expect(again.data).toEqual(result);
  });

  it('learns from every active profile, or the chosen ones, and fits every chosen network', async () => {
    const all = await agent.post<TCaptionSuggestions>(GENERATE, { ...REQUEST, length: 'long', count: 5 });
    expect(all.statusCode).toBe(200);
    expect(all.data.suggestions[0]!.limits.map((limit) => limit.network)).toEqual(['instagram', 'x']);
    for (const suggestion of all.data.suggestions) {
      expect(suggestion.characters).toBeLessThanOrEqual(280);
      expect(suggestion.limits.every((limit) => limit.fits)).toBe(true);
    }
    const onlyX = await agent.post<TCaptionSuggestions>(GENERATE, { ...REQUEST, profile_ids: [x.id] });
    expect(onlyX.statusCode).toBe(200);
    expect(onlyX.data.suggestions.every((suggestion) => suggestion.based_on?.profile_id === x.id)).toBe(true);
    expect(onlyX.data.posts_considered).toBeLessThan(all.data.posts_considered);
  });

  it('names the field of bad input', async () => {
    const noTopic = await agent.post(GENERATE, { ...REQUEST, topic: ' ' });
    expect(noTopic.statusCode).toBe(422);
    expect(noTopic.data.errors).toEqual({ topic: ['Say what the post is about.'] });
    const badTone = await agent.post(profileGenerate(instagram.id), { ...REQUEST, tone: 'sarcastic' });
    expect(badTone.statusCode).toBe(422);
    expect(Object.keys(badTone.data.errors)).toEqual(['tone']);
    const tooMany = await agent.post(GENERATE, { ...REQUEST, count: 9 });
    expect(Object.keys(tooMany.data.errors)).toEqual(['count']);
  });

  it('does not find another account’s profile', async () => {
    const other = await setUpUser(t);
    const theirs = await connectFirstAccount(t, other.agent, 'linkedin');
    const perProfile = await agent.post(profileGenerate(theirs.id), REQUEST);
    expect(perProfile.statusCode).toBe(404);
    const global = await agent.post(GENERATE, { ...REQUEST, profile_ids: [instagram.id, theirs.id] });
    expect(global.statusCode).toBe(404);
    const mine = await other.agent.post(profileGenerate(instagram.id), REQUEST);
    expect(mine.statusCode).toBe(404);
  });

  it('answers Translate with what to configure, and loses nothing', async () => {
    const answer = await agent.post(TRANSLATE, { text: 'Bonjour #café', target_language: 'en' });
    expect(answer.statusCode).toBe(409);
    expect(answer.data.code).toBe('conflict');
    expect(answer.data.message).toContain('AI_BASE_URL and AI_MODEL');
  });

  it('limits suggestions per user and hour', async () => {
    const third = await setUpUser(t);
    for (let call = 0; call < RATE_LIMIT; call++)
      expect((await third.agent.post(GENERATE, REQUEST)).statusCode).toBe(200);
    const limited = await third.agent.post(GENERATE, REQUEST);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.data.message).toContain(`${RATE_LIMIT} times this hour`);
    // Another user is not slowed down.
    expect((await agent.post(GENERATE, REQUEST)).statusCode).toBe(200);
  });

  it('suggests nothing, honestly, without any history', async () => {
    const fresh = await setUpUser(t);
    const answer = await fresh.agent.post<TCaptionSuggestions>(GENERATE, REQUEST);
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toMatchObject({ posts_considered: 0, suggestions: [], best_hashtags: [] });
  });
});

describe('through an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let agent: Agent;
  let instagram: TSocialProfile;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: KEY,
      AI_TIMEOUT_SECONDS: '1',
    });
    ({ agent } = await setUpUser(t));
    instagram = await connectFirstAccount(t, agent, 'instagram');
    await t.settle();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('offers translation', async () => {
    const capabilities = await agent.get<TWritingCapabilities>(CAPABILITIES);
    expect(capabilities.data).toEqual({
      provider: 'openai',
      model: 'fake-model',
      can_generate: true,
      can_translate: true,
      translate_unavailable_reason: null,
    });
  });

  it('asks the model with the profile’s best captions and hashtags, and counts its answers', async () => {
    fake.answer = () =>
      completion(
        JSON.stringify({
          captions: ['Winter blend is back ☕️ #coffee', 'Cinnamon, chocolate, you. #winter'],
        }),
      );
    const answer = await agent.post<TCaptionSuggestions>(profileGenerate(instagram.id), {
      ...REQUEST,
      count: 2,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toMatchObject({ provider: 'openai', model: 'fake-model' });
    expect(answer.data.suggestions.map((suggestion) => suggestion.text)).toEqual([
      'Winter blend is back ☕️ #coffee',
      'Cinnamon, chocolate, you. #winter',
    ]);
    expect(answer.data.suggestions[0]).toMatchObject({ characters: 30, hashtags: 1, based_on: null });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body.model).toBe('fake-model');
    const prompt = request!.body.messages.at(-1).content as string;
    expect(prompt).toContain('our winter blend');
    expect(prompt).toContain('at most 2200 characters and at most 30 hashtags');
    expect(prompt).toContain(`#${answer.data.best_hashtags[0]!.tag}`);
  });

  it('classifies the model’s failures in plain words, never showing the key', async () => {
    fake.answer = () => ({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}` } } });
    const badKey = await agent.post(GENERATE, REQUEST);
    expect(badKey.statusCode).toBe(503);
    expect(badKey.data.message).toContain('check the AI settings (AI_API_KEY)');
    expect(badKey.body).not.toContain(KEY);
    expect(badKey.headers['retry-after']).toBeUndefined();

    fake.answer = () => ({ status: 429, headers: { 'retry-after': '17' }, body: { error: {} } });
    const busy = await agent.post(GENERATE, REQUEST);
    expect(busy.statusCode).toBe(503);
    expect(busy.data.message).toContain('Try again in a little while');
    expect(busy.headers['retry-after']).toBe('17');

    fake.answer = () => ({ status: 502, body: 'bad gateway' });
    const down = await agent.post(TRANSLATE, { text: 'Bonjour', target_language: 'en' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('60');

    fake.answer = () => ({ ...completion('{"captions": []}'), delayMs: 1_500 });
    const slow = await agent.post(GENERATE, REQUEST);
    expect(slow.statusCode).toBe(503);
    expect(slow.data.message).toContain('longer than 1 seconds');

    fake.answer = () => completion('I cannot help with that.');
    const unreadable = await agent.post(GENERATE, REQUEST);
    expect(unreadable.statusCode).toBe(503);
    expect(unreadable.data.message).toContain('held no captions');
  });

  it('translates, detecting the language and keeping hashtags, mentions and links', async () => {
    fake.answer = (request) => {
      const text = request.body.messages.at(-1).content as string;
      expect(text).toContain('Nouveau café avec ⟦1⟧ ! Voir ⟦2⟧ ⟦3⟧');
      expect(text).not.toContain('#café');

      return completion(JSON.stringify({ source_language: 'fr', text: 'New coffee with ⟦1⟧! See ⟦2⟧ ⟦3⟧' }));
    };
    const answer = await agent.post<TTranslation>(TRANSLATE, {
      text: 'Nouveau café avec @marie ! Voir https://example.com/c #café',
      target_language: 'en',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toEqual({
      text: 'New coffee with @marie! See https://example.com/c #café',
      source_language: 'fr',
      target_language: 'en',
      provider: 'openai',
      model: 'fake-model',
      kept: ['@marie', 'https://example.com/c', '#café'],
    });
    expect(fake.requests[0]!.body.messages.at(-1).content).toContain('"en"');
  });

  it('refuses a translation that lost a hashtag after a second try', async () => {
    fake.answer = () => completion(JSON.stringify({ source_language: 'fr', text: 'Hello #coffee' }));
    const answer = await agent.post(TRANSLATE, {
      text: 'Bonjour #café',
      target_language: 'en',
      source_language: 'fr',
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.data.message).toContain('did not keep #café as written');
    expect(fake.requests).toHaveLength(2);
  });

  it('names the field of bad input', async () => {
    const empty = await agent.post(TRANSLATE, { text: '  ', target_language: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors).toEqual({ text: ['Write the text to translate.'] });
    const badLanguage = await agent.post(TRANSLATE, { text: 'Hi', target_language: 'english!' });
    expect(Object.keys(badLanguage.data.errors)).toEqual(['target_language']);
    expect(fake.requests).toHaveLength(0);
  });
});
