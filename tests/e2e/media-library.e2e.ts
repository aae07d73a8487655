import { expect, test } from '@playwright/test';
import { picture } from '../support/media.ts';
import { expectAccessible } from './support/a11y.ts';
import { signedInUser } from './support/set-up-user.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('a user uploads a picture, sees it with its thumbnail, tags it, crops it and deletes it', async ({
  page,
}) => {
  await signedInUser(page, 'media');
  await page.goto('/settings/account');
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page).toHaveURL(/\/publishing\/media-library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();
  await expectAccessible(page);

  // A real PNG, and a text file that only says it is one.
  const png = await picture('png', 1200, 800);
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'storefront.png', mimeType: 'image/png', buffer: png },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all\n'.repeat(10)) },
  ]);
  await expect(
    page.getByText(
      'This file is not a picture, video or document we can read: use JPEG, PNG, WebP or GIF pictures, MP4 or MOV videos, or PDF documents.',
    ),
  ).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Library files' });
  const tile = grid.getByRole('row', { name: 'storefront.png, Picture' });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('1200 × 800');
  // The thumbnail is a real picture the browser drew.
  const thumbnail = tile.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
    480,
  );
  await expect(page.getByText('1 file', { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library.png`, fullPage: true });

  // Open it from the keyboard: tag it (a new tag), crop a square copy.
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'storefront.png' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Add a tag' }).fill('Storefront');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('row', { name: 'Storefront' })).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/details.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Crop to Square 1:1' }).click();
  const copy = page.getByRole('dialog', { name: 'storefront (1:1)' });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('800 × 800')).toBeVisible();
  await copy.getByRole('button', { name: 'Close' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(tile).toContainText('Storefront');

  // Filter by the tag, then delete the original with its confirmation.
  await page.getByLabel('Search').fill('storefront (1');
  await expect(grid.getByRole('row')).toHaveCount(1);
  await page.getByLabel('Search').fill('');
  await tile.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete storefront.png?' });
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(tile).toHaveCount(0);
  await expect(grid.getByRole('row')).toHaveCount(1);
});
