import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { userFixture } from '@mocks/fixtures.ts';
import { captionsHandlers } from '@mocks/handlers/captions.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { importsHandlers } from '@mocks/handlers/imports.ts';
import { mediaHandlers } from '@mocks/handlers/media.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { publishingHandlers, schedulerPostsFixture } from '@mocks/handlers/publishing.ts';
import { schedulingHandlers } from '@mocks/handlers/scheduling.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { writingHandlers } from '@mocks/handlers/writing.ts';
import { timeSlotsHandlers } from '@mocks/handlers/time-slots.ts';
import { AppAt } from '../support/AppAt.tsx';

/** A user past the sign-up, in Paris, with profiles; the stories' today is Sunday 22 November 2026. */
const setUp = userFixture({
  signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' },
  time_zone: 'Europe/Paris',
});

const meta = {
  title: 'Screens/Scheduler',
  component: AppAt,
  args: { path: '/publishing/scheduler' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    window.localStorage.clear();
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers(),
      ...timeSlotsHandlers(),
      ...captionsHandlers(),
      ...mediaHandlers(),
      ...importsHandlers(),
      ...writingHandlers(),
      // Notes and notifications (the calendar's posts are publishingHandlers', listed first).
      ...schedulingHandlers({ posts: schedulerPostsFixture() }),
    );
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The month: every post on its local day, coloured by status and said in words; the time zone is named. */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
    await expect(canvas.getByText(/Times are in Europe\/Paris · GMT\+01:00/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    // Four posts on the 26th: three shown, then "2 more" (the fourth would take the same room).
    const day = await canvas.findByRole('group', { name: /Thursday, November 26, 4 posts/ });
    await expect(
      within(day).getAllByRole('button', {
        name: /^\d+:\d+ [AP]M Kestrel Coffee \([A-Za-z]+\): Black Friday week/,
      }),
    ).toHaveLength(4);
    await expect(
      canvas.getByRole('button', {
        name: /Kestrel Coffee Ltd \([A-Za-z]+\): We are hiring a head roaster in Bristol\. \(Failed\)$/,
      }),
    ).toBeVisible();
  },
};

/** The week, by the hour, opened on the working day. */
export const Week: Story = {
  args: { path: '/publishing/scheduler?view=week&date=2026-11-24' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /November 22 – 28, 2026/ }),
    ).toBeVisible();
    const hour = await canvas.findByRole('group', { name: /^9 AM, Tuesday, November 24, 1 post/ });
    await expect(
      within(hour).getByRole('button', { name: /^9:30 AM Kestrel Coffee \([A-Za-z]+\): Our winter blend/ }),
    ).toBeVisible();
  },
};

/** The list, drafts without a time first, then day by day. Filters keep only what is asked. */
export const ListAndFilters: Story = {
  args: { path: '/publishing/scheduler?view=list&date=2026-11-16' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '1 draft without a time' })).toBeVisible();
    await expect(canvas.getByText('Cupping notes from Tuesday: the Ethiopian lot is ready.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(canvas.queryByText('Cupping notes from Tuesday: the Ethiopian lot is ready.')).toBeNull(),
    );
    await expect(canvas.getByText('We are hiring a head roaster in Bristol.')).toBeVisible();
    await expect(canvas.getByText('1 post in this period')).toBeVisible();
  },
};

