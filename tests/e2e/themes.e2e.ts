import { expect, test } from '@playwright/test';
import { darkTheme, lightTheme } from '../../src/design-system/theme/themes.ts';
import { expectAccessible } from './support/a11y.ts';
import { signedInUser } from './support/set-up-user.ts';

/** A token's hex colour as the browser reports a computed colour. */
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);

  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

test('a user picks dark, keeps it after a reload and on another device, then goes back to the device’s setting', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const { email, password } = await signedInUser(page, 'themes');

  await page.goto('/settings/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Match this device' })).toBeChecked();
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightTheme.color.bgCanvas));
  await expectAccessible(page);

  await page.locator('label', { hasText: 'Dark' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the app is now dark.');
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkTheme.color.bgCanvas));
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkTheme.color.bgCanvas));

  // Another device, set to light: the account's choice wins.
  const other = await browser.newContext({ colorScheme: 'light' });
  const laptop = await other.newPage();
  await laptop.goto('/signin');
  await laptop.getByLabel('E-mail address').fill(email);
  await laptop.getByLabel('Password', { exact: true }).fill(password);
  await laptop.getByRole('button', { name: 'Sign in' }).click();
  await expect(laptop).not.toHaveURL(/\/signin$/);
  await expect(laptop.locator('body')).toHaveCSS('background-color', rgb(darkTheme.color.bgCanvas));

  // Back to the device's setting: this one says dark, so dark it stays, and follows the device when it changes.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('label', { hasText: 'Match this device' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the app now follows your device.');
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(darkTheme.color.bgCanvas));
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(lightTheme.color.bgCanvas));

  await context.close();
  await other.close();
});
