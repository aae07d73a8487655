import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  DateRangePicker,
  presetRanges,
  type ComparisonOption,
  type DateRangePreset,
} from '@/design-system/DateRangePicker';

const TODAY = '2026-10-31';
const ranges = presetRanges(TODAY);

const PRESETS: DateRangePreset[] = [
  { id: 'last7', label: 'Last 7 days', range: ranges.last7 },
  { id: 'last28', label: 'Last 28 days', range: ranges.last28 },
  { id: 'last90', label: 'Last 90 days', range: ranges.last90 },
  { id: 'thisMonth', label: 'This month', range: ranges.thisMonth },
  { id: 'lastMonth', label: 'Last month', range: ranges.lastMonth },
  { id: 'thisYear', label: 'This year', range: ranges.thisYear },
];

const COMPARISONS: ComparisonOption[] = [
  { id: 'previous-period', label: 'Previous period' },
  { id: 'previous-year', label: 'Same period last year' },
  { id: 'custom', label: 'Custom' },
  { id: 'none', label: 'No comparison' },
];

const meta = {
  title: 'Design System/DateRangePicker',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: DateRangePicker,
  args: {
    label: 'Period',
    defaultValue: { start: '2026-10-01', end: '2026-10-31' },
    defaultComparison: { mode: 'previous-period' },
    presets: PRESETS,
    presetsLabel: 'Presets',
    comparisonOptions: COMPARISONS,
    comparisonLabel: 'Compare to',
    comparisonPrefix: 'vs',
    periodLabel: 'Period',
    customComparisonLabel: 'Comparison',
    applyLabel: 'Apply',
    cancelLabel: 'Cancel',
    maxValue: TODAY,
    locale: 'en-GB',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
    onChange: fn(),
    onComparisonChange: fn(),
  },
  argTypes: {
    presets: { control: false },
    comparisonOptions: { control: false },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (
  canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement },
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));

  return screen.findByRole('dialog');
};

/** The trigger names the period and the comparison; a preset then Apply reports the new range. */
export const PickPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /^Period/ });
    await expect(trigger).toHaveTextContent(/^1 – 31 Oct 2026/);
    await expect(trigger).toHaveTextContent(/· vs 31 Aug – 30 Sept? 2026$/);
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-10-25', end: '2026-10-31' });
    await expect(args.onComparisonChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent(/^25 – 31 Oct 2026/);
    await expect(trigger).toHaveTextContent(/vs 18 – 24 Oct 2026$/);
  },
};

/** Changing the comparison to the same period last year. */
export const PickComparison: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: /Compare to/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Same period last year' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onComparisonChange).toHaveBeenCalledWith({ mode: 'previous-year' });
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveTextContent(/vs 1 – 31 Oct 2025$/);
  },
};

/** A custom range with the pointer (first and last day), then with the keyboard; Cancel drops a change. */
export const CustomRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const day = (dialog: HTMLElement, name: string) =>
      within(dialog).getByRole('button', { name: new RegExp(`\\b${name}\\b`) });
    let dialog = await openPicker(canvas, userEvent);
    await userEvent.click(day(dialog, '3 October 2026'));
    await userEvent.click(day(dialog, '9 October 2026'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-03', end: '2026-10-09' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openPicker(canvas, userEvent);
    await userEvent.click(day(dialog, '12 October 2026'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openPicker(canvas, userEvent);
    await userEvent.click(day(dialog, '12 October 2026'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-12', end: '2026-10-14' });
  },
};

/** A custom comparison: the tabs switch which range the calendar edits. Left open for the screenshot. */
export const CustomComparisonOpen: Story = {
  args: { defaultComparison: { mode: 'custom', range: { start: '2026-09-01', end: '2026-09-30' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveTextContent(/vs 1 – 30 Sept? 2026$/);
    const dialog = await openPicker(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Comparison' }));
    await expect(within(dialog).getByRole('radio', { name: 'Comparison' })).toBeChecked();
  },
};

/** No comparison, no presets; a description; the placeholder while empty. */
export const Simple: Story = {
  args: {
    defaultValue: null,
    defaultComparison: { mode: 'none' },
    presets: [],
    comparisonOptions: [],
    placeholder: 'Choose a period',
    description: 'Posts published in this period.',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Period/ });
    await expect(trigger).toHaveTextContent('Choose a period');
    await expect(trigger).toHaveAccessibleDescription('Posts published in this period.');
  },
};
