import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { AppAt } from '../support/AppAt.tsx';

const meta = {
  title: 'Screens/Settings/Security',
  component: AppAt,
  args: { path: '/settings/security' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers());
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password form and the sessions, this device first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(await canvas.findByText('This device')).toBeVisible();
    await expect(canvas.getByText('Safari on iOS')).toBeVisible();
  },
};

/** Signing out the other sessions leaves only this one and says how many ended. */
export const SignOutOthers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out of all other sessions' }));
    await expect(await canvas.findByText('1 session was signed out.')).toBeVisible();
    await expect(await canvas.findByText('You are signed in only here.')).toBeVisible();
    const list = canvas.getByText('This device').closest('ul')!;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};
