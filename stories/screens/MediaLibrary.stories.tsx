import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { userFixture } from '@mocks/fixtures.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { MEDIA_IDS, mediaHandlers, uploadRefusal } from '@mocks/handlers/media.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { AppAt } from '../support/AppAt.tsx';

const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });

const meta = {
  title: 'Screens/Media library',
  component: AppAt,
  args: { path: '/publishing/media-library' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers(),
      ...mediaHandlers(),
    );
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The library: pictures with their thumbnails, a video and a PDF with their icons, tags and folders. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Library files' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(canvas.getByText('5 files')).toBeVisible();
    await expect(within(grid).getByRole('row', { name: 'roastery-tour.mp4, Video' })).toHaveTextContent(
      '1080 × 1920 · 0:27 · 48.2 MB',
    );
  },
};

/** An empty library says what to do. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...mediaHandlers({ media: [], tags: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No files yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** Search, then a tag filter with nothing left, and back. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Library files' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'winter');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: /Kind/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Videos' }));
    await expect(await canvas.findByRole('heading', { name: 'No file matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
  },
};

/** Uploads: one lands in the grid, one is refused and says why in the server's words. */
export const Upload: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...mediaHandlers({
        upload: (name) =>
          name === 'scan.bmp'
            ? uploadRefusal('image/bmp is not accepted: use JPEG, PNG, WebP or GIF.')
            : undefined,
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Library files' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [
      new File(['jpeg'], 'new-window-display.jpg', { type: 'image/jpeg' }),
      new File(['bmp'], 'scan.bmp', { type: 'image/jpeg' }),
    ]);
    await expect(
      await canvas.findByText('image/bmp is not accepted: use JPEG, PNG, WebP or GIF.'),
    ).toBeVisible();
    await expect(
      await within(grid).findByRole('row', { name: 'new-window-display.jpg, Picture' }),
    ).toBeVisible();
  },
};

/** A file opened: rename, tag (a new tag), crop, and delete after confirming. */
export const EditAndDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Library files' });
    await userEvent.click(await within(grid).findByRole('row', { name: 'latte-art.png, Picture' }));
    const dialog = within(await page().findByRole('dialog', { name: 'latte-art.png' }));
    await waitFor(() => expect(dialog.getByText('1200 × 800')).toBeVisible());
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Latte art, rosetta');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Saved.')).toBeVisible();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Add a tag' }), 'Menu{Enter}');
    await expect(await dialog.findByRole('row', { name: 'Menu' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Crop to Square 1:1' }));
    const copy = within(await page().findByRole('dialog', { name: 'Latte art, rosetta (1:1)' }));
    await waitFor(() => expect(copy.getByText('800 × 800')).toBeVisible());
    await userEvent.click(copy.getByRole('button', { name: 'Delete' }));
    const confirm = within(
      await page().findByRole('alertdialog', { name: 'Delete Latte art, rosetta (1:1)?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(within(grid).getByRole('row', { name: 'Latte art, rosetta, Picture' })).toHaveTextContent(
      'Menu',
    );
  },
};

/** A file planned posts use is not deleted: the refusal names the posts, and the file stays. */
export const DeleteRefusedWhileInUse: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...mediaHandlers({
        usedBy: {
          [MEDIA_IDS.latte]: [
            'Instagram, Kestrel Coffee, 4 Jan 2027, 09:30 UTC',
            'X, Kestrel Coffee, a draft',
          ],
        },
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Library files' });
    await userEvent.click(await within(grid).findByRole('row', { name: 'latte-art.png, Picture' }));
    const dialog = within(await page().findByRole('dialog', { name: 'latte-art.png' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete' }));
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete latte-art.png?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete file' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(
      '“latte-art.png” is in 2 planned posts: Instagram, Kestrel Coffee, 4 Jan 2027, 09:30 UTC; X, Kestrel Coffee, a draft. Remove it from those posts first, then delete it.',
    );
    await expect(within(grid).getByRole('row', { name: 'latte-art.png, Picture' })).toBeVisible();
  },
};
