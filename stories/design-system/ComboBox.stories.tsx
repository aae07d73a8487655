import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ComboBox, COMBO_BOX_MENU_TRIGGERS, type ComboBoxItem } from '@/design-system/ComboBox';
import { Stack } from '@/design-system/Stack';

/** Every IANA time zone the browser knows (about 420 in Chromium): the long list this component is for. */
const TIME_ZONES: ReadonlyArray<ComboBoxItem> = Intl.supportedValuesOf('timeZone').map((zone) => ({
  id: zone,
  label: zone.replaceAll('_', ' '),
}));

const meta = {
  title: 'Design System/ComboBox',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: ComboBox,
  args: {
    label: 'Time zone',
    items: TIME_ZONES,
    placeholder: 'Search time zones',
    emptyLabel: 'No time zone matches',
    menuTrigger: 'focus',
    name: 'timezone',
    onSelectionChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    menuTrigger: { control: 'inline-radio', options: COMBO_BOX_MENU_TRIGGERS },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    items: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type part of a name, pick with ArrowDown and Enter: the id is reported and the input shows the label. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(input);
    await userEvent.keyboard('pari');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // The list fades in: visible once its first frame has drawn.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Europe/Paris' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Europe/Paris');
    await expect(input).toHaveValue('Europe/Paris');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The filter ignores case and matches anywhere in the name. */
export const FilterContains: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('NEW YORK');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(screen.getByRole('option', { name: 'America/New York' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Hundreds of options, a screenful rendered: the list is virtualized. */
export const Virtualized: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Time zone' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    const rendered = screen.getAllByRole('option').length;
    await expect(TIME_ZONES.length).toBeGreaterThan(300);
    await expect(rendered).toBeLessThan(60);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(320);
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing matches: the list stays open and says so. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('zzz');
    const empty = await screen.findByText('No time zone matches');
    await waitFor(() => expect(empty).toBeVisible());
    // React Aria wraps the empty state in the list's only row, so the listbox is never empty for screen readers.
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await expect(screen.getByRole('option')).toHaveTextContent('No time zone matches');
    await userEvent.keyboard('{Escape}');
  },
};

/** Controlled from outside with a selection: the input shows the selected label. */
export const Selected: Story = {
  args: { selectedKey: 'Asia/Tokyo', menuTrigger: 'input' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose the time zone your reports use.', isRequired: true, menuTrigger: 'input' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the time zone your reports use.');
  },
};

/** Every closed state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  args: { menuTrigger: 'input' },
  render: (args) => (
    <Stack gap={500}>
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="Selected" defaultSelectedKey="Europe/Paris" />
      <ComboBox {...args} label="With description" description="Reports and schedules use this zone." />
      <ComboBox {...args} label="Invalid" errorMessage="Choose the time zone your reports use." />
      <ComboBox {...args} label="Disabled" defaultSelectedKey="Europe/Paris" isDisabled />
    </Stack>
  ),
};
