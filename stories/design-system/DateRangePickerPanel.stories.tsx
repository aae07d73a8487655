import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { presetRanges } from '@/design-system/DateRangePicker';
import DateRangePickerPanel from '@/design-system/DateRangePicker/DateRangePickerPanel';

const TODAY = '2026-10-31';
const ranges = presetRanges(TODAY);

/**
 * The date range picker's popover on its own: presets, the two-month calendar, the comparison, Cancel and
 * Apply. The picker loads this module when it is first hovered, focused or opened; here it sits in an open
 * dialog trigger, as the picker places it.
 */
const meta = {
  title: 'Design System/DateRangePicker/Panel',
  component: DateRangePickerPanel,
  args: {
    labelId: 'period-label',
    label: 'Period',
    range: { start: '2026-10-01', end: '2026-10-31' },
    comparison: { mode: 'previous-period' },
    presets: [
      { id: 'last7', label: 'Last 7 days', range: ranges.last7 },
      { id: 'last28', label: 'Last 28 days', range: ranges.last28 },
      { id: 'lastMonth', label: 'Last month', range: ranges.lastMonth },
    ],
    presetsLabel: 'Presets',
    comparisonOptions: [
      { id: 'previous-period', label: 'Previous period' },
      { id: 'previous-year', label: 'Same period last year' },
      { id: 'none', label: 'No comparison' },
    ],
    comparisonLabel: 'Compare to',
    periodLabel: 'Period',
    customComparisonLabel: 'Comparison',
    applyLabel: 'Apply',
    cancelLabel: 'Cancel',
    maxValue: TODAY,
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
    onApply: fn(),
    onCancel: fn(),
  },
  argTypes: { presets: { control: false }, comparisonOptions: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        {/* The picker's label, which names the dialog. */}
        <span id="period-label">Period</span>
        <DialogTrigger defaultOpen>
          <Button variant="secondary">Period</Button>
          <Story />
        </DialogTrigger>
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePickerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a preset and applying hands the preset's range and the comparison back to the picker. */
export const ApplyPreset: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(ranges.last7, { mode: 'previous-period' });
  },
};

/** Cancel leaves the range as it was. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
