import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider, DIVIDER_ORIENTATIONS } from '@/design-system/Divider';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

const meta = {
  title: 'Design System/Divider',
  component: Divider,
  args: { orientation: 'horizontal' },
  argTypes: {
    orientation: { control: 'inline-radio', options: DIVIDER_ORIENTATIONS },
    label: { control: 'text' },
  },
  render: (args) =>
    args.orientation === 'vertical' ? (
      <Stack direction="row" gap={300} align="center" style={{ height: 48 }}>
        <Text>Drafts</Text>
        <Divider {...args} />
        <Text>Scheduled</Text>
      </Stack>
    ) : (
      <Stack gap={300} style={{ maxWidth: 360 }}>
        <Text>Continue with Google</Text>
        <Divider {...args} />
        <Text>Sign in with your email</Text>
      </Stack>
    ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

/** The label is the separator's accessible name; its visible copy is not read twice. */
export const WithLabel: Story = {
  args: { label: 'or' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator', { name: 'or' })).toBeInTheDocument();
  },
};

/** Every orientation, with and without a label: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={600} style={{ maxWidth: 360 }}>
      <Divider />
      <Divider label="or" />
      <Stack direction="row" gap={300} style={{ height: 96 }}>
        <Text>Drafts</Text>
        <Divider orientation="vertical" />
        <Text>Scheduled</Text>
        <Divider orientation="vertical" label="or" />
        <Text>Published</Text>
      </Stack>
    </Stack>
  ),
};
