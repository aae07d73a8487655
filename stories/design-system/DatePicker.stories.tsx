import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePicker } from '@/design-system/DatePicker';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/DatePicker',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: DatePicker,
  args: {
    label: 'Publish on',
    placeholderValue: '2026-10-31',
    locale: 'en-GB',
    calendarLabel: 'Choose a date',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
    onChange: fn(),
  },
  argTypes: {
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar button opens a month grid; picking a day reports it as 'YYYY-MM-DD' and closes. */
export const PickFromCalendar: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('October 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.click(within(dialog).getByText('12'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-12');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Typing in the segments (day, month, year in en-GB order). */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const day = canvas.getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.click(day);
    await userEvent.keyboard('24122026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-24');
  },
};

/** The calendar is keyboard operable: arrows move the focused day, Enter picks it. */
export const Keyboard: Story = {
  args: { defaultValue: '2026-10-14' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('14')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-22');
  },
};

/** Days outside min and max are struck through and cannot be picked. The calendar is left open. */
export const MinMaxOpen: Story = {
  args: { minValue: '2026-10-10', maxValue: '2026-10-24', defaultValue: '2026-10-16' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose a date/ }));
    const dialog = await screen.findByRole('dialog');
    const early = within(dialog).getByText('5');
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every closed state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <DatePicker {...args} label="Empty" />
      <DatePicker {...args} label="Filled" defaultValue="2026-10-31" description="Posts go out at 09:00." />
      <DatePicker {...args} label="United States" defaultValue="2026-10-31" locale="en-US" />
      <DatePicker
        {...args}
        label="Invalid"
        defaultValue="2026-09-01"
        errorMessage="Choose a date in the future."
      />
      <DatePicker {...args} label="Disabled" defaultValue="2026-10-31" isDisabled />
    </Stack>
  ),
};
