import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { writingHandlers, type WritingMockOptions } from '@mocks/handlers/writing.ts';
import { AppProviders } from '@/app/App.tsx';
import { Stack } from '@/design-system/Stack';
import { TextArea } from '@/design-system/TextArea';
import { WritingTools } from '@/features/publishing/index.ts';

type Args = { initialText: string; mock: WritingMockOptions };

/** The composer's Translate button under a caption, on a server with an AI model. */
function WithCaption({ initialText }: Args) {
  const [text, setText] = useState(initialText);

  return (
    <Stack gap={300} style={{ width: 560, minHeight: 640 }}>
      <TextArea label="Caption" value={text} onChange={setText} rows={5} />
      <WritingTools text={text} onChange={setText} scope={{ profileIds: [] }} />
    </Stack>
  );
}

const meta = {
  title: 'Features/TranslateDialog',
  component: WithCaption,
  args: {
    initialText:
      'Our new seasonal roast is here ☕️ with @marie_roasts. https://kestrel.example/roast #coffee',
    mock: { provider: 'openai' },
  },
  argTypes: { mock: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          '`<TranslateDialog isOpen onOpenChange text model onReplace />`, opened by the composer’s Translate button (shown only when the server has an AI model). Choose the language (the source is detected unless chosen), read the translation under the original — hashtags, mentions and links kept as written — and replace the text with it; Undo puts the original back.',
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

/** Previewed first, replaced on request, undone. */
export const TranslateAndReplace: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Translate' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Translate the text' }));
    // The dialog fades in: wait for the end of its entrance.
    await waitFor(() => expect(dialog.getByText(/Translated by gpt-4o-mini/)).toBeVisible());
    const replace = dialog.getByRole('button', { name: 'Replace the text' });
    await expect(replace).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Into/ }));
    await userEvent.click(await page().findByRole('option', { name: 'French' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Translate' }));
    const preview = within(await dialog.findByRole('region', { name: 'Translation' }));
    await expect(
      preview.getByText(
        'Notre nouvelle torréfaction est là. @marie_roasts https://kestrel.example/roast #coffee',
      ),
    ).toBeVisible();
    await expect(preview.getByRole('status')).toHaveTextContent(
      'Translated from English. Kept as written: @marie_roasts https://kestrel.example/roast #coffee',
    );
    // Nothing changed yet.
    const caption = canvas.getByRole('textbox', { name: 'Caption' });
    await expect(caption).toHaveValue(args.initialText);
    await userEvent.click(replace);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(caption).toHaveValue(
      'Notre nouvelle torréfaction est là. @marie_roasts https://kestrel.example/roast #coffee',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(caption).toHaveValue(args.initialText);
    // Focus goes to the first tool, not lost with the Undo button; then back to writing.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Suggest captions' })).toHaveFocus());
    await userEvent.click(caption);
    await expect(caption).toHaveFocus();
  },
};

/** The model fails: said in plain words, the text untouched. */
export const ModelBusy: Story = {
  args: { mock: { provider: 'openai', translate: 'failure' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Translate' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Translate the text' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Translate' }));
    await expect(
      await dialog.findByText(
        'The AI provider is busy or its quota is used up. Try again in a little while.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace the text' })).toBeDisabled();
  },
};

/** Without a model the server cannot translate honestly, so there is no Translate button at all. */
export const NotConfigured: Story = {
  args: { mock: { provider: 'offline' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Suggest captions' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Writing help' })).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(canvas.queryByRole('button', { name: 'Translate' })).toBeNull();
  },
};
