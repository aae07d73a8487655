import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { userFixture } from '@mocks/fixtures.ts';
import { SOCIAL_IDS, socialHandlers, socialProfileFixture } from '@mocks/handlers/social.ts';
import { externalNavigation } from '@/api/social.ts';
import { AppAt } from '../support/AppAt.tsx';

/** A user past the sign-up, with profiles. */
const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });

const meta = {
  title: 'Screens/Social profiles',
  component: AppAt,
  args: { path: '/social-profiles' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers({ user: setUp }), ...platformHandlers(), ...socialHandlers());
    // Leaving for a network's consent page would unload the story: watch the address instead.
    const assign = spyOn(externalNavigation, 'assign').mockImplementation(() => {});

    return () => assign.mockRestore();
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile's card, found through its network's section (names repeat across networks). */
const card = async (canvasElement: HTMLElement, network: string, name: string) => {
  const section = await within(canvasElement).findByRole('region', { name: network });
  const heading = within(section).getByRole('heading', { level: 3, name });

  return heading.closest('article')!;
};
/** Menus and dialogs open in a layer at the end of the page, outside the story's canvas. */
const page = () => within(document.body);

/** Profiles by network, each with its connection's health; the one to reconnect is flagged at the top. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Social profiles' })).toBeVisible();
    await expect(await canvas.findByText('1 profile needs attention')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Instagram' })).toBeVisible();
    const facebook = within(await card(canvasElement, 'Facebook', 'Kestrel Coffee Roasters'));
    await expect(facebook.getByText('The connection needs to be renewed')).toBeVisible();
    await expect(facebook.getByRole('button', { name: /^Reconnect/ })).toBeVisible();
    const x = within(canvas.getByRole('region', { name: 'X' }));
    await expect(x.getByText(/We will try again at .*2026.*GMT/)).toBeVisible();
    const demo = within(await card(canvasElement, 'TikTok', 'Demo Bakery'));
    await expect(demo.getByText('Demo')).toBeVisible();
    await expect(demo.getByText('Filling in')).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Active: Kestrel Coffee Ltd on LinkedIn' }),
    ).not.toBeChecked();
  },
};

/** "Sync now" queues a sync and says when it starts; pausing a profile says what it means. */
export const SyncAndPause: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sync now: Kestrel Coffee on Instagram' }),
    );
    await expect(
      await canvas.findByText(/A sync of Kestrel Coffee is queued: it starts around/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Kestrel Coffee on Instagram' }));
    await expect(await canvas.findByText(/Kestrel Coffee is paused: no more syncs/)).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Active: Kestrel Coffee on Instagram' }),
    ).not.toBeChecked();
  },
};

/** Reconnect asks the server for the network's page and sends the browser there. */
export const Reconnect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reconnect: Kestrel Coffee Roasters on Facebook' }),
    );
    await waitFor(() =>
      expect(externalNavigation.assign).toHaveBeenCalledWith(
        'https://auth.example.com/facebook/authorize?state=abc',
      ),
    );
  },
};

/** Labels are saved as they are added. */
export const EditLabels: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const instagram = within(await card(canvasElement, 'Instagram', 'Kestrel Coffee'));
    await userEvent.type(instagram.getByRole('textbox', { name: /Labels/ }), 'Flagship{Enter}');
    await expect(await instagram.findByText('Labels saved.')).toBeVisible();
    await expect(instagram.getByText('Flagship')).toBeVisible();
  },
};

/** Deleting names what is lost, then confirms and gives focus back to the page heading. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'More actions for Kestrel Coffee on Instagram' }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'Disconnect and delete…' }));
    const dialog = within(
      await page().findByRole('alertdialog', { name: 'Disconnect Kestrel Coffee (Instagram)?' }),
    );
    await waitFor(() =>
      expect(dialog.getByText('its history: 730 days of statistics and 412 posts')).toBeVisible(),
    );
    await expect(dialog.getByText('its place in the group Coffee brands')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect and delete' }));
    await expect(
      await canvas.findByText('Kestrel Coffee (Instagram) was disconnected and its history deleted.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Social profiles' })).toHaveFocus(),
    );
  },
};

/** No profile yet: say so, and offer the network chooser. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...socialHandlers({ profiles: [], groups: [] }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No social profile connected yet' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect a profile' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Connect a profile' }));
    // The dialog fades in from transparent: visible once the opening animation has run.
    const instagram = await dialog.findByRole('button', { name: 'Connect Instagram' });
    await waitFor(() => expect(instagram).toBeVisible());
    await expect(dialog.getAllByText('Not configured on this server')).toHaveLength(5);
  },
};

/** /no-active-sp: every profile is paused; turning one on says so. */
export const NoActiveProfile: Story = {
  args: { path: '/no-active-sp' },
  beforeEach({ msw }) {
    msw.use(
      ...socialHandlers({
        profiles: [
          socialProfileFixture({ is_active: false }),
          socialProfileFixture({
            id: SOCIAL_IDS.x,
            network: 'x',
            name: 'Kestrel on X',
            is_active: false,
            groups: [],
          }),
        ],
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No active profile' })).toBeVisible();
    await expect(await canvas.findByText('2 paused profiles')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on Kestrel on X (X)' }));
    await expect(await canvas.findByText(/Kestrel on X is active again/)).toBeVisible();
  },
};
