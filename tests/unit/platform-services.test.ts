import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsConsentFromTcf,
  CONSENT_COOKIE,
  CONSENT_POLL_MS,
  getConsent,
  resetConsentForTests,
  saveConsent,
  startConsentManager,
} from '@/platform/consent.ts';
import { flatTraits, getFeatureFlag, startFeatureFlags } from '@/platform/feature-flags.ts';
import { resetLogsForTests, startLogs } from '@/platform/logs.ts';
import {
  captureMarketing,
  forgetConsentedMarketing,
  MARKETING_COOKIES,
  persistMarketing,
  readMarketing,
  UTM_FIELDS,
} from '@/platform/marketing.ts';
import {
  isSessionSampled,
  registerSessionRecorder,
  SAMPLE_KEY,
  startSessionRecording,
} from '@/platform/session-recording.ts';
import { CLEANUP_MARKER, cleanUpLegacyStorage } from '@/platform/storage-cleanup.ts';

const clearCookies = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
};

describe('consent (spec §1, §9)', () => {
  beforeEach(() => {
    clearCookies();
    resetConsentForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('is unasked at first, and a banner choice is kept in a first-party cookie for 365 days', () => {
    expect(getConsent()).toEqual({ analytics: null, source: 'none' });
    const set = vi.spyOn(Cookies, 'set');
    saveConsent(true);
    expect(set).toHaveBeenCalledWith(
      CONSENT_COOKIE,
      expect.any(String),
      expect.objectContaining({ expires: 365 }),
    );
    expect(getConsent()).toEqual({ analytics: true, source: 'banner' });
    resetConsentForTests();
    expect(getConsent()).toEqual({ analytics: true, source: 'banner' });
    set.mockRestore();
  });

  it('reads TCF v2: GDPR not applying, undecided, purposes 1 and 8 both needed', () => {
    expect(analyticsConsentFromTcf({ gdprApplies: false })).toBe(true);
    expect(analyticsConsentFromTcf({ gdprApplies: true, eventStatus: 'cmpuishown' })).toBeNull();
    expect(
      analyticsConsentFromTcf({
        gdprApplies: true,
        eventStatus: 'useractioncomplete',
        purpose: { consents: { 1: true, 8: true } },
      }),
    ).toBe(true);
    expect(
      analyticsConsentFromTcf({
        gdprApplies: true,
        eventStatus: 'tcloaded',
        purpose: { consents: { 1: true } },
      }),
    ).toBe(false);
  });

  it('loads the consent manager and polls for its API every 500 ms until it answers', () => {
    vi.useFakeTimers();
    const target = window as NonNullable<Parameters<typeof startConsentManager>[1]>;
    const stop = startConsentManager('https://cmp.example.com/cmp.js', target);
    expect(document.querySelector('script[data-consent-manager]')?.getAttribute('src')).toBe(
      'https://cmp.example.com/cmp.js',
    );
    vi.advanceTimersByTime(CONSENT_POLL_MS * 3);
    expect(getConsent().analytics).toBeNull();
    const tcfapi = vi.fn(
      (_command: string, _version: number, callback: (data: object, ok: boolean) => void) =>
        callback(
          {
            gdprApplies: true,
            eventStatus: 'useractioncomplete',
            purpose: { consents: { 1: true, 8: false } },
          },
          true,
        ),
    );
    target.__tcfapi = tcfapi as never;
    vi.advanceTimersByTime(CONSENT_POLL_MS - 1);
    expect(tcfapi).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tcfapi).toHaveBeenCalledWith('addEventListener', 2, expect.any(Function));
    expect(getConsent()).toEqual({ analytics: false, source: 'manager' });
    vi.advanceTimersByTime(CONSENT_POLL_MS * 4);
    expect(tcfapi).toHaveBeenCalledTimes(1);
    stop();
    delete target.__tcfapi;
    document.querySelector('script[data-consent-manager]')?.remove();
  });
});

describe('attribution cookies (spec §3, §9)', () => {
  beforeEach(clearCookies);

  const landing = new URL(
    'https://app.kestrel.test/create/account?utm_source=news&utm_campaign=spring&utm_medium=email&utm_term=analytics&utm_content=hero&gclid=G1&campaign_id=C1&ad_group_id=AG1&ad_id=AD1&invitation=INV42&via=partner7&promo=SPRING10',
  );

  it('captures the ten fields, the referrer without its query, and the codes', () => {
    const capture = captureMarketing(landing, 'https://news.example.org/post/12?token=secret');
    expect(Object.keys(capture.utm ?? {}).sort()).toEqual([...UTM_FIELDS].sort());
    expect(capture.utm?.referrer_url).toBe('https://news.example.org/post/12');
    expect(capture).toMatchObject({
      source: 'news',
      invitation: 'INV42',
      affiliate: 'partner7',
      promo: 'SPRING10',
    });
    expect(captureMarketing(new URL('https://app.kestrel.test/'), 'https://app.kestrel.test/home')).toEqual({
      utm: null,
      source: null,
      invitation: null,
      affiliate: null,
      promo: null,
    });
  });

  it('writes codes always, UTM data and source only with consent, with the lifetimes of spec §9', () => {
    const set = vi.spyOn(Cookies, 'set');
    const capture = captureMarketing(landing, '');
    expect(persistMarketing(capture, false)).toEqual(['invitation', 'affiliate', 'promo']);
    expect(readMarketing()).toMatchObject({ utm: null, source: null, invitation: 'INV42' });
    expect(persistMarketing(capture, true)).toEqual(['invitation', 'affiliate', 'promo', 'utm', 'source']);
    const lifetime = (name: string) => set.mock.calls.find(([cookie]) => cookie === name)?.[2]?.expires;
    expect(lifetime(MARKETING_COOKIES.utm.name)).toBe(365);
    expect(lifetime(MARKETING_COOKIES.source.name)).toBe(365);
    expect(lifetime(MARKETING_COOKIES.invitation.name)).toBe(30);
    expect(lifetime(MARKETING_COOKIES.affiliate.name)).toBe(30);
    expect(lifetime(MARKETING_COOKIES.promo.name)).toBe(1);
    expect(readMarketing().utm).toMatchObject({ utm_campaign: 'spring', gclid: 'G1' });
    set.mockRestore();
  });

  it('keeps the first source, replaces UTM data with the latest campaign, and forgets both on refusal', () => {
    persistMarketing(captureMarketing(landing, ''), true);
    persistMarketing(
      captureMarketing(new URL('https://app.kestrel.test/?utm_source=ads&utm_campaign=autumn'), ''),
      true,
    );
    expect(readMarketing()).toMatchObject({
      source: 'news',
      utm: { utm_source: 'ads', utm_campaign: 'autumn' },
    });
    forgetConsentedMarketing();
    expect(readMarketing()).toMatchObject({ utm: null, source: null, invitation: 'INV42' });
  });
});

describe('one-time local-storage clean-up (spec §9)', () => {
  beforeEach(() => localStorage.clear());

  it('removes legacy keys once, leaves this version’s keys and unrelated ones, and marks it done', () => {
    for (const key of [
      'network-suggested',
      'datepicker_range',
      'scheduler-view',
      'theme',
      'language',
      'linkedin_org',
    ]) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('group_12', 'x');
    localStorage.setItem('kestrel.activeGroupId', 'g1');
    localStorage.setItem('kestrel.signupStep.u1', 'done');
    localStorage.setItem('unrelated', 'keep');
    const removed = cleanUpLegacyStorage(localStorage);
    expect(removed.sort()).toEqual(
      [
        'datepicker_range',
        'group_12',
        'language',
        'linkedin_org',
        'network-suggested',
        'scheduler-view',
        'theme',
      ].sort(),
    );
    expect(localStorage.getItem('kestrel.activeGroupId')).toBe('g1');
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(localStorage.getItem(CLEANUP_MARKER)).toBe('1');

    localStorage.setItem('instagram_cache', 'x');
    expect(cleanUpLegacyStorage(localStorage)).toEqual([]);
    expect(localStorage.getItem('instagram_cache')).toBe('x');
  });
});

describe('error monitoring and logs (spec §9)', () => {
  afterEach(resetLogsForTests);
  const logs = { clientToken: 'pub0123', site: 'datadoghq.eu', service: 'kestrel-web' };

  it('samples every session and forwards errors, except on staging', async () => {
    const init = vi.fn();
    const load = vi.fn(async () => ({ datadogLogs: { init } }) as never);
    expect(await startLogs(logs, 'staging', '1.0.0', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await startLogs(logs, 'production', '1.0.0', load);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        clientToken: 'pub0123',
        site: 'datadoghq.eu',
        env: 'production',
        sessionSampleRate: 100,
        forwardErrorsToLogs: true,
      }),
    );
    await startLogs(logs, 'production', '1.0.0', load);
    expect(init).toHaveBeenCalledTimes(1);
  });
});

