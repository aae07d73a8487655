import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Spinner, SPINNER_SIZES } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';

/** Stops every animation inside, so the baseline screenshot is the same on every run. */
const Still = styled.div`
  & * {
    animation: none !important;
  }
`;

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  args: { label: 'Loading posts…', size: 'md', isDecorative: false },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status region named by its label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading posts…' });
    await expect(status).toHaveTextContent('Loading posts…');
  },
};

/** Decorative: something else announces the wait; the spinner is hidden from assistive technology. */
export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Loading posts…')).not.toBeInTheDocument();
  },
};

/** Every size, standing still: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Still>
      <Stack direction="row" gap={600} align="center">
        {SPINNER_SIZES.map((size) => (
          <Spinner key={size} {...args} size={size} label={`${args.label} (${size})`} />
        ))}
      </Stack>
    </Still>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(SPINNER_SIZES.length);
  },
};
