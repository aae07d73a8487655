import { CircleCheck, Clock } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, BADGE_SIZES, BADGE_TONES } from '@/design-system/Badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Scheduled', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: BADGE_TONES },
    size: { control: 'inline-radio', options: BADGE_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The icon is decorative: the text alone carries the meaning. */
export const WithIcon: Story = {
  args: { tone: 'success', icon: <CircleCheck />, children: 'Published' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Published').parentElement;
    await expect(badge?.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Every tone and size: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BADGE_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {BADGE_TONES.map((tone) => (
            <Badge {...args} key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
          <Badge {...args} tone="warning" size={size} icon={<Clock />}>
            Trial: 3 days left
          </Badge>
          <Badge {...args} tone="accent" size={size}>
            12
          </Badge>
        </div>
      ))}
    </div>
  ),
};