describe('session recording (spec §9)', () => {
  beforeEach(() => sessionStorage.clear());
  const config = { provider: 'test-recorder', sampleRate: 0.2, minDurationMs: 4_000, maxDurationMs: 600_000 };
  const timers = () => {
    let now = 0;
    const pending: { at: number; run: () => void; cancelled: boolean }[] = [];

    return {
      now: () => now,
      after: (ms: number, run: () => void) => {
        const entry = { at: now + ms, run, cancelled: false };
        pending.push(entry);

        return () => void (entry.cancelled = true);
      },
      advance(ms: number) {
        now += ms;
        for (const entry of pending) {
          if (entry.cancelled || entry.at > now) continue;
          entry.cancelled = true;
          entry.run();
        }
      },
    };
  };

  it('samples 20 % of sessions, deciding once per browser session', () => {
    expect(isSessionSampled(0.2, sessionStorage, () => 0.19)).toBe(true);
    expect(isSessionSampled(0.2, sessionStorage, () => 0.99)).toBe(true);
    sessionStorage.removeItem(SAMPLE_KEY);
    expect(isSessionSampled(0.2, sessionStorage, () => 0.2)).toBe(false);
  });

  it('records nothing without a registered recorder, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startSessionRecording(config, { sampled: true })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no recorder named "test-recorder"'));
    warn.mockRestore();
  });

  it('stops at 10 minutes, keeps recordings of 4 s or more and discards shorter ones', async () => {
    const recorder = { start: vi.fn(), stop: vi.fn() };
    const unregister = registerSessionRecorder('test-recorder', () => recorder);
    const clock = timers();
    expect(await startSessionRecording(config, { sampled: false, timers: clock })).toBeNull();

    const stopShort = await startSessionRecording(config, { sampled: true, timers: clock });
    clock.advance(3_999);
    stopShort?.();
    expect(recorder.stop).toHaveBeenLastCalledWith({ keep: false });

    const stopLong = await startSessionRecording(config, { sampled: true, timers: clock });
    clock.advance(600_000);
    expect(recorder.stop).toHaveBeenLastCalledWith({ keep: true });
    stopLong?.();
    expect(recorder.stop).toHaveBeenCalledTimes(2);
    expect(recorder.start).toHaveBeenCalledTimes(2);
    unregister();
  });
});

