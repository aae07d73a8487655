import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { publishingHandlers, schedulerPostFixture } from '@mocks/handlers/publishing.ts';
import { postNoteFixture, schedulingHandlers } from '@mocks/handlers/scheduling.ts';
import { SOCIAL_IDS, socialHandlers, socialProfilesFixture } from '@mocks/handlers/social.ts';
import { AppProviders } from '@/app/App.tsx';
import { PostDrawer } from '@/features/publishing/index.ts';

const STORY = schedulerPostFixture({
  id: '8d0c0000-0000-4000-8000-000000000301',
  master_post_id: '8e0c0000-0000-4000-8000-000000000301',
  profile_id: SOCIAL_IDS.facebook,
  network: 'facebook',
  kind: 'post',
  text: 'Behind the bar this morning: the winter blend in the making.',
  status: 'scheduled',
  scheduled_at: '2026-11-24T08:30:00.000Z',
});

/** The drawer open on one post, as the scheduler shows it. */
function OpenDrawer({ post }: { post: TSchedulerPost }) {
  return (
    // The page behind the drawer: the screenshot is of this box, the drawer overlays it.
    <div style={{ minHeight: 1100 }}>
      <PostDrawer
        post={post}
        profile={socialProfilesFixture().find((profile) => profile.id === post.profile_id)}
        timeZone="Europe/Paris"
        locale="en-US"
        onClose={() => undefined}
        onEdit={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Features/PostDrawer actions',
  component: OpenDrawer,
  args: { post: STORY },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The post drawer’s team notes, its publishing mode and format (`POST /scheduler-post/{id}/convert`) and, for a post published by hand that is due, the answers to its reminder (`POST /validate-auto-publishing-notification`, `POST /push-confirmation-notification`).',
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
} satisfies Meta<typeof OpenDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async () => within(await within(document.body).findByRole('dialog', { name: 'Post' }));

/** A teammate's note is shown with its author; the user adds their own and deletes it again. */
export const Notes: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers({ posts: [STORY] }),
      ...schedulingHandlers({ posts: [STORY], notes: [postNoteFixture()] }),
    );
  },
  play: async ({ userEvent }) => {
    const panel = await drawer();
    const notes = await panel.findByRole('list', { name: 'Notes on this post' });
    await waitFor(() => expect(within(notes).getByText('Grace Hopper')).toBeVisible());
    // Only your own notes have a delete button.
    await expect(within(notes).queryByRole('button', { name: 'Delete note' })).toBeNull();
    await userEvent.type(panel.getByRole('textbox', { name: 'Add a note' }), 'Price checked: €4.20.');
    await userEvent.click(panel.getByRole('button', { name: 'Add note' }));
    await expect(await within(notes).findByText('Price checked: €4.20.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
    await userEvent.click(within(notes).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(within(notes).queryByText('Price checked: €4.20.')).toBeNull());
  },
};

/** Switching a scheduled post to a reminder, then its format to a video: each change is said. */
export const Convert: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers({ posts: [STORY] }),
      ...schedulingHandlers({ posts: [STORY] }),
    );
  },
  play: async ({ userEvent }) => {
    const panel = await drawer();
    await waitFor(() => expect(panel.getByText('Published automatically at its time.')).toBeVisible());
    await userEvent.click(panel.getByRole('button', { name: 'Remind me to publish it instead' }));
    await expect(await panel.findByText('Saved: you will be reminded to publish it by hand.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Publish it automatically instead' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: /Format/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Video' }));
    await expect(await panel.findByText('Saved: it is now a video.')).toBeVisible();
  },
};

const DUE = {
  ...STORY,
  publish_mode: 'notification' as const,
  status: 'notification_due' as const,
};

/**
 * A due post published by hand: an address that is not Facebook's is refused on its field, then "I published
 * it" with the right one makes it published.
 */
export const AnswerTheReminder: Story = {
  args: { post: DUE },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers({ posts: [DUE] }),
      ...schedulingHandlers({ posts: [DUE] }),
    );
  },
  play: async ({ userEvent }) => {
    const panel = await drawer();
    await waitFor(() => expect(panel.getByText('Time to publish this post')).toBeVisible());
    // The reminder is answered in its panel: no second "Back to drafts" beside it.
    await expect(panel.queryByRole('button', { name: 'Back to drafts' })).toBeNull();
    const address = panel.getByRole('textbox', { name: /Address of the live post/ });
    await userEvent.type(address, 'https://example.com/p/1');
    await userEvent.click(panel.getByRole('button', { name: 'I published it' }));
    await expect(
      await panel.findByText(
        'That is not the address of a post on Facebook (facebook.com, fb.com, fb.watch).',
      ),
    ).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.facebook.com/kestrelcoffee/posts/1');
    await userEvent.click(panel.getByRole('button', { name: 'I published it' }));
    await expect(await panel.findByText('Marked as published.')).toBeVisible();
    await expect(panel.getByText('Published', { selector: 'span' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /View on the network/ })).toBeVisible();
  },
};

/** "Remind me again" sends the reminder once more. */
export const RemindAgain: Story = {
  args: { post: DUE },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers({ posts: [DUE] }),
      ...schedulingHandlers({ posts: [DUE] }),
    );
  },
  play: async ({ userEvent }) => {
    const panel = await drawer();
    await userEvent.click(panel.getByRole('button', { name: 'Remind me again' }));
    await expect(await panel.findByText('We sent you the reminder again.')).toBeVisible();
  },
};

const AT_TOWER_BRIDGE = { ...STORY, location: { id: 'demo-place-13', name: 'Tower Bridge' } };

/** A post tagged with a place shows it in its preview, where the network shows it. */
export const WithPlace: Story = {
  args: { post: AT_TOWER_BRIDGE },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers(),
      ...platformHandlers(),
      ...socialHandlers(),
      ...publishingHandlers({ posts: [AT_TOWER_BRIDGE] }),
      ...schedulingHandlers({ posts: [AT_TOWER_BRIDGE] }),
    );
  },
  play: async () => {
    const panel = await drawer();
    // Visible once the drawer has slid in.
    await waitFor(() => expect(panel.getByText('Tower Bridge')).toBeVisible());
  },
};
