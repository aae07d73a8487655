import { describe, expect, it } from 'vitest';
import { localizeInstants } from '@/lib/dates.ts';

describe('localizeInstants', () => {
  it("writes a server message's ISO instants in the reader's locale and time zone", () => {
    expect(localizeInstants('Moved to 2026-12-02T21:00:00.000Z', 'en-GB', 'Europe/Paris')).toBe(
      'Moved to 2 Dec 2026, 22:00 CET',
    );
    expect(localizeInstants('Moved to 2026-12-02T21:00:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Moved to Dec 2, 2026, 4:00 PM EST',
    );
  });

  it('leaves a message without an instant as it is', () => {
    expect(localizeInstants('Now a reminder to publish it by hand.', 'en-US', 'UTC')).toBe(
      'Now a reminder to publish it by hand.',
    );
  });
});
