import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { TagInput } from '@/design-system/TagInput';

const meta = {
  title: 'Design System/TagInput',
  component: TagInput,
  args: {
    label: 'Hashtags',
    prefix: '#',
    placeholder: 'Add hashtags',
    removeLabel: 'Remove',
    onChange: fn(),
    locale: 'en-GB',
  },
  argTypes: {
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    maxTags: { control: { type: 'number', min: 1 } },
    normalize: { control: false },
    removeLabel: { control: false },
    counterLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagNames = (canvas: { queryAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.queryAllByRole('row').map((row) => row.textContent);

/** Enter, comma and space turn the text into a tag; '#' is stripped; duplicates are skipped, any case. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hashtags' });
    await userEvent.type(input, '#coffee{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coffee']);
    await userEvent.type(input, 'lyon,Autumn ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coffee', 'lyon', 'Autumn']);
    await userEvent.type(input, 'COFFEE{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(input).toHaveValue('');
    await expect(tagNames(canvas)).toEqual(['#coffee', '#lyon', '#Autumn']);
  },
};

/** Pasting "#a #b, c" adds three tags at once. */
export const Paste: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hashtags' });
    await userEvent.click(input);
    await userEvent.paste('#latteart #flatwhite, espresso');
    await expect(args.onChange).toHaveBeenLastCalledWith(['latteart', 'flatwhite', 'espresso']);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** Backspace in the empty input removes the last tag; a tag's × or Delete removes that one. */
export const Removing: Story = {
  render: function Render(args) {
    const [tags, setTags] = useState(['coffee', 'lyon', 'autumn', 'roastery']);

    return (
      <TagInput
        {...args}
        value={tags}
        onChange={(next) => {
          setTags(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hashtags' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coffee', 'lyon', 'autumn']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove lyon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['coffee', 'autumn']);
    await userEvent.click(canvas.getByRole('row', { name: 'coffee' }));
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['autumn']);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** What cannot be a hashtag stays in the input for the user to fix. */
export const Rejected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hashtags' });
    await userEvent.type(input, 'summer-sale{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('summer-sale');
  },
};

/** With `maxTags` a counter shows the budget and further tags are ignored. */
export const MaxTags: Story = {
  args: {
    maxTags: 3,
    defaultValue: ['coffee', 'lyon'],
    counterLabel: (used: number, max: number) => `${used} of ${max} hashtags`,
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Hashtags' });
    await expect(input).toHaveAccessibleDescription('2 of 3 hashtags');
    await userEvent.type(input, 'autumn roastery ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['coffee', 'lyon', 'autumn']);
    await expect(canvas.getByText('3 / 3')).toBeVisible();
  },
};

/** Every state side by side: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={500}>
      <TagInput {...args} label="Empty" description="Press Enter, comma or space to add a hashtag." />
      <TagInput
        {...args}
        label="Many tags"
        defaultValue={[
          'coffee',
          'specialtycoffee',
          'lyon',
          'autumn',
          'roastery',
          'latteart',
          'flatwhite',
          'espresso',
          'café_de_spécialité',
        ]}
        maxTags={30}
        counterLabel={(used, max) => `${used} of ${max} hashtags`}
      />
      <TagInput
        {...args}
        label="Invalid"
        defaultValue={['giveaway']}
        errorMessage="Instagram hides posts that use #giveaway with this many links."
      />
      <TagInput {...args} label="Disabled" defaultValue={['coffee', 'lyon']} isDisabled />
    </Stack>
  ),
};
