import { describe, expect, it } from 'vitest';
import { ctx, setup } from './setup.ts';

describe('Instagram reading', () => {
  it('reads the profile with the Page token', async () => {
    const { connector, http } = setup(['profile/ig_user_fields']);
    const profile = await connector.getProfile(ctx);
    expect(profile).toMatchObject({
      handle: 'kestrel.coffee',
      followers: 12840,
      following: 311,
      postsCount: 402,
    });
    expect(profile.url).toBe('https://www.instagram.com/kestrel.coffee/');
    http.done();
  });

  it('follows the media cursor across two pages and maps kinds', async () => {
    const { connector, http } = setup(['media/list_page1', 'media/list_page2']);
    const first = await connector.listPosts(ctx, { since: '2026-11-15T00:00:00.000Z' });
    expect(first.items.map((post) => post.kind)).toEqual(['image', 'reel']);
    expect(first.items[0]?.publishedAt).toBe('2026-11-18T08:30:00.000Z');
    expect(first.nextCursor).toBe('MEDIA_AFTER_1');
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });
    expect(second.items[0]?.kind).toBe('carousel');
    expect(second.items[0]?.media.map((m) => m.type)).toEqual(['image', 'image', 'video']);
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('lists stories', async () => {
    const { connector, http } = setup(['media/stories_list']);
    const stories = await connector.listStories!(ctx);
    expect(stories[0]).toMatchObject({ kind: 'story', remoteId: '17900000000000009' });
    http.done();
  });

  it('lists, replies to and hides comments', async () => {
    const { connector, http } = setup([
      'comments/list',
      'comments/reply_create',
      'comments/reply_read',
      'comments/hide',
    ]);
    const page = await connector.listComments!(ctx, '17900000000000001');
    expect(page.items).toHaveLength(2);
    expect(page.items[1]).toMatchObject({
      authorHandle: 'traveller',
      hidden: true,
      postRemoteId: '17900000000000001',
    });
    expect(page.nextCursor).toBe('COMMENTS_AFTER');
    const reply = await connector.replyToComment!(ctx, '18000000000000002', 'Rue des Martyrs, Paris!');
    expect(reply).toMatchObject({ remoteId: '18000000000000003', parentRemoteId: '18000000000000002' });
    await connector.moderateComment!(ctx, '18000000000000002', 'hide');
    http.done();
  });

  it('lists photo tags as mentions', async () => {
    const { connector, http } = setup(['mentions/tags']);
    const page = await connector.listMentions!(ctx);
    expect(page.items[0]).toMatchObject({ kind: 'tag', authorHandle: 'city.guide' });
    http.done();
  });

  it('searches a hashtag then reads its recent media', async () => {
    const { connector, http } = setup(['hashtag/search_id', 'hashtag/recent_media']);
    const posts = await connector.searchHashtag!(ctx, '#latteart');
    expect(posts[0]?.permalink).toBe('https://www.instagram.com/p/HASH500/');
    http.done();
  });

  it('reports the weekly hashtag cap as a classified failure', async () => {
    const { connector, http } = setup(['hashtag/limit_30_per_week_error']);
    await expect(connector.searchHashtag!(ctx, 'another')).rejects.toMatchObject({
      error: { providerCode: '24' },
    });
    http.done();
  });

  it('looks up a competitor with Business Discovery', async () => {
    const { connector, http } = setup(['discovery/business_discovery_competitor']);
    const rival = await connector.lookupCompetitor!(ctx, '@rival.roasters');
    expect(rival).toMatchObject({ handle: 'rival.roasters', followers: 40210, postsCount: 980 });
    expect(rival.recentPosts[0]?.remoteId).toBe('17900000000000900');
    expect(http.sent[0]?.url).toContain('business_discovery.username%28rival.roasters%29');
    http.done();
  });

  it('refuses a handle that is not a username without calling Meta', async () => {
    const { connector, http } = setup([]);
    await expect(connector.lookupCompetitor!(ctx, 'x){id}')).rejects.toMatchObject({
      error: { kind: 'not_found' },
    });
    http.done();
  });

  it('lists conversations and messages', async () => {
    const { connector, http } = setup(['dm/conversations', 'dm/messages']);
    const conversations = await connector.listConversations!(ctx);
    expect(conversations.items[0]).toMatchObject({
      participantHandle: 'bean.lover',
      snippet: 'Are you open on Sunday?',
    });
    const messages = await connector.listMessages!(ctx, conversations.items[0]!.remoteId);
    expect(messages.items.map((m) => m.fromSelf)).toEqual([false, true]);
    http.done();
  });
});
