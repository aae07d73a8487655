import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { timeSlotsHandlers } from '@mocks/handlers/time-slots.ts';
import { AppProviders } from '@/app/App.tsx';
import { TimeSlotsDialog } from '@/features/publishing/index.ts';

const PROFILES = [
  { id: SOCIAL_IDS.instagram, name: 'Kestrel Coffee', network: 'instagram' },
  { id: SOCIAL_IDS.x, name: 'Kestrel Coffee', network: 'x' },
  { id: SOCIAL_IDS.facebook, name: 'Kestrel Coffee Roasters', network: 'facebook' },
];

const meta = {
  title: 'Features/TimeSlotsDialog',
  component: TimeSlotsDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSaved: fn(),
    profiles: PROFILES,
    initialProfileId: SOCIAL_IDS.instagram,
    locale: 'en-US',
  },
  parameters: {
    docs: {
      description: {
        component:
          "The scheduler's slot editor: `<TimeSlotsDialog isOpen profiles initialProfileId? locale onSaved onOpenChange />` shows a profile's weekly time slots day by day in the queue's own time zone. Times are tags (Delete or Backspace removes the focused one); a day and a time add one; saving replaces the whole week (PUT /social-profile/{spid}/time-slots).",
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <div style={{ minHeight: 900 }}>
          <Story />
        </div>
      </AppProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...socialHandlers(), ...timeSlotsHandlers());
  },
} satisfies Meta<typeof TimeSlotsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Instagram's week: Mon–Fri 09:00 and 17:30, Saturday 11:00, in Paris time. */
export const Default: Story = {
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Time slots' }));
    const friday = await dialog.findByRole('grid', { name: 'Friday' });
    await expect(within(friday).getByRole('row', { name: '09:00' })).toBeVisible();
    await expect(within(friday).getByRole('row', { name: '17:30' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Paris (GMT+01:00)');
    await expect(dialog.queryByRole('grid', { name: 'Sunday' })).toBeNull();
  },
};

/** Adding a slot that is already there says so, and saves nothing; a new one is saved with the week. */
export const AddAndSave: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Time slots' }));
    await dialog.findByRole('grid', { name: 'Monday' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add slot' }));
    await expect(await dialog.findByText('There is already a slot on Monday at 09:00.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /\bDay\b/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Sunday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add slot' }));
    await expect(await dialog.findByRole('grid', { name: 'Sunday' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save slots' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(PROFILES[0]));
  },
};

/** A profile without slots yet: its week is empty, in the user's zone. */
export const Empty: Story = {
  args: { initialProfileId: SOCIAL_IDS.facebook },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Time slots' }));
    await expect(
      await dialog.findByText('No time slots yet. Add the days and times this profile should publish at.'),
    ).toBeVisible();
  },
};
