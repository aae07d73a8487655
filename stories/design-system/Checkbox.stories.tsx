import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '@/design-system/Checkbox';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { children: 'Keep me signed in', name: 'remember', onChange: fn() },
  argTypes: { description: { control: 'text' }, errorMessage: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles it; Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Keep me signed in'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Send me product news',
    description: 'About once a month. You can unsubscribe from any email.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me product news' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(
      'About once a month. You can unsubscribe from any email.',
    );
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the terms of service', errorMessage: 'Accept the terms to create an account.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to create an account.');
  },
};

/** Controlled, with an indeterminate "select all" over two children. */
export const Indeterminate: Story = {
  render: function IndeterminateStory(args) {
    const [selected, setSelected] = useState<ReadonlyArray<string>>(['instagram']);
    const all = ['instagram', 'linkedin'];
    const toggle = (id: string, isSelected: boolean) =>
      setSelected((current) => (isSelected ? [...current, id] : current.filter((item) => item !== id)));

    return (
      <Stack gap={200}>
        <Checkbox
          {...args}
          isSelected={selected.length === all.length}
          isIndeterminate={selected.length > 0 && selected.length < all.length}
          onChange={(isSelected) => setSelected(isSelected ? all : [])}
        >
          All profiles
        </Checkbox>
        <Stack gap={200} style={{ paddingInlineStart: 24 }}>
          {all.map((id) => (
            <Checkbox
              key={id}
              isSelected={selected.includes(id)}
              onChange={(isSelected) => toggle(id, isSelected)}
            >
              {id === 'instagram' ? 'Instagram' : 'LinkedIn'}
            </Checkbox>
          ))}
        </Stack>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'All profiles' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('LinkedIn'));
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByText('All profiles'));
    await expect(canvas.getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await userEvent.click(canvas.getByText('Keep me signed in'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={400} style={{ maxWidth: 400 }}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} description="A quieter line of help under the label.">
        With description
      </Checkbox>
      <Checkbox {...args} errorMessage="Accept the terms to continue.">
        Invalid
      </Checkbox>
      <Checkbox {...args} defaultSelected isInvalid>
        Invalid and checked
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox {...args}>
        A long label that wraps onto a second line, to show that the box stays on the first line with the
        text.
      </Checkbox>
    </Stack>
  ),
};
