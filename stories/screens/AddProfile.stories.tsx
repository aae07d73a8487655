import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { userFixture } from '@mocks/fixtures.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { externalNavigation } from '@/api/social.ts';
import { AppAt } from '../support/AppAt.tsx';

/** A user past the sign-up, with profiles. */
const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });

const meta = {
  title: 'Screens/Social profiles/Add a profile',
  component: AppAt,
  args: { path: '/create/addsp' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers({ backfillReads: 1 }),
    );
    const assign = spyOn(externalNavigation, 'assign').mockImplementation(() => {});

    return () => assign.mockRestore();
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Without parameters: the network chooser. What can be connected comes first; unconfigured networks wait under
 * "Other networks (need configuration)", say so and link to how to set them up.
 */
export const Chooser: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connect a profile' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Connect Instagram' })).toBeVisible();
    const threads = (await canvas.findByRole('heading', { name: 'Threads' })).closest('li')!;
    await expect(threads).not.toBeVisible();
    await userEvent.click(canvas.getByText('Other networks (need configuration)'));
    await expect(within(threads).getByText('Not configured on this server')).toBeVisible();
    await expect(within(threads).getByRole('link', { name: /How to set up Threads/ })).toHaveAttribute(
      'href',
      'https://kestrel.example/docs/networks#threads',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() =>
      expect(externalNavigation.assign).toHaveBeenCalledWith(
        'https://auth.example.com/instagram/authorize?state=abc',
      ),
    );
  },
};

/** Back from the consent: tick accounts (one is unavailable, one already connected), connect, see the history fill in. */
export const ChooseAccounts: Story = {
  args: { path: `/create/addsp?attempt=${SOCIAL_IDS.attempt}` },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('checkbox', { name: /Kestrel Roastery/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Ada Lovelace/ })).toBeDisabled();
    await expect(canvas.getByText(/switch it to a business account/)).toBeVisible();
    await expect(canvas.getByText('Already connected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Kestrel Pop-up/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect 1 account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profiles connected' })).toBeVisible();
    await expect(canvas.getByText('Kestrel Roastery')).toBeVisible();
    await expect(
      await canvas.findByText('Their history is in: analytics are ready.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Nothing ticked: the list says what is missing, and nothing is sent. */
export const NothingChosen: Story = {
  args: { path: `/create/addsp?attempt=${SOCIAL_IDS.attempt}` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Kestrel Roastery/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Kestrel Pop-up/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect 0 accounts' }));
    await expect(await canvas.findByText('Choose at least one account.')).toBeVisible();
  },
};

/** The consent came back with an error: plain words, and "Try again" goes straight back to the network. */
export const Failed: Story = {
  args: { path: '/create/addsp?error=access_denied&message=The+user+denied+access&network=instagram' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('We could not connect Instagram')).toBeVisible();
    await expect(
      canvas.getByText('The access was declined on Instagram, so nothing was connected.'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(externalNavigation.assign).toHaveBeenCalled());
  },
};

/** An attempt that expired (or was used) says so and offers the chooser. */
export const ExpiredAttempt: Story = {
  args: { path: '/create/addsp?attempt=7c0c0000-0000-4000-8000-0000000000ff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This connection is no longer open')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose another network' })).toBeVisible();
  },
};
