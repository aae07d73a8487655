import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { SOCIAL_IDS, socialHandlers } from '@mocks/handlers/social.ts';
import { writingHandlers, type WritingMockOptions } from '@mocks/handlers/writing.ts';
import { AppProviders } from '@/app/App.tsx';
import { Stack } from '@/design-system/Stack';
import { TextArea } from '@/design-system/TextArea';
import { WritingTools } from '@/features/publishing/index.ts';

type Args = { initialText: string; profileId?: string; mock: WritingMockOptions };

/** The writing help under a caption field, as the composer mounts it (here for one profile's version). */
function WithCaption({ initialText, profileId }: Args) {
  const [text, setText] = useState(initialText);

  return (
    <Stack gap={300} style={{ width: 560, minHeight: 720 }}>
      <TextArea label="Caption" value={text} onChange={setText} rows={6} />
      <WritingTools text={text} onChange={setText} scope={profileId ? { profileId } : { profileIds: [] }} />
    </Stack>
  );
}

const meta = {
  title: 'Features/CaptionSuggestions',
  component: WithCaption,
  args: { initialText: '', profileId: SOCIAL_IDS.instagram, mock: {} },
  argTypes: { mock: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'In the composer, under the master text and each profile’s version: `<WritingTools text onChange scope />`. “Suggest captions” asks for a topic, keywords, tone and length and shows captions built from the profiles’ best posts (or written by the server’s AI model when it has one, which the dialog says), each counted against the chosen networks’ limits, with the best hashtags and why. Insert one; Undo puts the text back. “Translate” shows only when the server can translate.',
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
  beforeEach({ msw, args }) {
    msw.use(...identityHandlers(), ...platformHandlers(), ...socialHandlers(), ...writingHandlers(args.mock));
  },
} satisfies Meta<typeof WithCaption>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function openSuggestions(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Suggest captions' }));
  const dialog = await page().findByRole('dialog', { name: 'Suggest captions' });
  await waitFor(() => expect(dialog).toBeVisible());

  return within(dialog);
}

/** A topic is required; suggestions come with their counts and sources; one goes in, and Undo takes it back. */
export const SuggestAndInsert: Story = {
  args: { initialText: 'Fresh from the roaster.' },
  play: async ({ canvas, userEvent }) => {
    // The offline server cannot translate: no Translate button once the server has said what it can do.
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Writing help' })).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(canvas.queryByRole('button', { name: 'Translate' })).toBeNull();
    const dialog = await openSuggestions(canvas, userEvent);
    await expect(dialog.getByText(/Built from your best posts/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest' }));
    await expect(await dialog.findByText('Say what the post is about.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Topic/ }), 'our winter blend');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Keywords/ }), 'cinnamon, dark chocolate');
    await userEvent.click(dialog.getByRole('radio', { name: 'Playful' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest' }));
    const results = within(await dialog.findByRole('region', { name: 'Suggestions' }));
    await expect(results.getByText('Learned from 148 posts of the last year.')).toBeVisible();
    await expect(results.getAllByRole('button', { name: /^Insert suggestion/ })).toHaveLength(3);
    await expect(results.getAllByText('Instagram: 111 / 2200 characters · 2 / 30 hashtags')[0]).toBeVisible();
    await expect(results.getByText(/#coldbrew/, { selector: 'strong' })).toBeVisible();
    await userEvent.click(results.getByRole('button', { name: 'Insert suggestion 1' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const caption = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(caption).toHaveValue(
      'Fresh from the roaster.\n\nHave you tried our winter blend yet?\n\nThink cinnamon and dark chocolate.\n\nWhat do you think?\n\n#coldbrew #coffee',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Caption inserted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(caption).toHaveValue('Fresh from the roaster.');
    // Focus goes to the first tool, not lost with the Undo button; then back to writing.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Suggest captions' })).toHaveFocus());
    await userEvent.click(caption);
    await expect(caption).toHaveFocus();
  },
};

/** The suggestions for the chosen profiles, fitted to Instagram and X; “Other suggestions” asks again. */
export const Suggestions: Story = {
  args: { profileId: undefined },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSuggestions(canvas, userEvent);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Topic/ }), 'our winter blend');
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest' }));
    await expect(await dialog.findByText(/Have you tried our winter blend yet\?/)).toBeVisible();
    await expect(dialog.getAllByText('X: 111 / 280 characters')[0]).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Other suggestions' }));
    await expect(await dialog.findByText(/Ready for our winter blend\?/)).toBeVisible();
  },
};

/** No posts with captions yet: nothing to learn from, said plainly. */
export const NothingToLearnFrom: Story = {
  args: { mock: { generate: 'empty' } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSuggestions(canvas, userEvent);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Topic/ }), 'our winter blend');
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest' }));
    await expect(await dialog.findByText('No posts to learn from yet')).toBeVisible();
  },
};

/** With an AI model the dialog names it, and its failure is shown in plain words; Translate is offered. */
export const ModelBusy: Story = {
  args: { initialText: 'Our new roast is here.', mock: { provider: 'openai', generate: 'failure' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Translate' })).toBeEnabled();
    const dialog = await openSuggestions(canvas, userEvent);
    await expect(dialog.getByText(/Written by gpt-4o-mini/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Topic/ }), 'our winter blend');
    await userEvent.click(dialog.getByRole('button', { name: 'Suggest' }));
    await expect(
      await dialog.findByText(
        'The AI provider is busy or its quota is used up. Try again in a little while.',
      ),
    ).toBeVisible();
    // What was typed is kept for the next try.
    await expect(dialog.getByRole('textbox', { name: /^Topic/ })).toHaveValue('our winter blend');
  },
};
