import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/app/navigation.ts';
import { trialDaysLeft } from '@/app/shell/AppShell.tsx';
import { formatDateTime, formatRelative } from '@/lib/dates.ts';
import { timeZoneOptions, utcOffsetLabel } from '@/lib/time-zones.ts';
import { describeUserAgent } from '@/lib/user-agent.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ])('%s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });
});

describe('time zones', () => {
  it('labels offsets at the given instant, daylight saving time included', () => {
    expect(utcOffsetLabel('Europe/Paris', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+01:00');
    expect(utcOffsetLabel('Europe/Paris', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+02:00');
    expect(utcOffsetLabel('UTC', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+00:00');
    expect(utcOffsetLabel('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+05:30');
  });

  it('lists every zone once, west to east, and includes UTC', () => {
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));
    const ids = options.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('UTC');
    expect(ids.indexOf('America/New_York')).toBeLessThan(ids.indexOf('Europe/Paris'));
    expect(ids.indexOf('Europe/Paris')).toBeLessThan(ids.indexOf('Asia/Tokyo'));
    expect(options.find((option) => option.id === 'America/New_York')?.label).toBe(
      'America/New York (GMT-05:00)',
    );
  });
});

describe('small helpers', () => {
  it('only follows `next` to a path on this site', () => {
    expect(safeNextPath('/settings/security?x=1')).toBe('/settings/security?x=1');
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(unsafe)).toBeNull();
    }
  });

  it('counts trial days left, rounding up and never below zero', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(trialDaysLeft('2026-12-06T09:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('2026-11-22T10:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });

  it('says how long ago, in the largest whole unit', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    expect(formatRelative(new Date('2026-11-22T08:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(new Date('2026-11-21T09:00:00Z'), now, 'en')).toBe('yesterday');
    expect(formatRelative(new Date('2026-11-22T08:59:50Z'), now, 'en')).toBe('now');
  });

  it('formats a date and time in the given zone, naming the zone', () => {
    const date = new Date('2026-07-15T12:30:00Z');
    expect(formatDateTime(date, 'en', 'Europe/Lisbon')).toBe('Jul 15, 2026, 1:30 PM GMT+1');
    expect(formatDateTime(date, 'en', 'America/New_York')).toBe('Jul 15, 2026, 8:30 AM EDT');
  });
});
