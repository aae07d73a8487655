import { Bell, MoreHorizontal, Settings, X } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from '@/design-system/IconButton';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { icon: <Settings />, label: 'Settings', variant: 'ghost', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name (no tooltip); the icon is hidden from assistive technology. */
export const Ghost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await expect(button).not.toHaveAttribute('title');
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', icon: <MoreHorizontal />, label: 'More actions' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12 }}>
          {ICON_BUTTON_VARIANTS.map((variant) => (
            <IconButton {...args} key={variant} variant={variant} size={size} label={`${variant} ${size}`} />
          ))}
          <IconButton {...args} variant="ghost" size={size} icon={<Bell />} label={`Notifications ${size}`} />
          <IconButton
            {...args}
            variant="secondary"
            size={size}
            icon={<X />}
            label={`Close ${size}`}
            isDisabled
          />
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