/** A post waiting for approval: its details, approved from the drawer, its history growing. */
export const ApproveFromDetails: Story = {
  args: { path: '/publishing/scheduler?view=list&date=2026-11-22' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Three years of direct trade/ }));
    const drawer = within(await page().findByRole('dialog', { name: 'Post' }));
    await waitFor(() => expect(drawer.getByText('Waiting for approval')).toBeVisible());
    await userEvent.click(drawer.getByRole('button', { name: 'Approve' }));
    await expect(await drawer.findByText('Approved', { selector: 'span' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Schedule' })).toBeVisible();
  },
};

/** A refused post says why, in plain words, and what to do. */
export const FailedPost: Story = {
  args: { path: '/publishing/scheduler?view=list&date=2026-11-16' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /hiring a head roaster/ }));
    const drawer = within(await page().findByRole('dialog', { name: 'Post' }));
    await waitFor(() => expect(drawer.getByText('The network refused the post')).toBeVisible());
    await expect(
      drawer.getByText('LinkedIn refused the post: the link preview could not be fetched.', {
        selector: 'span',
      }),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Writing a post for X and Facebook: X's limit shows as it is typed, the server's refusal names the network and
 * its limit, nothing typed is lost, and a shorter text for X alone is saved as a draft.
 */
export const Compose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    // The composer lists the profiles once they have loaded.
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Kestrel Coffee · X/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Kestrel Coffee Roasters · Facebook/ }));
    const long = `Our holiday blend is here. ${'Rich, sweet and warming. '.repeat(12)}`;
    await userEvent.click(dialog.getByRole('textbox', { name: 'Text' }));
    await userEvent.paste(long);
    await expect(dialog.getByText(/^X \d+\/280$/)).toBeVisible();
    await expect(dialog.getByText(/X \(Kestrel Coffee\) allows 280 characters/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    await expect((await dialog.findAllByText('X allows 280 characters; this has 327.'))[0]).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue(long);

    await userEvent.click(dialog.getByRole('tab', { name: 'X · Kestrel Coffee' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Write a different text for X' }));
    const own = dialog.getByRole('textbox', { name: 'Text for Kestrel Coffee' });
    await userEvent.clear(own);
    await userEvent.paste('Our holiday blend is here ☕');
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('2 posts saved, one per profile.')).toBeVisible();
  },
};

/** Scheduling at one of the chosen profiles' best times (from their own posts), offered as the next dates. */
export const ScheduleAtBestTime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    // The composer lists the profiles once they have loaded.
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Kestrel Coffee · X/ }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Text' }));
    await userEvent.paste('Our holiday blend is here ☕');
    await userEvent.click(dialog.getByRole('radio', { name: 'Schedule' }));
    // Tuesday 9:00 in Paris is the first of the best times after today (Sunday 22 November).
    await userEvent.click(
      await dialog.findByRole('button', { name: /^Nov 24, 2026, 9:00 AM GMT\+1 · 5\.2% engagement$/ }),
    );
    await expect(dialog.getByText(/Scheduled for Nov 24, 2026, 9:00 AM/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await canvas.findByText('Post saved.')).toBeVisible();
    await expect(
      await canvas.findByRole('button', {
        name: /^9:00 AM Kestrel Coffee \([A-Za-z]+\): Our holiday blend is here ☕/,
      }),
    ).toBeVisible();
  },
};

/** What was being written is kept in the browser and offered again, with a way to start over. */
export const RestoresWhatWasTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    let dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), 'Half a thought');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New post' }));
    dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    await waitFor(() => expect(dialog.getByText(/We kept what you were writing/)).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue('Half a thought');
    await userEvent.click(dialog.getByRole('button', { name: 'Start over' }));
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue('');
  },
};

