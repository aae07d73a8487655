import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Columns } from '@/design-system/Columns';
import { TextField } from '@/design-system/TextField';

const meta = {
  title: 'Design System/Columns',
  component: Columns,
  args: { minColumnWidth: '180px', gap: 400 },
  argTypes: { gap: { control: 'select', options: [200, 300, 400, 600, 800] } },
  render: (args) => (
    <Columns {...args}>
      <TextField label="First name" defaultValue="Ada" />
      <TextField label="Last name" defaultValue="Lovelace" />
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side when both columns fit. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByLabelText('First name').getBoundingClientRect();
    const last = canvas.getByLabelText('Last name').getBoundingClientRect();
    await expect(Math.round(first.top)).toBe(Math.round(last.top));
  },
};

/** Stacked when the container is narrower than two minimum columns. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const first = canvas.getByLabelText('First name').getBoundingClientRect();
    const last = canvas.getByLabelText('Last name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** Wide and narrow containers: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {[640, 300].map((width) => (
        <div key={width} style={{ width }}>
          <Columns {...args}>
            <TextField label={`First name (${width}px)`} defaultValue="Ada" />
            <TextField label={`Last name (${width}px)`} defaultValue="Lovelace" />
          </Columns>
        </div>
      ))}
    </div>
  ),
};
