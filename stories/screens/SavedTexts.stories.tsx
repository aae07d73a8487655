import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { captionsHandlers } from '@mocks/handlers/captions.ts';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { userFixture } from '@mocks/fixtures.ts';
import { AppAt } from '../support/AppAt.tsx';

const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Screens/SavedCaptionsAndHashtags',
  component: AppAt,
  args: { path: '/publishing/saved-captions-hashtags' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers(),
      ...captionsHandlers(),
    );
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Each saved text with its kind, scope and hashtags against Instagram's 30; copying puts its text on the clipboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Captions and hashtags' }),
    ).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Saved captions and hashtag lists' }));
    const tags = within(list.getByRole('article', { name: 'Coffee hashtags' }));
    await expect(tags.getByText('8 hashtags')).toBeVisible();
    await expect(tags.getByText('Instagram: 8 of 30')).toBeVisible();
    await userEvent.click(tags.getByRole('button', { name: 'Copy Coffee hashtags' }));
    await expect(writeText).toHaveBeenCalledWith(
      '#coffee #latteart #specialtycoffee #barista #coffeelover #roastery #espresso #brewing',
    );
    await expect(await canvas.findByText('Coffee hashtags was copied.')).toBeVisible();
  },
};

/** Search runs on names and texts; the kind filter keeps hashtag lists only. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Weekly sign-off' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'cherry');
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Weekly sign-off' })).toBeNull());
    await expect(await canvas.findByRole('article', { name: 'New roast launch' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Hashtag lists' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'New roast launch' })).toBeNull());
    await expect(await canvas.findByRole('article', { name: 'Coffee hashtags' })).toBeVisible();
  },
};

/**
 * A bad hashtag comes back on its field and what was typed stays; fixed, the list is saved normalised and its
 * count is shown against the limit.
 */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New caption or hashtag list' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Summer');
    await userEvent.click(dialog.getByRole('radio', { name: 'Hashtag list' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Hashtags' }), 'summer #summer-sale, #Sun sun');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(/Not a hashtag: #summer-sale/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Hashtags' })).toHaveValue(
      'summer #summer-sale, #Sun sun',
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Hashtags' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Hashtags' }), 'summer, #Sun sun #beach');
    await expect(dialog.getByText('Instagram: 3 of 30')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Summer was saved.')).toBeVisible();
    const created = within(canvas.getByRole('article', { name: 'Summer' }));
    await expect(created.getByText('#summer #Sun #beach')).toBeVisible();
  },
};

/** Editing keeps the dialog's values; deleting asks first, then the item is gone. */
export const EditAndDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Weekly sign-off' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Edit Weekly sign-off' }));
    await expect(dialog.getByRole('textbox', { name: 'Caption' })).toHaveValue(
      'Thanks for reading — see you next week!',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Caption' }), ' #weekly');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Weekly sign-off was updated.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Weekly sign-off' }));
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete Weekly sign-off?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Weekly sign-off was deleted.')).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Weekly sign-off' })).toBeNull();
  },
};

/** Nothing saved yet: an invitation to save the first one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...captionsHandlers({ savedTexts: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  },
};
