import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper, STEPPER_ORIENTATIONS } from '@/design-system/Stepper';

const STEPS = [
  { id: 'verify', label: 'Verify e-mail' },
  { id: 'profile', label: 'Your details' },
  { id: 'workspace', label: 'Workspace' },
  { id: 'connect', label: 'Connect accounts' },
] as const;

const meta = {
  title: 'Design System/Stepper',
  component: Stepper,
  args: {
    steps: STEPS,
    currentStepId: 'workspace',
    'aria-label': 'Sign-up progress',
    completedLabel: 'completed',
    orientation: 'horizontal',
    compactLabel: (current, total) => `Step ${current} of ${total}`,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: STEPPER_ORIENTATIONS },
    currentStepId: { control: 'select', options: STEPS.map((step) => step.id) },
    compactLabel: { control: false },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list; the current step has `aria-current="step"`, done steps announce the completed label. */
export const Horizontal: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sign-up progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Verify e-mail completed');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[3]).not.toHaveAttribute('aria-current');
    await expect(items[3]).not.toHaveTextContent('completed');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', currentStepId: 'profile' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Vertical: each step sits under the previous one.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().bottom - 1,
    );
  },
};

/** In a container narrower than `sm` the horizontal stepper shows "Step 3 of 4" and the current name only. */
export const Compact: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Stepper {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    // The names stay in the list for assistive technology, only visually hidden.
    const upcoming = canvas.getByText('Connect accounts', { selector: 'li span' });
    await expect(upcoming.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Workspace');
  },
};

/** Both orientations, each state, and the compact display: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      <Stepper {...args} aria-label="First step current" currentStepId="verify" />
      <Stepper {...args} aria-label="Third step current" currentStepId="workspace" />
      <Stepper {...args} aria-label="Last step current" currentStepId="connect" />
      <div style={{ width: 360 }}>
        <Stepper {...args} aria-label="Compact" currentStepId="profile" />
      </div>
      <div style={{ display: 'flex', gap: 64 }}>
        <Stepper {...args} aria-label="Vertical first" orientation="vertical" currentStepId="verify" />
        <Stepper {...args} aria-label="Vertical third" orientation="vertical" currentStepId="workspace" />
      </div>
    </div>
  ),
};
