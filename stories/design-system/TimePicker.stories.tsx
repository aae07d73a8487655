import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { TimePicker } from '@/design-system/TimePicker';

const meta = {
  title: 'Design System/TimePicker',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: TimePicker,
  args: {
    label: 'Publish at',
    timeZone: 'Europe/Paris',
    referenceDate: '2026-01-15',
    hourCycle: 24,
    locale: 'en-GB',
    onChange: fn(),
  },
  argTypes: {
    hourCycle: { control: 'inline-radio', options: [12, 24] },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type the hour and minute; the value comes back as 'HH:mm'. The zone and its offset are read with the field. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Publish at' });
    await expect(group).toHaveAccessibleDescription('Europe/Paris · UTC+01:00');
    const hour = canvas.getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.click(hour);
    await userEvent.keyboard('0930');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
  },
};

/** The offset follows daylight saving time on the reference date. */
export const SummerTime: Story = {
  args: { referenceDate: '2026-07-01', defaultValue: '18:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Europe/Paris · UTC+02:00')).toBeVisible();
  },
};

/** A 12-hour clock; the value stays 24-hour. Arrow keys step the focused segment. */
export const TwelveHour: Story = {
  args: { hourCycle: 12, defaultValue: '14:45', locale: 'en-US', timeZone: 'America/New_York' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('America/New_York · UTC-05:00')).toBeVisible();
    const hour = canvas.getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('15:45');
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <TimePicker {...args} label="Empty" />
      <TimePicker {...args} label="Filled" defaultValue="09:30" description="Best time for your audience." />
      <TimePicker
        {...args}
        label="Own zone label"
        defaultValue="07:00"
        timeZone="Asia/Tokyo"
        timeZoneLabel="Tokyo time"
      />
      <TimePicker {...args} label="UTC" defaultValue="00:00" timeZone="UTC" />
      <TimePicker {...args} label="Invalid" defaultValue="03:00" errorMessage="Choose a time after now." />
      <TimePicker {...args} label="Disabled" defaultValue="12:15" isDisabled />
    </Stack>
  ),
};
