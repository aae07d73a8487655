import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { captionsHandlers } from '@mocks/handlers/captions.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { AppProviders } from '@/app/App.tsx';
import { SavedTextPicker, type SavedTextPickerProps } from '@/features/captions/index.ts';
import { TextArea } from '@/design-system/TextArea';
import { Stack } from '@/design-system/Stack';

/** The picker beside a caption field, as the composer uses it: the chosen text is appended to the caption. */
function WithCaption(props: Omit<SavedTextPickerProps, 'onInsert'> & { onInsert?: (text: string) => void }) {
  const [caption, setCaption] = useState('Fresh from the roaster.');

  return (
    <Stack gap={300} style={{ width: 520, minHeight: 460 }}>
      <TextArea label="Caption" value={caption} onChange={setCaption} rows={5} />
      <div>
        <SavedTextPicker
          {...props}
          onInsert={(text) => {
            props.onInsert?.(text);
            setCaption((current) => (current ? `${current}\n\n${text}` : text));
          }}
        />
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Features/SavedTextPicker',
  component: WithCaption,
  args: { onInsert: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: [undefined, 'caption', 'hashtags'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'For the post composer: `<SavedTextPicker onInsert={(text) => …} kind? profileId? />` opens a popover listing the saved captions and hashtag lists (searchable); choosing one calls `onInsert` with its text and closes.',
      },
    },
  },
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...socialHandlers(), ...captionsHandlers());
  },
} satisfies Meta<typeof WithCaption>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Searching and choosing with the keyboard inserts the text and gives focus back to the button. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Insert saved text' });
    await userEvent.click(trigger);
    const dialog = within(
      await page().findByRole('dialog', { name: 'Insert a saved caption or hashtag list' }),
    );
    const signOff = await dialog.findByRole('option', { name: /Weekly sign-off/ });
    await waitFor(() => expect(signOff).toBeVisible());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search saved texts' }), 'latte');
    await waitFor(() => expect(dialog.queryByRole('option', { name: /Weekly sign-off/ })).toBeNull());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith(
      '#coffee #latteart #specialtycoffee #barista #coffeelover #roastery #espresso #brewing',
    );
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Fresh from the roaster.\n\n#coffee #latteart #specialtycoffee #barista #coffeelover #roastery #espresso #brewing',
    );
  },
};

/** Only hashtag lists, and only what suits the LinkedIn profile (none is saved for it). */
export const HashtagsForAProfile: Story = {
  args: { kind: 'hashtags', profileId: SOCIAL_IDS.linkedin, label: 'Insert hashtags' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert hashtags' }));
    const dialog = within(await page().findByRole('dialog'));
    // The popover fades in: wait for the end of its entrance rather than its first frame.
    const empty = await dialog.findByText('Nothing saved matches.');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** Opened on the Instagram profile: its own caption and the Instagram hashtags, not the others. */
export const Open: Story = {
  args: { profileId: SOCIAL_IDS.instagram },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert saved text' }));
    const dialog = within(await page().findByRole('dialog'));
    const launch = await dialog.findByRole('option', { name: /New roast launch/ });
    await waitFor(() => expect(launch).toBeVisible());
    await expect(dialog.getByRole('option', { name: /Coffee hashtags/ })).toBeVisible();
  },
};
