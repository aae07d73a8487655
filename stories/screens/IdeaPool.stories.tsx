import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { identityHandlers } from '@mocks/handlers/identity.ts';
import { ideasHandlers } from '@mocks/handlers/ideas.ts';
import { platformHandlers } from '@mocks/handlers/platform.ts';
import { socialHandlers } from '@mocks/handlers/social.ts';
import { userFixture } from '@mocks/fixtures.ts';
import { AppAt } from '../support/AppAt.tsx';

const setUp = userFixture({ signup: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' } });

const meta = {
  title: 'Screens/IdeaPool',
  component: AppAt,
  args: { path: '/inspiration' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(
      ...identityHandlers({ user: setUp }),
      ...platformHandlers(),
      ...socialHandlers(),
      ...ideasHandlers(),
    );
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const titles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid', { name: 'Ideas' }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

/** The pool in its order, with tags, media and the idea already turned into a draft. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Idea pool' })).toBeVisible();
    const list = within(await canvas.findByRole('grid', { name: 'Ideas' }));
    await expect(list.getAllByRole('row')).toHaveLength(3);
    await expect(list.getByText('Draft created Nov 20, 2026')).toBeVisible();
    await expect(list.getByText('1 media')).toBeVisible();
  },
};

/** With the keyboard: the handle picks the idea up, the arrows choose its place, Enter drops it there. */
export const KeyboardReorder: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('row', { name: 'Roasting day' });
    await userEvent.click(canvas.getByRole('button', { name: /Tag/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Meet the baristas' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move Meet the baristas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // From "after Meet the baristas", three places up: before the first idea.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Meet the baristas was moved.')).toBeVisible();
    await waitFor(() =>
      expect(titles(canvas)).toEqual(['Meet the baristas', 'Roasting day', 'Latte art tutorial']),
    );
  },
};

/** An empty title comes back on its field; a tag made on the spot is ticked; the idea joins the end of the pool. */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New idea' }));
    const dialog = within(await page().findByRole('dialog', { name: 'New idea' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add idea' }));
    await expect(await dialog.findByText('Give the idea a title.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Autumn menu');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Caption' }), 'Pumpkin spice is back.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'New tag' }), 'Seasonal');
    await userEvent.click(dialog.getByRole('button', { name: 'Add tag' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Seasonal' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add idea' }));
    await expect(await canvas.findByText('Autumn menu was added.')).toBeVisible();
    await waitFor(() => expect(titles(canvas).at(-1)).toContain('Autumn menu'));
  },
};

/**
 * Turning an idea into a post: Instagram refuses a post without media (the network's own check, named); with
 * X instead, the draft is made and the idea shows it.
 */
export const TurnIntoPost: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn Roasting day into a post' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Turn Roasting day into a post' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Kestrel Coffee · Instagram' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
    await expect(await dialog.findByText('Instagram needs an image or a video.')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Kestrel Coffee · Instagram' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Kestrel Coffee · X' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
    await expect(await canvas.findByText('A draft of Roasting day was created for 1 profile.')).toBeVisible();
    const row = within(canvas.getByRole('row', { name: 'Roasting day' }));
    await expect(await row.findByText('Draft created Nov 22, 2026')).toBeVisible();
  },
};

/** The tag filter keeps the ideas carrying the tag; search reads titles and captions. */
export const FilterAndSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('grid', { name: 'Ideas' });
    await userEvent.click(canvas.getByRole('button', { name: /Tag/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Short videos' }));
    await waitFor(() => expect(titles(canvas)).toHaveLength(1));
    await expect(titles(canvas)[0]).toContain('Latte art tutorial');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'roastery');
    await expect(await canvas.findByRole('heading', { name: 'No idea matches' })).toBeVisible();
  },
};

/** Deleting asks first; the idea leaves the pool and focus goes back to the page heading. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Meet the baristas' }));
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete Meet the baristas?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete idea' }));
    await expect(await canvas.findByText('Meet the baristas was deleted.')).toBeVisible();
    await waitFor(() => expect(titles(canvas)).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Idea pool' })).toHaveFocus());
  },
};

/** No idea yet: an invitation to jot down the first. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...ideasHandlers({ ideas: [], tags: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No idea yet' })).toBeVisible();
  },
};