/** The feed preview: planned posts above the published ones, reordered by keyboard (they swap their times). */
export const FeedPreview: Story = {
  args: { path: `/publishing/scheduler/feed-preview?profile=${SOCIAL_IDS.instagram}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Feed preview' })).toBeVisible();
    await expect(await canvas.findByText('2 planned, 6 published shown')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Feed of Kestrel Coffee' });
    const tiles = within(grid).getAllByRole('row');
    await expect(tiles).toHaveLength(8);
    // Newest first: the latest planned post, then the earlier one, then what is published.
    await expect(tiles[0]).toHaveAccessibleName(/^Planned for Dec 2, 9:00 AM/);
    await expect(tiles[1]).toHaveAccessibleName(/^Planned for Nov 28, 6:00 PM/);
    await expect(tiles[2]).toHaveAccessibleName(/^Published Nov 21/);
  },
};

/**
 * The week with the profiles' time slots: the open ones (no post planned at them yet) are drawn lightly in their
 * hour, from now on; one of them writes a post for that profile at that time.
 */
export const WeekWithTimeSlots: Story = {
  args: { path: '/publishing/scheduler?view=week&date=2026-11-24' },
  play: async ({ canvas, userEvent }) => {
    const hour = await canvas.findByRole('group', { name: /^9 AM, Tuesday, November 24, 1 post/ });
    const open = await within(hour).findByRole('button', {
      // Written as the posts' times are, in the user's locale.
      name: /^Open slot for Kestrel Coffee at 9:00\sAM: write a post for it$/,
    });
    await expect(open).toBeVisible();
    // X's Tuesday 12:30 is open too; nothing is drawn on Sunday morning, which has passed.
    await expect(
      within(canvas.getByRole('group', { name: /^12 PM, Tuesday, November 24/ })).getByRole('button', {
        name: /^Open slot for Kestrel Coffee at 12:30\sPM/,
      }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: /^9 AM, Sunday, November 22/ })).queryByRole('button', {
        name: /^Open slot/,
      }),
    ).toBeNull();
    await userEvent.click(open);
    const dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    await waitFor(() => expect(dialog.getByText(/Scheduled for Nov 24, 2026, 9:00 AM/)).toBeVisible());
    await expect(dialog.getByRole('checkbox', { name: /Kestrel Coffee · Instagram/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'New post' })).toBeNull());
  },
};

/** "Add to queue": the profile's next free slots are offered, and the post takes the first one. */
export const AddToQueue: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    // The composer lists the profiles once they have loaded.
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Kestrel Coffee · X/ }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Text' }));
    await userEvent.paste('Our holiday blend is here ☕');
    await expect(await dialog.findByText('Next free slots')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: /^Use Nov 24, 2026, 12:30 PM GMT\+1 for every profile$/ }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to queue' }));
    await expect(await canvas.findByText('Post saved.')).toBeVisible();
    await expect(
      await canvas.findByRole('button', {
        name: /^12:30 PM Kestrel Coffee \([A-Za-z]+\): Our holiday blend is here ☕/,
      }),
    ).toBeVisible();
  },
};

/** A profile's slots, edited from the scheduler: a time is removed with the keyboard, another added. */
export const EditTimeSlots: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Time slots' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Time slots' }));
    const monday = await dialog.findByRole('grid', { name: 'Monday' });
    await expect(within(monday).getAllByRole('row')).toHaveLength(2);
    within(monday).getByRole('row', { name: '17:30' }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(monday).getAllByRole('row')).toHaveLength(1));

    await userEvent.click(dialog.getByRole('button', { name: /\bDay\b/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Sunday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add slot' }));
    await expect(await dialog.findByRole('grid', { name: 'Sunday' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save slots' }));
    await expect(await canvas.findByText(/^Time slots saved for /)).toBeVisible();
  },
};

/** The composer offers the chosen profiles' next free time slots beside the best times, and "Add to queue". */
export const QueueSlotsInComposer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New post' }));
    // The composer lists the profiles once they have loaded.
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Kestrel Coffee · X/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Kestrel Coffee Roasters · Facebook/ }));
    const queue = await dialog.findByRole('list', { name: 'Next free slots' });
    await expect(within(queue).getByText('No time slots yet')).toBeVisible();
    const slot = within(queue).getByRole('button', {
      name: /^Use Nov 24, 2026, 12:30 PM GMT\+1 for every profile$/,
    });
    await userEvent.click(slot);
    await expect(dialog.getByRole('radio', { name: 'Schedule' })).toBeChecked();
    slot.scrollIntoView({ block: 'center' });
  },
};
