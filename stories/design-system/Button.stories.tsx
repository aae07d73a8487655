import { Plus } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '@/design-system/Button';

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    iconStart: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12 }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { children: 'New post', iconStart: <Plus aria-hidden="true" /> } };

/** Loading keeps the width, ignores presses and announces the loading label. */
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Saving…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
