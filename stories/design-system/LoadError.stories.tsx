import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LOAD_ERROR_VARIANTS, LoadError } from '@/design-system/LoadError';

const meta = {
  title: 'Design System/LoadError',
  component: LoadError,
  args: {
    message: 'Your ideas could not be loaded.',
    retryLabel: 'Try again',
    variant: 'inline',
    onRetry: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: LOAD_ERROR_VARIANTS },
    message: { control: 'text' },
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In place of a list or a table: announced at once, and the button loads it again. */
export const Inline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your ideas could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** When the failure is all there is, e.g. the signed-in user could not be loaded. */
export const Panel: Story = {
  args: { variant: 'panel', message: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Both variants, and a long message that wraps: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <LoadError {...args} variant="inline" />
      <LoadError
        {...args}
        variant="inline"
        message="The time slots of Kestrel Roasters on Instagram could not be loaded: the server did not answer in time. Check your connection."
      />
      <div style={{ border: '1px dashed currentColor', borderRadius: 12 }}>
        <LoadError {...args} variant="panel" />
      </div>
    </div>
  ),
};
