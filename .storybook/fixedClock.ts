/**
 * Stories run at a fixed moment: relative times ("16 hours ago"), "today" in date pickers and calendars, and
 * time-zone offsets (which change with daylight saving) are the same on every run, so the visual baselines
 * stay true next month. The clock still moves from there, so timers and elapsed-time logic behave as usual.
 */
export const STORY_NOW = '2026-11-22T12:00:00.000Z';

const RealDate = Date;
const offset = RealDate.parse(STORY_NOW) - RealDate.now();

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;