describe('feature flags on Flagsmith (spec §3, §4, §9)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());
  const config = {
    environmentKey: 'env-key',
    apiUrl: 'https://flags.example.com/api/v1/',
    realtime: false,
    realtimeUrl: 'https://realtime.example.com/',
  };

  it('sends only the flat string, number and boolean fields as traits', () => {
    expect(
      flatTraits({ id: 'u1', email: 'a@b.c', admin_id: 3, verified: true, settings: { x: 1 }, gone: null }),
    ).toEqual({ id: 'u1', email: 'a@b.c', admin_id: 3, verified: true });
  });

  it('identifies the user with traits, serves the flags, caches them, and flushes counts every 10 s with consent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let consent = false;
    const requests: { url: string; body: unknown }[] = [];
    const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });

      return new Response(
        url.endsWith('identities/')
          ? JSON.stringify({
              flags: [{ feature: { id: 1, name: 'new_reports' }, enabled: true, feature_state_value: 'v2' }],
              traits: [],
            })
          : '{}',
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    const stop = startFeatureFlags(
      config,
      { id: 'u1', traits: { email: 'a@b.c', admin_id: 3 } },
      { analyticsConsent: () => consent, fetcher: fetcher as unknown as typeof fetch },
    );
    await vi.waitFor(() => expect(getFeatureFlag('new_reports')).toEqual({ enabled: true, value: 'v2' }));
    expect(requests[0]).toMatchObject({
      url: 'https://flags.example.com/api/v1/identities/',
      body: {
        identifier: 'u1',
        traits: expect.arrayContaining([{ trait_key: 'email', trait_value: 'a@b.c' }]),
      },
    });
    expect(getFeatureFlag('unknown', 'fallback')).toEqual({ enabled: false, value: 'fallback' });
    expect(JSON.parse(localStorage.getItem('kestrel.featureFlags.u1') ?? '{}')).toHaveProperty('new_reports');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests.some((request) => request.url.endsWith('analytics/flags/'))).toBe(false);
    consent = true;
    getFeatureFlag('new_reports');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests.find((request) => request.url.endsWith('analytics/flags/'))?.body).toMatchObject({
      new_reports: expect.any(Number),
    });
    stop();
    expect(getFeatureFlag('new_reports')).toEqual({ enabled: false, value: null });
  });

  it('falls back to every flag off, with a warning, when the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetcher = vi.fn(async () => new Response('down', { status: 503 }));
    const stop = startFeatureFlags(config, null, {
      analyticsConsent: () => false,
      fetcher: fetcher as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('every flag is off')));
    expect(getFeatureFlag('new_reports', false)).toEqual({ enabled: false, value: false });
    stop();
    warn.mockRestore();
  });
});
