import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { AppAt } from '../support/AppAt.tsx';

const meta = {
  title: 'Screens/Sign in',
  component: AppAt,
  args: { path: '/signin' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers({ signedIn: false }));
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to Kestrel' })).toBeVisible();
  },
};

/** A wrong password: one message that does not say which part was wrong, and nothing typed is lost. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The e-mail address or password is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  },
};

/** Empty fields are named before anything is sent. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText('Enter your e-mail address.')).toBeVisible();
  },
};
