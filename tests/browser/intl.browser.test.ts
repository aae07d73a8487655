import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneOptions } from '@/lib/time-zones.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** The time-zone list and date formats rest on the browser's own Intl data, not Node's: checked in Chromium. */
describe('Intl in the browser', () => {
  it('lists the browser’s zones west to east with their offsets', () => {
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));
    expect(options.length).toBeGreaterThan(300);
    const ids = options.map((option) => option.id);
    expect(ids).toContain('UTC');
    expect(ids.indexOf('America/Los_Angeles')).toBeLessThan(ids.indexOf('Asia/Tokyo'));
    expect(options.filter((option) => option.description === 'GMT+05:30').length).toBeGreaterThan(0);
  });

  it('keeps the user’s saved zone even when the browser lists it under another name', () => {
    // Chromium lists the legacy "Asia/Calcutta"; the server (and Node) may well have saved "Asia/Kolkata".
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata');
    expect(options.find((option) => option.id === 'Asia/Kolkata')?.description).toBe('GMT+05:30');
  });

  it('knows its own zone and formats dates naming a zone', () => {
    expect(browserTimeZone()).toMatch(/\w/);
    expect(formatDateTime(new Date('2026-07-15T12:30:00Z'), 'en', 'Asia/Tokyo')).toBe(
      'Jul 15, 2026, 9:30 PM GMT+9',
    );
  });
});
