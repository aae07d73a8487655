import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';

test('a user saves a hashtag list, sees its count against Instagram’s limit, copies it and deletes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Captions and hashtags' }).click();
  await expect(page).toHaveURL(/\/publishing\/saved-captions-hashtags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Captions and hashtags' })).toBeVisible();

  await page.getByRole('button', { name: 'New' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New caption or hashtag list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bakery tags');
  await dialog.locator('label', { hasText: 'Hashtag list' }).click();
  await dialog.getByRole('textbox', { name: 'Hashtags' }).fill('bread #Sourdough, #bread #bake-off');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's (and the form's) check names the piece that is not a hashtag; what was typed stays.
  await expect(dialog.getByText(/Not a hashtag: #bake-off/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Hashtags' }).fill('bread #Sourdough, #bread #bakeoff');
  await expect(dialog.getByText('Instagram: 3 of 30')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Bakery tags was saved.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Bakery tags' });
  await expect(card.getByText('#bread #Sourdough #bakeoff')).toBeVisible();
  await expect(card.getByText('Instagram: 3 of 30')).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Copy Bakery tags' }).click();
  await expect(page.getByText('Bakery tags was copied.')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe('#bread #Sourdough #bakeoff');

  // Still there after a reload: it is stored.
  await page.reload();
  await card.getByRole('button', { name: 'Delete Bakery tags' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Bakery tags?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Bakery tags was deleted.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bakery tags' })).toHaveCount(0);
});
