import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { userFixture } from '@mocks/fixtures.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { publishingHandlers, schedulerPostFixture } from '@mocks/handlers/publishing.ts';
import { schedulingHandlers } from '@mocks/handlers/scheduling.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { AppAt } from '../support/AppAt.tsx';

const setUp = userFixture({
  signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' },
  time_zone: 'Europe/Paris',
});

/** Two drafts with a time, one that still needs approval, and a scheduled post (no checkbox). */
const POSTS = [
  schedulerPostFixture({
    id: '8d0c0000-0000-4000-8000-000000000401',
    status: 'draft',
    scheduled_at: '2026-11-24T08:30:00.000Z',
    text: 'Winter blend tasting on Saturday.',
  }),
  schedulerPostFixture({
    id: '8d0c0000-0000-4000-8000-000000000402',
    profile_id: SOCIAL_IDS.linkedin,
    network: 'linkedin',
    status: 'draft',
    scheduled_at: '2026-11-25T09:00:00.000Z',
    text: 'We are opening a second roastery.',
  }),
  schedulerPostFixture({
    id: '8d0c0000-0000-4000-8000-000000000403',
    status: 'draft',
    approval_required: true,
    scheduled_at: '2026-11-26T10:00:00.000Z',
    text: 'Black Friday: a bag of beans with every grinder.',
  }),
  schedulerPostFixture({
    id: '8d0c0000-0000-4000-8000-000000000404',
    status: 'scheduled',
    scheduled_at: '2026-11-24T16:00:00.000Z',
    text: 'Our winter blend is back.',
  }),
];

const meta = {
  title: 'Screens/Scheduler/Schedule selected drafts',
  component: AppAt,
  args: { path: '/publishing/scheduler?view=list&date=2026-11-23' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    window.localStorage.clear();
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers(),
      // Listed first: these posts are the calendar's, and they change as drafts are scheduled.
      ...schedulingHandlers({ posts: POSTS }),
      ...publishingHandlers({ posts: POSTS }),
    );
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two drafts ticked and scheduled together: both go on the calendar. */
export const ScheduleTwo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: /^Select Kestrel Coffee \(X\), Nov 24/ }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Kestrel Coffee Ltd \(LinkedIn\)/ }));
    // A scheduled post has no checkbox.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.getByText('2 drafts selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule selected' }));
    await expect(await canvas.findByText('2 drafts scheduled.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(1));
  },
};

/** A draft that needs approval stops the whole batch: nothing is scheduled, and the message says which. */
export const RefusedTogether: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: /^Select Kestrel Coffee \(X\), Nov 24/ }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Kestrel Coffee \(X\), Nov 26/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule selected' }));
    await expect(
      await canvas.findByText(
        /^Nothing was scheduled: Kestrel Coffee \(X\), Nov 26, 2026, 11:00 AM: This post needs approval before it can be scheduled\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
  },
};
