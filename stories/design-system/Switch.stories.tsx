import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { Switch } from '@/design-system/Switch';
import { Text } from '@/design-system/Text';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { children: 'Email me a weekly report', onChange: fn() },
  argTypes: { description: { control: 'text' }, children: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click toggles, and so does Space once it has keyboard focus. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me a weekly report' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me a weekly report'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

/** The description is read with the switch. */
export const WithDescription: Story = {
  args: {
    children: 'Auto-publish',
    description: 'Scheduled posts go out without a last review.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-publish' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Scheduled posts go out without a last review.');
  },
};

/** Controlled: the state lives with the caller. */
export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);

    return (
      <Stack gap={300}>
        <Switch {...args} isSelected={on} onChange={setOn}>
          Show comparison
        </Switch>
        <Text size="sm" tone="secondary">
          Comparison {on ? 'shown' : 'hidden'}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show comparison' }));
    await expect(canvas.getByText('Comparison shown')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me a weekly report' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me a weekly report'));
    await expect(toggle).not.toBeChecked();
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={400}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} description="Applies to every profile in this workspace.">
        With a description
      </Switch>
      <Switch {...args} isDisabled>
        Disabled, off
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled, on
      </Switch>
      <Switch {...args} defaultSelected>
        A long label that wraps onto a second line, so the switch stays on the first line of its text
      </Switch>
    </Stack>
  ),
};
