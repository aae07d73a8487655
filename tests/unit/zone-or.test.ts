import { describe, expect, it } from 'vitest';
import { browserTimeZone, zoneOr } from '@/lib/time-zones.ts';

/** The one `zoneOr` the analytics and the scheduler read the user's zone through. */
describe('zoneOr', () => {
  it("keeps a zone the browser knows, else takes the browser's", () => {
    expect(zoneOr('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(zoneOr('Mars/Olympus_Mons')).toBe(browserTimeZone());
    expect(zoneOr(undefined)).toBe(browserTimeZone());
    expect(zoneOr('')).toBe(browserTimeZone());
  });
});
