import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { Text, TEXT_ALIGNS, TEXT_ELEMENTS, TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS } from '@/design-system/Text';

const meta = {
  title: 'Design System/Text',
  component: Text,
  args: {
    children: 'Your posts reached 12,480 people this week, 8% more than last week.',
    size: 'md',
    tone: 'primary',
  },
  argTypes: {
    as: { control: 'select', options: TEXT_ELEMENTS },
    size: { control: 'inline-radio', options: TEXT_SIZES },
    tone: { control: 'select', options: TEXT_TONES },
    weight: { control: 'inline-radio', options: [undefined, ...TEXT_WEIGHTS] },
    align: { control: 'inline-radio', options: [undefined, ...TEXT_ALIGNS] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/reached 12,480 people/);
    await expect(text.tagName).toBe('P');
  },
};

export const Secondary: Story = { args: { tone: 'secondary', size: 'sm' } };

/** `as` picks the element; the look stays the same. */
export const AsSpan: Story = {
  args: { as: 'span', weight: 'semibold', children: 'Scheduled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled').tagName).toBe('SPAN');
  },
};

/** Every size, tone and weight: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={600}>
      <Stack gap={200}>
        {TEXT_SIZES.map((size) => (
          <Text key={size} size={size}>
            Size {size}: The quick brown fox reached 12,480 people.
          </Text>
        ))}
      </Stack>
      <Stack gap={200}>
        {TEXT_TONES.map((tone) => (
          <Text key={tone} tone={tone}>
            Tone {tone}: Published to 3 profiles.
          </Text>
        ))}
      </Stack>
      <Stack gap={200}>
        {TEXT_WEIGHTS.map((weight) => (
          <Text key={weight} weight={weight}>
            Weight {weight}: Published to 3 profiles.
          </Text>
        ))}
      </Stack>
      <Stack gap={200}>
        {TEXT_ALIGNS.map((align) => (
          <Text key={align} align={align} tone="secondary">
            Align {align}
          </Text>
        ))}
      </Stack>
    </Stack>
  ),
};
