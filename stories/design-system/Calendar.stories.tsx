import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Calendar, type CalendarPost, type CalendarProps } from '@/design-system/Calendar';
import type { NetworkKey } from '@/design-system/theme';

const NETWORK_CYCLE: NetworkKey[] = [
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'x',
  'threads',
  'youtube',
  'pinterest',
];
const PROFILES: Record<NetworkKey, string> = {
  instagram: 'Kestrel Coffee',
  facebook: 'Kestrel Coffee Roasters',
  linkedin: 'Kestrel Inc.',
  tiktok: 'kestrel.coffee',
  x: '@kestrelcoffee',
  threads: 'kestrel.coffee',
  youtube: 'Kestrel TV',
  pinterest: 'Kestrel Recipes',
};
const CAPTIONS = [
  'Spring collection drop: a new single-origin from Huila',
  'Behind the scenes at the roastery',
  'Latte art Tuesday: show us yours!',
  'We are hiring baristas in Lyon',
  'Customer story: how Café Lumière cut waste by 30%',
  'Weekend brunch menu is here',
  'Cold brew 101 — a thread',
  'Meet Léa, our head roaster',
];
const STATUS_CYCLE: CalendarPost['status'][] = [
  'published',
  'published',
  'scheduled',
  'approved',
  'awaiting-approval',
  'draft',
  'failed',
  'scheduled',
];

