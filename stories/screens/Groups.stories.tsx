import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { userFixture } from '@mocks/fixtures.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { AppAt } from '../support/AppAt.tsx';

/** A user past the sign-up, with profiles. */
const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });

const meta = {
  title: 'Screens/Groups',
  component: AppAt,
  args: { path: '/groups' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers({ user: setUp }), ...platformHandlers(), ...socialHandlers());
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Each group with its profiles. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    const members = within(await canvas.findByRole('list', { name: 'Profiles in Coffee brands' }));
    await expect(members.getByText('Kestrel Coffee')).toBeVisible();
  },
};

/** A name already taken comes back on the field; what was typed and ticked stays; a new name creates it. */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New group' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New group' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'coffee brands');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Demo Bakery/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await expect(await dialog.findByText('A group already has this name.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Demo Bakery/ })).toBeChecked();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Bakeries');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await expect(await canvas.findByText('The group Bakeries was created.')).toBeVisible();
    const members = within(await canvas.findByRole('list', { name: 'Profiles in Bakeries' }));
    await expect(members.getByText('Demo Bakery')).toBeVisible();
  },
};

/** Removing a profile from a group, then deleting the group after a confirmation. */
export const RemoveAndDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Kestrel Coffee from Coffee brands' }),
    );
    await expect(await canvas.findByText('Kestrel Coffee was removed from Coffee brands.')).toBeVisible();
    await expect(await canvas.findByText('No profile in this group yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Coffee brands' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Delete group…' }));
    const dialog = within(
      await page().findByRole('alertdialog', { name: 'Delete the group Coffee brands?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete group' }));
    await expect(await canvas.findByText('The group Coffee brands was deleted.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No group yet' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Groups' })).toHaveFocus());
  },
};
