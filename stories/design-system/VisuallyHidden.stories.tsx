import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '@/design-system/Text';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';

const meta = {
  title: 'Design System/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Reach this week' },
  argTypes: { as: { control: 'select', options: ['span', 'div', 'h2', 'p'] } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight, still in the accessibility tree: a heading only screen readers need. */
export const Default: Story = {
  args: { as: 'h2' },
  render: (args) => (
    <div>
      <VisuallyHidden {...args} />
      <Text>12,480 people (the heading above this line is visually hidden)</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Reach this week' });
    const box = heading.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** `isFocusable`: a skip link that appears while focused. */
export const FocusableSkipLink: Story = {
  // The visual baseline: after the play function the link is focused, so visible.
  tags: ['visual'],
  args: { isFocusable: true, children: <a href="#main">Skip to content</a> },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