/** About forty posts over March 2026, a busy Monday and Friday included: fixed, so screenshots are stable. */
const MARCH_POSTS: CalendarPost[] = Array.from({ length: 40 }, (_, index) => {
  const day = [2, 2, 2, 2, 2, 3, 5, 6, 6, 9, 10, 11, 12, 13, 13, 13, 13, 16, 17, 18][index % 20] ?? 1;
  const shiftedDay = index < 20 ? day : Math.min(day + 14, 31);
  const hour = 7 + ((index * 5) % 12);
  const minute = [0, 15, 30, 45][index % 4] ?? 0;
  const network = NETWORK_CYCLE[index % NETWORK_CYCLE.length] ?? 'instagram';
  const status: CalendarPost['status'] =
    shiftedDay < 14 ? (index % 9 === 4 ? 'failed' : 'published') : (STATUS_CYCLE[index % 8] ?? 'scheduled');
  return {
    id: `post-${index + 1}`,
    time: `2026-03-${String(shiftedDay).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
    network,
    profileName: PROFILES[network],
    status,
    caption: CAPTIONS[index % CAPTIONS.length] ?? '',
  };
});

/** The week Europe/Paris leaves summer time: 02:00–03:00 happens twice on Sunday, October 25. */
const DST_POSTS: CalendarPost[] = [
  {
    id: 'd1',
    time: '2026-10-24T08:00:00Z',
    network: 'instagram',
    profileName: 'Kestrel Coffee',
    status: 'scheduled',
    caption: 'Saturday 10:00 in summer time (UTC+2)',
  },
  {
    id: 'd2',
    time: '2026-10-25T00:30:00Z',
    network: 'x',
    profileName: '@kestrelcoffee',
    status: 'scheduled',
    caption: 'First 02:30 (still summer time)',
  },
  {
    id: 'd3',
    time: '2026-10-25T01:30:00Z',
    network: 'threads',
    profileName: 'kestrel.coffee',
    status: 'scheduled',
    caption: 'Second 02:30 (winter time)',
  },
  {
    id: 'd4',
    time: '2026-10-25T09:00:00Z',
    network: 'facebook',
    profileName: 'Kestrel Coffee Roasters',
    status: 'scheduled',
    caption: 'Sunday 10:00 in winter time (UTC+1)',
  },
  {
    id: 'd5',
    time: '2026-10-20T16:00:00Z',
    network: 'linkedin',
    profileName: 'Kestrel Inc.',
    status: 'approved',
    caption: 'Quarterly results are in',
  },
  {
    id: 'd6',
    time: '2026-10-22T05:15:00Z',
    network: 'tiktok',
    profileName: 'kestrel.coffee',
    status: 'draft',
    caption: 'Sunrise pour-over timelapse',
  },
];

const LIST_POSTS: CalendarPost[] = MARCH_POSTS.filter(
  (post) => post.time >= '2026-03-12' && post.time < '2026-03-17',
).map((post, index) => ({
  ...post,
  thumbnailUrl:
    index % 2 === 0
      ? `data:image/svg+xml,${encodeURIComponent(
          `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${['#c98a5b', '#6a8f6b', '#7a6fb0'][(index / 2) % 3]}"/><circle cx="20" cy="20" r="9" fill="#f3e6d8"/></svg>`,
        )}`
      : undefined,
}));

/** Keeps the view and the day in state, as the page would, and reports every change. */
function ControlledCalendar(args: CalendarProps) {
  const [view, setView] = useState(args.view);
  const [date, setDate] = useState(args.date);
  return (
    <Calendar
      {...args}
      view={view}
      date={date}
      onViewChange={(next) => {
        args.onViewChange(next);
        setView(next);
      }}
      onDateChange={(next) => {
        args.onDateChange(next);
        setDate(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Widgets/Calendar',
  component: Calendar,
  render: (args) => <ControlledCalendar {...args} />,
  args: {
    view: 'month',
    date: '2026-03-14',
    today: '2026-03-14',
    timeZone: 'Europe/Paris',
    weekStartsOn: 1,
    locale: 'en-US',
    posts: MARCH_POSTS,
    statusLabels: {
      draft: 'Draft',
      'awaiting-approval': 'Awaiting approval',
      approved: 'Approved',
      scheduled: 'Scheduled',
      publishing: 'Publishing',
      published: 'Published',
      failed: 'Failed',
    },
    onSelectPost: fn(),
    onCreateAt: fn(),
    onViewChange: fn(),
    onDateChange: fn(),
    createLabel: (day: string) => `New post on ${day}`,
    timeZoneLabel: (timeZone: string) => `Times in ${timeZone}`,
    previousLabel: 'Previous',
    nextLabel: 'Next',
    todayLabel: 'Today',
    viewLabel: 'View',
    viewLabels: { month: 'Month', week: 'Week', list: 'List' },
    moreLabel: (count: number) => `+${count} more`,
    emptyLabel: 'Nothing planned this month.',
    maxPostsPerDay: 3,
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['month', 'week', 'list'] },
    weekStartsOn: { control: 'inline-radio', options: [0, 1] },
    timeZone: { control: 'select', options: ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC'] },
    locale: { control: 'select', options: ['en-US', 'en-GB', 'fr-FR', 'de-DE'] },
    posts: { control: false },
    statusLabels: { control: false },
    viewLabels: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 1120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy month: chips by day, "+N more" opens the rest of a day; chips, days and the header all report. */
export const Month: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Times in Europe/Paris')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    // Post 1: 07:00 UTC is 8:00 AM in Paris in March (UTC+1).
    const [first] = canvas.getAllByRole('button', {
      name: /^8:00 AM Instagram, Kestrel Coffee: Spring collection/,
    });
    if (!first) throw new Error('No chip for post 1');
    await expect(first).toHaveAccessibleName(/Published$/);
    await userEvent.click(first);
    await expect(args.onSelectPost).toHaveBeenCalledWith('post-1');

    await userEvent.click(canvas.getAllByRole('button', { name: '+3 more' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Monday, March 2' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'New post on Friday, March 27' }));
    await expect(args.onCreateAt).toHaveBeenCalledWith('2026-03-27T08:00:00.000Z');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-04-14');
    await expect(canvas.getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-03-14');
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
  },
};

/** The week by hours (6:00 to midnight); a slot click creates a post at that hour. */
export const Week: Story = {
  args: { view: 'week', date: '2026-03-12' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Mar 9 – 15, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('month');
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('week');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-03-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Mar 9 – 15, 2026' })).toBeVisible();
  },
};

/** The month's posts as a list grouped by day, with status names and thumbnails. */
export const List: Story = {
  args: { view: 'list', posts: LIST_POSTS },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: /Thursday, March 12/ })).toBeVisible();
    const rows = canvas.getAllByRole('button', { name: /Kestrel|kestrel/ });
    await userEvent.click(rows[0] as HTMLElement);
    await expect(args.onSelectPost).toHaveBeenCalledTimes(1);
  },
};

/** No posts: an empty grid, and in the list a message. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^New post on/ })).toHaveLength(42);
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(canvas.getByText('Nothing planned this month.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
  },
};

/**
 * Europe/Paris leaves summer time on Sunday, October 25, 2026: 10:00 is 08:00 UTC on Saturday and 09:00 UTC
 * on Sunday, and 02:30 happens twice, so that day's times carry their offset.
 */
export const DaylightSavingWeek: Story = {
  args: { view: 'week', date: '2026-10-25', today: '2026-10-21', posts: DST_POSTS, weekStartHour: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oct 19 – 25, 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^10:00 AM Instagram/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^2:30 AM GMT\+2 X/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^2:30 AM GMT\+1 Threads/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^10:00 AM GMT\+1 Facebook/ })).toBeVisible();
  },
};

/** Sunday-first weeks, 24-hour times and French names. */
export const Localized: Story = {
  args: {
    locale: 'fr-FR',
    weekStartsOn: 0,
    timeZone: 'America/New_York',
    timeZoneLabel: (timeZone: string) => `Heures de ${timeZone}`,
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
    todayLabel: "Aujourd'hui",
    viewLabel: 'Vue',
    viewLabels: { month: 'Mois', week: 'Semaine', list: 'Liste' },
    moreLabel: (count: number) => `+${count} autres`,
    createLabel: (day: string) => `Nouvelle publication le ${day}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'mars 2026' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('dim.');
  },
};
