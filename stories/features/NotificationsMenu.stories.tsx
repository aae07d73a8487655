import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { notificationFixture, schedulingHandlers } from '@mocks/handlers/scheduling.ts';
import { AppProviders } from '@/app/App.tsx';
import { NotificationsMenu } from '@/features/notifications/index.ts';

const NOW = '2026-11-22T10:00:00.000Z';

function Where() {
  const location = useLocation();

  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/** The menu at the end of a top bar, with the address it leads to shown under it. */
function InTopBar() {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <div style={{ minHeight: 560, display: 'grid', alignContent: 'start', gap: 16 }}>
                <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <NotificationsMenu now={() => NOW} />
                </div>
                <Where />
              </div>
            ),
          },
        ],
        { initialEntries: ['/'] },
      ),
    [],
  );

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const meta = {
  title: 'Features/NotificationsMenu',
  component: InTopBar,
  parameters: {
    docs: {
      description: {
        component:
          'The top bar’s bell (`<NotificationsMenu />`): the unread count on it and in its name, the latest notifications (`GET /notifications`) in a popover; “Open the post” goes to the post in the scheduler and marks it read (`POST /notifications/mark-as-read`).',
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...schedulingHandlers({
        notifications: [
          notificationFixture(),
          notificationFixture({
            id: '7c0c0000-0000-4000-8000-000000000002',
            kind: 'profile_auth',
            title: 'Kestrel Coffee on Facebook needs you',
            body: 'Reconnect it from Social profiles to resume its analytics.',
            link: null,
            post_id: null,
            read_at: '2026-11-21T12:00:00.000Z',
            created_at: '2026-11-21T08:00:00.000Z',
          }),
        ],
      }),
    );
  },
} satisfies Meta<typeof InTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The bell says how many are unread. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

/** Opening the post of a reminder: the scheduler's address with the post, and the count goes down. */
export const OpenAPost: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = within(await page().findByRole('dialog', { name: 'Notifications' }));
    await waitFor(() => expect(popover.getByText('Time to publish your Instagram story')).toBeVisible());
    await expect(popover.getByText('Kestrel Coffee on Facebook needs you')).toBeVisible();
    await userEvent.click(popover.getByRole('button', { name: 'Open the post' }));
    await expect(canvas.getByLabelText('Current address')).toHaveTextContent(
      '/publishing/scheduler?post=8d0c0000-0000-4000-8000-000000000301',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible());
    // The menu closes once the post is opened (the picture waits for it to be gone, not half-way out).
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** Everything read at once. */
export const MarkAllRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = within(await page().findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(popover.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(popover.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    await expect(popover.queryByText('Unread')).toBeNull();
  },
};
