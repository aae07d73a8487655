import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { TextArea } from '@/design-system/TextArea';

const counterLabel = (used: number, max: number) => `${used} of ${max} characters used`;

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: {
    label: 'Caption',
    placeholder: 'Write a caption…',
    onChange: fn(),
    locale: 'en-GB',
  },
  argTypes: {
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    counterLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value and moves the counter, which is read as the field's description. */
export const WithCounter: Story = {
  args: { maxLength: 40, counterLabel },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(field).toHaveAccessibleDescription('0 of 40 characters used');
    await userEvent.type(field, 'Autumn drop');
    await expect(args.onChange).toHaveBeenLastCalledWith('Autumn drop');
    await expect(canvas.getByText('11 / 40')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('11 of 40 characters used');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Past the limit typing goes on, but the counter turns critical and the field is invalid. */
export const OverLimit: Story = {
  args: { maxLength: 20, counterLabel, defaultValue: 'New collection is ' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Caption' });
    await userEvent.type(field, 'live!');
    await expect(field).toHaveValue('New collection is live!');
    await expect(canvas.getByText('23 / 20')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** With `isHardLimit` typing stops at the limit. */
export const HardLimit: Story = {
  args: { maxLength: 10, isHardLimit: true, counterLabel, label: 'Short code', rows: 2 },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Short code' });
    await userEvent.type(field, 'abcdefghijklmno');
    await expect(field).toHaveValue('abcdefghij');
    await expect(canvas.getByText('10 / 10')).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** An error message makes the field invalid and is read with it. */
export const Invalid: Story = {
  args: { errorMessage: 'Add a caption before scheduling.', isRequired: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription('Add a caption before scheduling.');
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <TextArea {...args} label="Empty" rows={2} />
      <TextArea
        {...args}
        label="Bio"
        description="Shown on your public report page."
        defaultValue="Coffee roasters in Lyon. Small batches, big flavours."
        maxLength={150}
        counterLabel={counterLabel}
        rows={3}
      />
      <TextArea
        {...args}
        label="Over the limit"
        defaultValue="Our autumn collection is here: warm knits, new colours and a little something for everyone."
        maxLength={80}
        counterLabel={counterLabel}
        errorMessage="Shorten the caption to 80 characters for X."
        rows={3}
      />
      <TextArea
        {...args}
        label="Disabled"
        defaultValue="Published captions cannot be edited."
        isDisabled
        rows={2}
      />
    </Stack>
  ),
};
