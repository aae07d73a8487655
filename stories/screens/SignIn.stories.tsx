import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, getConsent, resetConsentForTests } from '@/platform/consent.ts';
import { AppAt } from '../support/AppAt.tsx';

const resetConsent = () => {
  Cookies.remove(CONSENT_COOKIE);
  resetConsentForTests();
};

const meta = {
  title: 'Screens/Sign in',
  component: AppAt,
  args: { path: '/signin' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...identityHandlers({ signedIn: false }), ...platformHandlers());
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

/**
 * A deployment that records sessions asks first: the banner sits over the page until the visitor chooses, and
 * "Only necessary" is as quick as "Allow analytics". The choice is kept in a first-party cookie.
 */
export const AsksForConsent: Story = {
  beforeEach({ msw }) {
    resetConsent();
    msw.use(
      ...identityHandlers({ signedIn: false }),
      ...platformHandlers({
        consent: { managerScriptUrl: null },
        sessionRecording: {
          provider: 'none-installed',
          sampleRate: 0,
          minDurationMs: 4000,
          maxDurationMs: 600000,
        },
      }),
    );

    return resetConsent;
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('region', { name: 'Your privacy' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Kestrel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(getConsent()).toEqual({ analytics: false, source: 'banner' });
  },
};
