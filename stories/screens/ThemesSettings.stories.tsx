import type { Meta, StoryObj } from '@storybook/react-vite';
import { updateTheme } from '@contracts/user.ts';
import { expect } from 'storybook/test';
import { MockApiError, mockEndpoint } from '@mocks/endpoint.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { AppAt } from '../support/AppAt.tsx';

const meta = {
  title: 'Screens/Settings/Appearance',
  component: AppAt,
  args: { path: '/settings/themes' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers());
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three choices with a preview of each; a new user follows the device. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Colour theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Match this device' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAccessibleDescription(
      'Light text on dark surfaces, easier on the eyes at night.',
    );
  },
};

/** Choosing saves at once and says so. */
export const ChooseDark: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Dark'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved: the app is now dark.');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/** When the server cannot save, the previous choice comes back and the reason is shown. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(updateTheme, () => {
        throw new MockApiError(503, { message: 'Service unavailable', code: 'unavailable' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Light'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your theme could not be saved.');
    await expect(canvas.getByRole('radio', { name: 'Match this device' })).toBeChecked();
  },
};
