import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';

type Post = { master_post_id: string; text: string; status: string; network: string };
type Idea = { title: string; master_post_id: string | null; position: number };

test('a user jots down two ideas, reorders them from the keyboard, and turns one into a draft post', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Idea pool' }).click();
  await expect(page).toHaveURL(/\/inspiration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Idea pool' })).toBeVisible();

  for (const [title, caption] of [
    ['Harvest festival', 'Our stand at the harvest festival this weekend.'],
    ['Cold brew launch', 'Cold brew is back on the menu from Monday.'],
  ] as const) {
    await page.getByRole('button', { name: 'New idea' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New idea' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Caption' }).fill(caption);
    await dialog.getByRole('button', { name: 'Add idea' }).click();
    await expect(page.getByText(`${title} was added.`)).toBeVisible();
  }
  const rows = page.getByRole('grid', { name: 'Ideas' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAccessibleName('Harvest festival');
  await expectAccessible(page);

  // Keyboard reorder: the second idea's handle, Enter to pick it up, up to "before the first", Enter to drop.
  await rows.nth(1).getByText('Cold brew is back on the menu from Monday.').click();
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move Cold brew launch' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Each key waits for the drag to have reached its target (a busy machine must not lose a key press).
  const target = page.locator('[data-drop-target="true"]');
  await expect(target).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('row', { name: /before Harvest festival/i })).toHaveAttribute(
    'data-drop-target',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cold brew launch was moved.')).toBeVisible();
  await page.reload();
  await expect(rows.nth(0)).toHaveAccessibleName('Cold brew launch');
  await expect(rows.nth(1)).toHaveAccessibleName('Harvest festival');

  // Turn it into a draft for the demo LinkedIn profile.
  await page.getByRole('button', { name: 'Turn Cold brew launch into a post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn Cold brew launch into a post' });
  await dialog.getByRole('checkbox', { name: /· LinkedIn$/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('A draft of Cold brew launch was created for 1 profile.')).toBeVisible();
  await expect(rows.nth(0)).toContainText('Draft created');

  // The draft is in the scheduler, linked from the idea.
  const ideas = (await (await page.request.get('/api/v1/ideas')).json()) as Idea[];
  const used = ideas.find((idea) => idea.title === 'Cold brew launch')!;
  expect(used.master_post_id).not.toBeNull();
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 86_400_000).toISOString();
  const posts = (await (
    await page.request.get('/api/v1/scheduler-posts', { params: { from, to, drafts: '1' } })
  ).json()) as Post[];
  expect(posts.filter((post) => post.master_post_id === used.master_post_id)).toEqual([
    expect.objectContaining({
      text: 'Cold brew is back on the menu from Monday.',
      status: 'draft',
      network: 'linkedin',
    }),
  ]);
});
