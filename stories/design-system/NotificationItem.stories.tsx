import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NOTIFICATION_KINDS, NotificationItem, NotificationList } from '@/design-system/NotificationItem';

const NOW = '2026-03-14T10:00:00Z';

const meta = {
  title: 'Design System/Widgets/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'publish-failed',
    title: 'Post failed to publish',
    body: 'Instagram rejected “Spring collection drop” scheduled for 09:30: the video is longer than 90 seconds.',
    time: '2026-03-14T09:35:00Z',
    now: NOW,
    locale: 'en-US',
    isUnread: true,
    unreadLabel: 'Unread',
    actionLabel: 'Open post',
    onAction: fn(),
    onMarkRead: fn(),
    markReadLabel: 'Mark as read',
  },
  argTypes: {
    kind: { control: 'select', options: NOTIFICATION_KINDS },
    body: { control: 'text' },
    time: { control: 'text' },
    now: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread failure with its action: the action and "mark as read" each report their press. */
export const Unread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Unread: Post failed to publish' })).toBeVisible();
    await expect(canvas.getByText('25 minutes ago')).toHaveAttribute('datetime', '2026-03-14T09:35:00Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Open post' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
  },
};

/** Read: no dot, no "mark as read", a regular-weight title. */
export const Read: Story = {
  args: {
    kind: 'published',
    title: 'Post published',
    body: '“Behind the scenes at the studio” is live on LinkedIn.',
    time: '2026-03-13T08:00:00Z',
    isUnread: false,
    actionLabel: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Post published' })).toBeVisible();
    await expect(canvas.getByText('yesterday')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    kind: 'reconnect',
    title:
      'Reconnect “Kestrel Coffee Roasters — Official Store (Europe)” on Facebook to keep publishing and collecting analytics',
    body: 'Facebook revoked the access token after the page admin changed their password. Scheduled posts for this page are paused until it is reconnected; analytics stop updating after 24 hours without a valid token.',
    time: '2026-03-10T08:00:00Z',
    actionLabel: 'Reconnect',
  },
};

/** A notification centre: every kind, read and unread, minutes to months old. */
export const List: Story = {
  render: (args) => (
    <NotificationList aria-label="Notifications">
      <NotificationItem
        {...args}
        key="1"
        kind="publish-failed"
        title="Post failed to publish"
        body="Instagram rejected “Spring collection drop” — the video is longer than 90 seconds."
        time="2026-03-14T09:58:00Z"
        actionLabel="Open post"
      />
      <NotificationItem
        {...args}
        key="2"
        kind="approval"
        title="2 posts are waiting for your approval"
        body="Léa submitted posts for the Paris store launch."
        time="2026-03-14T08:10:00Z"
        actionLabel="Review"
      />
      <NotificationItem
        {...args}
        key="3"
        kind="mention"
        title="@kestrel.coffee was mentioned"
        body="“Best flat white in town, thanks @kestrel.coffee!” — @marta.dev on Threads"
        time="2026-03-14T06:00:00Z"
        actionLabel={undefined}
      />
      <NotificationItem
        {...args}
        key="4"
        kind="reconnect"
        title="Reconnect your TikTok profile"
        body="The access token expires in 3 days."
        time="2026-03-13T12:00:00Z"
        isUnread={false}
        actionLabel="Reconnect"
      />
      <NotificationItem
        {...args}
        key="5"
        kind="comment"
        title="New comment on your post"
        body="“Do you ship to Canada?”"
        time="2026-03-11T10:00:00Z"
        isUnread={false}
        actionLabel={undefined}
      />
      <NotificationItem
        {...args}
        key="6"
        kind="report-ready"
        title="Your monthly report is ready"
        body="February 2026 — all profiles."
        time="2026-03-01T07:00:00Z"
        isUnread={false}
        actionLabel="Download"
      />
      <NotificationItem
        {...args}
        key="7"
        kind="published"
        title="Post published"
        body="“Behind the scenes at the studio” is live on LinkedIn."
        time="2026-02-02T10:00:00Z"
        isUnread={false}
        actionLabel={undefined}
      />
      <NotificationItem
        {...args}
        key="8"
        kind="info"
        title="New: best times to post"
        body="See when your audience is online in Analytics › Audience."
        time="2025-10-14T10:00:00Z"
        isUnread={false}
        actionLabel={undefined}
      />
    </NotificationList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(list.querySelectorAll('li')).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    await expect(canvas.getByText('2 minutes ago')).toBeVisible();
    await expect(canvas.getByText('4 months ago')).toBeVisible();
  },
};

/** French relative times from the same instants. */
export const Localized: Story = {
  args: {
    locale: 'fr-FR',
    kind: 'comment',
    title: 'Nouveau commentaire',
    body: '« Vous livrez au Canada ? »',
    time: '2026-03-12T10:00:00Z',
    unreadLabel: 'Non lu',
    actionLabel: 'Répondre',
    markReadLabel: 'Marquer comme lu',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('avant-hier')).toBeVisible();
  },
};
