import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { radius } from '@/design-system/theme';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { width: '240px', radius: 'sm', isAnimated: true },
  argTypes: {
    radius: { control: 'select', options: Object.keys(radius) },
    lines: { control: { type: 'number', min: 0, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block, hidden from assistive technology: the region that loads announces it. */
export const Block: Story = {
  args: { height: '120px', 'data-testid': 'skeleton' } as Story['args'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A paragraph: N bars, the last one shorter. */
export const Lines: Story = {
  args: { lines: 3, width: '320px', 'data-testid': 'skeleton' } as Story['args'],
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('skeleton');
    const bars = [...skeleton.children] as HTMLElement[];
    await expect(bars).toHaveLength(3);
    const [first, , last] = bars.map((bar) => bar.getBoundingClientRect().width);
    await expect(last).toBeCloseTo((first ?? 0) * 0.6, 0);
  },
};

/** A card placeholder, standing still: the visual-regression baseline. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={600} style={{ maxWidth: 360 }}>
      <Stack direction="row" gap={300} align="center">
        <Skeleton width="40px" height="40px" radius="full" isAnimated={false} />
        <Stack gap={200} style={{ flex: 1 }}>
          <Skeleton width="60%" isAnimated={false} />
          <Skeleton width="40%" height="12px" isAnimated={false} />
        </Stack>
      </Stack>
      <Skeleton lines={4} isAnimated={false} />
      <Skeleton height="160px" radius="md" isAnimated={false} />
    </Stack>
  ),
};
