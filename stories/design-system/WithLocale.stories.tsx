import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DatePicker } from '@/design-system/DatePicker';
import { WithLocale } from '@/design-system/DatePicker/WithLocale';

/**
 * The date and time pickers' locale: a `locale` wraps them in their own language and date order; without one,
 * the app's language applies. Shown around a date picker holding 31 October 2026.
 */
const meta = {
  title: 'Design System/DatePicker/WithLocale',
  component: WithLocale,
  args: { locale: 'fr-FR', children: null },
  argTypes: {
    locale: { control: 'select', options: ['fr-FR', 'en-US', 'de-DE', 'ja-JP'] },
    children: { control: false },
  },
  render: ({ locale }) => (
    <WithLocale locale={locale}>
      <DatePicker label="Publish on" defaultValue="2026-10-31" />
    </WithLocale>
  ),
} satisfies Meta<typeof WithLocale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** French: day, month, year. */
export const French: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Publish on' })).toHaveTextContent('31/10/2026');
  },
};

/** US English: month first. */
export const UsEnglish: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Publish on' })).toHaveTextContent('10/31/2026');
  },
};
