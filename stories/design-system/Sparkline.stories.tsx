import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkline, SPARKLINE_TONES } from '@/design-system/Sparkline';

/** 30 days of follower counts: a steady climb with a weekly rhythm (fixed numbers, no randomness). */
const FOLLOWERS = Array.from(
  { length: 30 },
  (_, day) => 12_400 + day * 38 + Math.round(Math.sin((day / 7) * Math.PI * 2) * 60),
);

const meta = {
  title: 'Design System/Sparkline',
  component: Sparkline,
  args: {
    values: FOLLOWERS,
    label: 'Followers over the last 30 days, up 9 %',
    tone: 'accent',
    width: 96,
    height: 32,
  },
  argTypes: { tone: { control: 'inline-radio', options: SPARKLINE_TONES }, values: { control: 'object' } },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const line = canvas.getByRole('img', { name: 'Followers over the last 30 days, up 9 %' });
    await expect(line.querySelector('[data-part="line"]')?.getAttribute('d')).toMatch(/^M/);
  },
};

/** Days without data are gaps, not zeros: the line restarts after each gap. */
export const WithGaps: Story = {
  args: {
    values: FOLLOWERS.map((value, day) => (day >= 10 && day < 14 ? null : value)),
    label: 'Followers, 4 days missing',
  },
  play: async ({ canvas }) => {
    const d = canvas.getByRole('img').querySelector('[data-part="line"]')?.getAttribute('d') ?? '';
    await expect(d.match(/M/g)).toHaveLength(2);
  },
};

export const Flat: Story = { args: { values: Array.from({ length: 14 }, () => 500), label: 'No change' } };

export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {SPARKLINE_TONES.map((tone) => (
        <Sparkline key={tone} {...args} tone={tone} label={`${args.label} (${tone})`} />
      ))}
      <Sparkline {...args} width={160} height={40} showArea={false} label="Wide, no area" />
    </div>
  ),
};
