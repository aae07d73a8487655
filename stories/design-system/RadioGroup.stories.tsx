import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  RADIO_GROUP_ORIENTATIONS,
  RADIO_GROUP_VARIANTS,
  RadioGroup,
  type RadioOption,
} from '@/design-system/RadioGroup';
import { Stack } from '@/design-system/Stack';

const ACCOUNT_TYPES: ReadonlyArray<RadioOption> = [
  { value: 'personal', label: 'Just me', description: 'One person, your own profiles.' },
  { value: 'team', label: 'A team', description: 'Invite colleagues and share profiles.' },
  { value: 'agency', label: 'An agency', description: 'Separate workspaces for each client.' },
];

const FREQUENCIES: ReadonlyArray<RadioOption> = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'never', label: 'Never', isDisabled: true },
];

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Report frequency',
    options: FREQUENCIES,
    name: 'frequency',
    orientation: 'vertical',
    variant: 'default',
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS },
    variant: { control: 'inline-radio', options: RADIO_GROUP_VARIANTS },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click picks an option; arrow keys move the selection and skip disabled options. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Report frequency' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Weekly'));
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    // "Never" is disabled: the next arrow wraps to the first option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'weekly' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
  },
};

/** Cards: a click anywhere on a tile, description included, picks it; the description is read with it. */
export const Cards: Story = {
  args: {
    label: 'Who will use Kestrel?',
    options: ACCOUNT_TYPES,
    variant: 'cards',
    name: 'account_type',
  },
  play: async ({ canvas, userEvent, args }) => {
    const team = canvas.getByRole('radio', { name: 'A team' });
    await expect(team).toHaveAccessibleDescription('Invite colleagues and share profiles.');
    // What a pointer over the description really hits: the label's overlay, not the text under it.
    const description = canvas.getByText('Invite colleagues and share profiles.').getBoundingClientRect();
    const hit = document.elementFromPoint(
      description.x + description.width / 2,
      description.y + description.height / 2,
    );
    await expect(hit).toBe(team.closest('label'));
    await userEvent.click(hit as Element);
    await expect(team).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('team');
  },
};

export const HorizontalCards: Story = {
  args: {
    label: 'Who will use Kestrel?',
    options: ACCOUNT_TYPES,
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: 'agency',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'An agency' })).toBeChecked();
  },
};

/** A small drawing of a calendar layout, for the media story. */
const layout = (rows: number, columns: number) => (
  <svg viewBox="0 0 120 64" width="100%" height="64" role="presentation">
    <rect width="120" height="64" rx="6" fill="currentColor" opacity="0.08" />
    {Array.from({ length: rows * columns }, (_, index) => (
      <rect
        key={index}
        x={6 + (index % columns) * (108 / columns)}
        y={6 + Math.floor(index / columns) * (52 / rows)}
        width={108 / columns - 4}
        height={52 / rows - 4}
        rx="2"
        fill="currentColor"
        opacity="0.24"
      />
    ))}
  </svg>
);

/** Cards with a picture above each label (`media`): decorative, so the label and description carry the meaning. */
export const CardsWithMedia: Story = {
  args: {
    label: 'Calendar layout',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: 'week',
    options: [
      { value: 'month', label: 'Month', description: 'Five weeks at a glance.', media: layout(5, 7) },
      { value: 'week', label: 'Week', description: 'Seven days, hour by hour.', media: layout(1, 7) },
      { value: 'list', label: 'List', description: 'Posts in order, one per line.', media: layout(4, 1) },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const month = canvas.getByRole('radio', { name: 'Month' });
    await expect(month).toHaveAccessibleDescription('Five weeks at a glance.');
    // The picture is part of the card: a pointer over it hits the label's overlay.
    const picture = month.closest('[data-variant="cards"]')!.querySelector('svg')!.getBoundingClientRect();
    const hit = document.elementFromPoint(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(hit).toBe(month.closest('label'));
    await userEvent.click(hit as Element);
    await expect(month).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose how often you want reports.', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Report frequency' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how often you want reports.');
  },
};

/** Every variant and state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={800} style={{ maxWidth: 720 }}>
      <RadioGroup {...args} label="Vertical" defaultValue="weekly" description="Sent on Monday mornings." />
      <RadioGroup {...args} label="Horizontal" orientation="horizontal" defaultValue="daily" />
      <RadioGroup {...args} label="Invalid" errorMessage="Choose how often you want reports." />
      <RadioGroup {...args} label="Disabled" defaultValue="monthly" isDisabled />
      <RadioGroup {...args} label="Cards" options={ACCOUNT_TYPES} variant="cards" defaultValue="team" />
      <RadioGroup
        {...args}
        label="Horizontal cards"
        options={ACCOUNT_TYPES}
        variant="cards"
        orientation="horizontal"
        defaultValue="personal"
      />
      <RadioGroup
        {...args}
        label="Invalid cards"
        options={ACCOUNT_TYPES}
        variant="cards"
        orientation="horizontal"
        errorMessage="Choose who will use Kestrel."
      />
    </Stack>
  ),
};
