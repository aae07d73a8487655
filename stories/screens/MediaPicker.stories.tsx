import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MEDIA_IDS, mediaHandlers } from '@mocks/handlers/media.ts';
import { Button } from '@/design-system/Button';
import { MediaPicker, type MediaPickerProps } from '@/features/media-library/index.ts';
import { createI18n } from '@/i18n/index.ts';

/** The picker as the composer uses it: a button opens it, `onSelect` receives the chosen library media. */
function Composer(props: Omit<MediaPickerProps, 'isOpen' | 'onOpenChange'>) {
  const i18n = useMemo(() => createI18n('en'), []);
  const [isOpen, setOpen] = useState(true);

  return (
    <I18nextProvider i18n={i18n}>
      {/* As tall as the window, so the story's picture holds the open dialog. */}
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Button onPress={() => setOpen(true)}>Add media</Button>
      </div>
      <MediaPicker {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </I18nextProvider>
  );
}

const meta = {
  title: 'Screens/Media picker',
  component: Composer,
  args: { onSelect: fn(), multiple: true, max: 2, accept: ['image', 'video'] },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers());
  },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Pictures and videos only (no PDF), two at most: the third waits until one is let go. */
export const ChooseSeveral: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Choose media' }));
    const grid = within(await dialog.findByRole('grid', { name: 'Library files' }));
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(4));
    await expect(grid.queryByRole('row', { name: /Winter menu\.pdf/ })).toBeNull();
    await userEvent.click(grid.getByRole('row', { name: 'roastery-tour.mp4, Video' }));
    await userEvent.click(grid.getByRole('row', { name: 'latte-art.png, Picture' }));
    await expect(dialog.getByText('2 of 2 chosen')).toBeVisible();
    await expect(grid.getByRole('row', { name: 'beans-closeup.webp, Picture' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Use 2 files' }));
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ id: MEDIA_IDS.reel, kind: 'video', duration_sec: 27.4 }),
      expect.objectContaining({ id: MEDIA_IDS.latte, kind: 'image', width: 1200 }),
    ]);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Opened again, it starts with nothing chosen.
    await userEvent.click(page().getByRole('button', { name: 'Add media' }));
    const again = within(await page().findByRole('dialog', { name: 'Choose media' }));
    await waitFor(() => expect(again.getAllByRole('row')).toHaveLength(4));
    await waitFor(() => expect(again.getByText('0 of 2 chosen')).toBeVisible());
  },
};

/** One document (a LinkedIn document post): only PDFs are listed, and choosing another replaces the first. */
export const OneDocument: Story = {
  args: { multiple: false, max: undefined, accept: ['document'], title: 'Choose a document' },
  play: async ({ userEvent, args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Choose a document' }));
    const grid = within(await dialog.findByRole('grid', { name: 'Library files' }));
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(1));
    await userEvent.click(grid.getByRole('row', { name: 'Winter menu.pdf, Document' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Use 1 file' }));
    await expect(args.onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: MEDIA_IDS.deck })]);
  },
};

/** A file uploaded in the picker is chosen at once. */
export const UploadAndChoose: Story = {
  args: { multiple: false, max: undefined },
  play: async ({ userEvent, args }) => {
    const dialog = within(await page().findByRole('dialog', { name: 'Choose media' }));
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(4));
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'fresh-from-camera.png', { type: 'image/png' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Use 1 file' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Use 1 file' }));
    await expect(args.onSelect).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'fresh-from-camera.png' }),
    ]);
  },
};
