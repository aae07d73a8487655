import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { userFixture } from '@mocks/fixtures.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { externalNavigation } from '@/api/social.ts';
import { AppAt } from '../support/AppAt.tsx';

const signingUp = userFixture({ signup: { status: 'USER_SET_UP', next_step: 'connect_social_profiles' } });

const meta = {
  title: 'Screens/Sign-up/Connect profiles',
  component: AppAt,
  args: { path: '/signup/connect-social-profiles' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers({ user: signingUp }),
      ...platformHandlers(),
      ...socialHandlers({ profiles: [], groups: [], backfillReads: 1 }),
    );
    const assign = spyOn(externalNavigation, 'assign').mockImplementation(() => {});

    return () => assign.mockRestore();
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up step: the networks of this server, and the demo network emulating the network of one's choice. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Connect your social profiles' }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Network to emulate/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'TikTok' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Try the demo as TikTok' }));
    await waitFor(() =>
      expect(externalNavigation.assign).toHaveBeenCalledWith(
        'https://auth.example.com/demo/authorize?state=abc',
      ),
    );
    // The baseline shows the step from its top, as the user first sees it.
    window.scrollTo(0, 0);
  },
};

/** Back from the consent during the sign-up: connecting ends on the sign-up's last step. */
export const ConnectDuringSignUp: Story = {
  args: { path: `/create/addsp?attempt=${SOCIAL_IDS.attempt}` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect 2 accounts' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    await expect(
      await canvas.findByText('Their history is in: analytics are ready.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Kestrel' })).toBeVisible();
  },
};
