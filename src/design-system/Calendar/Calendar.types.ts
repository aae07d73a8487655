import type { NetworkKey } from '../theme/tokens.ts';

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const POST_STATUSES = [
  'draft',
  'awaiting-approval',
  'approved',
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const;
export type CalendarPostStatus = (typeof POST_STATUSES)[number];

export type CalendarPost = {
  id: string;
  /** When it publishes (or published), an ISO instant: "2026-03-14T08:30:00Z". */
  time: string;
  network: NetworkKey;
  /** The profile it publishes on, e.g. "Kestrel Coffee". */
  profileName: string;
  status: CalendarPostStatus;
  /** The caption; chips show its start. */
  caption: string;
  /** A picture of the media, shown in the list view. @default undefined */
  thumbnailUrl?: string;
};

export type CalendarProps = Omit<React.ComponentPropsWithoutRef<'section'>, 'onChange'> & {
  /** Month grid, week by hours, or a list grouped by day. */
  view: CalendarView;
  /** Called with the view the user picks in the header. */
  onViewChange: (view: CalendarView) => void;
  /** The day in focus, ISO ("2026-03-14"): its month or week is shown. */
  date: string;
  /** Called with the new day in focus (previous, next, today), ISO. */
  onDateChange: (date: string) => void;
  /** Today, ISO, in `timeZone` (highlighted; the "today" button goes there). @default today in `timeZone` */
  today?: string;
  /** The IANA time zone every time is shown in, e.g. "Europe/Paris". */
  timeZone: string;
  /** The first day of the week: 0 Sunday, 1 Monday. @default 1 */
  weekStartsOn?: 0 | 1;
  /** BCP 47 locale for dates and times. @default the browser's */
  locale?: string;
  /** The posts to show (those outside the visible range are ignored). */
  posts: ReadonlyArray<CalendarPost>;
  /** The name of each status, read with each post and shown in the list view. */
  statusLabels: Record<CalendarPostStatus, string>;
  /** Called with a post's id when its chip is pressed. */
  onSelectPost: (id: string) => void;
  /**
   * Called with an ISO instant (UTC, "2026-03-14T08:00:00.000Z") when the user asks to create a post on an
   * empty day (at `createHour`) or hour slot. Without it, days and slots are not interactive.
   */
  onCreateAt?: (isoDateTime: string) => void;
  /** The local hour a post created from a day (month view, week header) starts at. @default 9 */
  createHour?: number;
  /** The accessible name of a day's "create" button, given the formatted day, e.g. "New post on March 14". */
  createLabel?: (day: string) => string;
  /** The header's "times in" line, given the time zone, e.g. "Times in Europe/Paris". */
  timeZoneLabel: (timeZone: string) => string;
  /** Previous month or week, e.g. "Previous". */
  previousLabel: string;
  /** Next month or week, e.g. "Next". */
  nextLabel: string;
  /** Back to today, e.g. "Today". */
  todayLabel: string;
  /** The view switcher's name, e.g. "View". */
  viewLabel: string;
  /** The names of the views, e.g. { month: 'Month', week: 'Week', list: 'List' }. */
  viewLabels: Record<CalendarView, string>;
  /** The month view's overflow link, given the hidden count, e.g. "+3 more". */
  moreLabel: (count: number) => string;
  /** The list view's message when the month has no posts. */
  emptyLabel: string;
  /** Chips shown in a month day before "+N more". @default 3 */
  maxPostsPerDay?: number;
  /** The first hour row of the week view (earlier rows appear when a post needs them). @default 6 */
  weekStartHour?: number;
  /** The heading level of the period title. @default 2 */
  titleLevel?: 2 | 3;
};
