import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from '@/design-system/PasswordField';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    autoComplete: 'current-password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, reveal, hide: the input type flips, the value stays, the toggle reports its state. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'correct horse');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');

    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(hide).toHaveFocus();

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('correct horse');
  },
};

/** Keyboard: Tab goes from the input to the toggle, Space toggles, Shift+Tab goes back to the input. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('s3cret');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('s3cret');
  },
};

/** Choosing a password: `new-password` lets password managers suggest one. */
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 12 characters. A few unrelated words work well.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(
      'At least 12 characters. A few unrelated words work well.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', errorMessage: 'Use at least 12 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least 12 characters.');
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <PasswordField {...args} label="Empty" />
      <PasswordField {...args} label="Filled" defaultValue="correct horse" />
      <PasswordField {...args} label="With description" description="At least 12 characters." />
      <PasswordField
        {...args}
        label="Invalid"
        defaultValue="short"
        errorMessage="Use at least 12 characters."
      />
      <PasswordField {...args} label="Disabled" defaultValue="correct horse" isDisabled />
    </Stack>
  ),
};
