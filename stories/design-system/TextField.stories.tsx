import { AtSign, Search } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TEXT_FIELD_TYPES, TextField } from '@/design-system/TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Work email', type: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: TEXT_FIELD_TYPES },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    prefix: { control: false },
    suffix: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value; leaving the field reports a blur. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** The description is linked to the input, so it is read with it. */
export const WithDescription: Story = {
  args: { description: 'We send reports and sign-in links here.', placeholder: 'name@company.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toHaveAccessibleDescription('We send reports and sign-in links here.');
  },
};

/** An error message makes the field invalid, shows under it and is announced with it. */
export const Invalid: Story = {
  args: {
    defaultValue: 'ada@',
    errorMessage: 'Enter an email address like name@company.com.',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    const error = canvas.getByText('Enter an email address like name@company.com.');
    const errorId = error.closest('[id]')?.id ?? '';
    await expect(input.getAttribute('aria-describedby')).toContain(errorId);
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@company.com.');
  },
};

/** An icon before the input and a hint after it, both inside the box. */
export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Search posts',
    type: 'search',
    autoComplete: undefined,
    placeholder: 'Caption, hashtag or link',
    prefix: <Search aria-hidden="true" />,
    suffix: (
      <Text as="span" size="sm" tone="secondary">
        ⌘K
      </Text>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(input, '#launch');
    await expect(args.onChange).toHaveBeenLastCalledWith('#launch');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toBeDisabled();
  },
};

/** Controlled: the parent owns the value (as react-hook-form's Controller does). */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('@ada');

    return (
      <Stack gap={200}>
        <TextField
          {...args}
          label="Handle"
          type="text"
          autoComplete="off"
          prefix={<AtSign aria-hidden="true" />}
          value={value}
          onChange={(next) => {
            setValue(next.replace(/^@/, ''));
            args.onChange?.(next);
          }}
        />
        <Text size="sm" tone="secondary">
          Stored: {value}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Handle' });
    await userEvent.clear(input);
    await userEvent.type(input, '@kestrel');
    // The parent strips the leading @ and the input shows what the parent stored.
    await expect(input).toHaveValue('kestrel');
    await expect(canvas.getByText('Stored: kestrel')).toBeInTheDocument();
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <TextField {...args} label="Empty" placeholder="name@company.com" />
      <TextField {...args} label="Filled" defaultValue="ada@example.com" />
      <TextField {...args} label="With description" description="We never show it on your profile." />
      <TextField {...args} label="Invalid" defaultValue="ada@" errorMessage="Enter a valid email address." />
      <TextField {...args} label="Invalid, no message" defaultValue="ada@" isInvalid />
      <TextField {...args} label="Disabled" defaultValue="ada@example.com" isDisabled />
      <TextField {...args} label="Disabled, empty" placeholder="name@company.com" isDisabled />
      <TextField
        {...args}
        label="With prefix"
        type="search"
        placeholder="Search posts"
        prefix={<Search aria-hidden="true" />}
      />
    </Stack>
  ),
};
