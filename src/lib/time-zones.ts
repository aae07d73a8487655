/** The browser's own IANA time zone, or UTC when the browser will not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const valid = new Map<string, string>();

/**
 * A valid IANA time zone: the given one when the browser knows it, else the browser's own. Remembered per
 * input, because checking builds a formatter and screens ask on every render.
 */
export function zoneOr(timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let zone = valid.get(key);
  if (zone === undefined) {
    zone = browserTimeZone();
    try {
      if (timeZone) {
        new Intl.DateTimeFormat('en', { timeZone });
        zone = timeZone;
      }
    } catch {
      // An unknown zone falls through to the browser's.
    }
    valid.set(key, zone);
  }

  return zone;
}

/** "GMT+05:30" for a zone at a given instant (offsets change with daylight saving time). */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');

  return part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? 'GMT+00:00');
}

function offsetMinutes(label: string): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label);
  if (!match) return 0;

  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

export type TimeZoneOption = { id: string; label: string; description: string };

/**
 * Every IANA zone the browser knows, as "Europe/Paris" with its current offset, ordered west to east so
 * neighbours sit together. `at` fixes the instant (tests, stable stories).
 */
export function timeZoneOptions(at: Date = new Date(), current?: string): TimeZoneOption[] {
  const zones = new Set<string>(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'],
  );
  zones.add('UTC');
  if (current) zones.add(current);

  return [...zones]
    .map((id) => {
      const offset = utcOffsetLabel(id, at);

      return {
        id,
        label: `${id.replace(/_/g, ' ')} (${offset})`,
        description: offset,
        minutes: offsetMinutes(offset),
      };
    })
    .sort((a, b) => a.minutes - b.minutes || a.id.localeCompare(b.id))
    .map(({ id, label, description }) => ({ id, label, description }));
}
