import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, HEADING_LEVELS, HEADING_SIZES } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
  args: { level: 1, children: 'Audience overview' },
  argTypes: {
    level: { control: 'inline-radio', options: HEADING_LEVELS },
    size: { control: 'select', options: [undefined, ...HEADING_SIZES] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audience overview' })).toBeInTheDocument();
  },
};

/** `size` changes the look and keeps the outline: an h2 that reads small. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: 'md', children: 'Top posts' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveAttribute('data-size', 'md');
  },
};

/** Each level at its default size, then every size: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={600}>
      <Stack gap={300}>
        {HEADING_LEVELS.map((level) => (
          <Heading key={level} level={level}>
            Heading level {level}: Engagement this week
          </Heading>
        ))}
      </Stack>
      <Stack gap={300}>
        {HEADING_SIZES.map((size) => (
          <Heading key={size} level={3} size={size}>
            Size {size}: Engagement this week
          </Heading>
        ))}
      </Stack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of HEADING_LEVELS) {
      await expect(canvas.getAllByRole('heading', { level }).length).toBeGreaterThan(0);
    }
  },
};
