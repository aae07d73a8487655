import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PROGRESS_BAR_SIZES, PROGRESS_BAR_TONES, ProgressBar } from '@/design-system/ProgressBar';
import { Stack } from '@/design-system/Stack';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading summer-teaser.mp4', value: 42, locale: 'en-GB' },
  argTypes: {
    size: { control: 'inline-radio', options: PROGRESS_BAR_SIZES },
    tone: { control: 'inline-radio', options: PROGRESS_BAR_TONES },
    value: { control: { type: 'range', min: 0, max: 100 } },
    valueLabel: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value is exposed to assistive technology and shown as a percentage formatted with Intl. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading summer-teaser.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

/** A value in your own words, read instead of the percentage. */
export const CustomValueLabel: Story = {
  args: { label: 'Posts published this month', value: 12, maxValue: 40, valueLabel: '12 of 40 posts' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Posts published this month' });
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 40 posts');
  },
};

/**
 * While the amount is unknown the bar slides. The screenshot freezes the animation on one frame so it stays
 * deterministic.
 */
export const Indeterminate: Story = {
  args: { label: 'Importing your posts', isIndeterminate: true },
  decorators: [
    (Story) => (
      <>
        <style>{`[data-indeterminate] { animation: none !important; transform: translateX(60%); }`}</style>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing your posts' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Sizes, tones, a localized percentage and a long label that ends in an ellipsis. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <ProgressBar {...args} label="Storage used" value={64} />
      <ProgressBar {...args} label="Uploaded" value={100} tone="success" />
      <ProgressBar
        {...args}
        label="Quota exceeded"
        value={100}
        tone="critical"
        valueLabel="1,040 of 1,000 posts"
      />
      <ProgressBar {...args} label="Small" value={30} size="sm" />
      <ProgressBar {...args} label="Label hidden, value shown" hideLabel value={75} size="sm" />
      <ProgressBar {...args} label="Analyse des publications" value={87.5} locale="fr-FR" />
      <ProgressBar
        {...args}
        label="Uploading a-very-long-file-name-from-the-summer-campaign-shoot-final-final-v3.mp4"
        value={8}
      />
    </Stack>
  ),
};
