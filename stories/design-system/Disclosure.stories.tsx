import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Disclosure } from '@/design-system/Disclosure';
import { Text } from '@/design-system/Text';

const meta = {
  title: 'Design System/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Profiles and their ids',
    children: (
      <Text size="sm">
        Kestrel Roasters (Instagram) — 0b4c9f1e-5a7d-4c2e-9b1a-2f3e4d5c6b7a. Copy an id into the file’s
        profile column when two profiles share a name.
      </Text>
    ),
    defaultOpen: false,
    onToggle: fn(),
  },
  argTypes: {
    summary: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the summary shows. A click opens it and says so; another closes it. */
export const Closed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByText('Profiles and their ids');
    await expect(canvas.getByText(/Copy an id/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/Copy an id/)).toBeVisible();
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await userEvent.click(summary);
    await expect(summary.closest('details')).not.toHaveAttribute('open');
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText(/Copy an id/)).not.toBeVisible();
  },
};

/** Open from the start, as when nothing above it can be used. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Copy an id/)).toBeVisible();
  },
};
