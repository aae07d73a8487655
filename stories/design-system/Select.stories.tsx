import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select, type SelectItem } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';

const ROLES: ReadonlyArray<SelectItem> = [
  { id: 'owner', label: 'Owner', description: 'Everything, including billing and deleting the workspace.' },
  { id: 'admin', label: 'Admin', description: 'Manage members, profiles and reports.' },
  { id: 'editor', label: 'Editor', description: 'Write, schedule and publish posts.' },
  { id: 'viewer', label: 'Viewer', description: 'Read analytics and reports.' },
];

const PERIODS: ReadonlyArray<SelectItem> = [
  { id: '7d', label: 'Last 7 days' },
  { id: '28d', label: 'Last 28 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: '12m', label: 'Last 12 months' },
];

const meta = {
  title: 'Design System/Select',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: Select,
  args: {
    label: 'Role',
    items: ROLES,
    placeholder: 'Choose a role',
    name: 'role',
    onSelectionChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
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
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick with the pointer: the list opens, the choice is reported and shown in the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveTextContent('Choose a role');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Editor' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('editor');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Editor');
    await expect(trigger).toHaveFocus();
  },
};

/** Pick with the keyboard: ArrowDown opens on the selected option, arrows move, Enter picks. */
export const Keyboard: Story = {
  args: { defaultSelectedKey: 'admin' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const admin = await screen.findByRole('option', { name: 'Admin' });
    await waitFor(() => expect(admin).toHaveFocus());
    await expect(admin).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('viewer');
    await expect(trigger).toHaveTextContent('Viewer');
  },
};

/** An option's description is read with it. */
export const OptionDescriptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const owner = await screen.findByRole('option', { name: 'Owner' });
    await expect(owner).toHaveAccessibleDescription(
      'Everything, including billing and deleting the workspace.',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose a role for this member.', isRequired: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(canvas.getByText('Choose a role for this member.')).toBeVisible();
    // A button cannot carry aria-invalid; the message reaches it through aria-describedby.
    await expect(trigger).toHaveAccessibleDescription('Choose a role for this member.');
  },
};

/** Every closed state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <Select {...args} label="Placeholder" />
      <Select {...args} label="Selected" defaultSelectedKey="editor" />
      <Select
        {...args}
        label="Report period"
        items={PERIODS}
        defaultSelectedKey="28d"
        description="Compared with the period before."
      />
      <Select {...args} label="Invalid" errorMessage="Choose a role for this member." />
      <Select {...args} label="Disabled" defaultSelectedKey="viewer" isDisabled />
      <Select {...args} label="Disabled, empty" isDisabled />
    </Stack>
  ),
};
