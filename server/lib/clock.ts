/** The time source; tests provide a fixed or advancing clock so expiry can be checked without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
