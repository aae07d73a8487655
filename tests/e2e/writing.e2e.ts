import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * The composer's caption suggestions on the demo workspace's real history (offline: no model is configured
 * for the e2e server, so Translate is not offered).
 */
test('suggests captions from the demo profiles’ best posts and inserts one', async ({ page }) => {
  await signInAsDemo(page);
  await page.waitForURL(/\/home/u);
  await page.goto('/publishing/scheduler');
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByRole('checkbox', { name: /· Instagram$/u }).check({ force: true });
  await composer.getByRole('checkbox', { name: /· X$/u }).check({ force: true });
  const tools = composer.getByRole('group', { name: 'Writing help' });
  await expect(tools).toHaveAttribute('aria-busy', 'false');
  await expect(tools.getByRole('button', { name: 'Translate' })).toHaveCount(0);

  await tools.getByRole('button', { name: 'Suggest captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest captions' });
  await expect(dialog.getByText(/Built from your best posts/u)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Topic/u }).fill('our winter menu');
  await dialog.getByRole('textbox', { name: /^Keywords/u }).fill('hot chocolate, cinnamon buns');
  await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
  const results = dialog.getByRole('region', { name: 'Suggestions' });
  // The demo history backfills in the background: wait for it to have posts to learn from.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
    await expect(results.getByRole('button', { name: 'Insert suggestion 1' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(results.getByText(/^Learned from \d+ posts of the last year\.$/u)).toBeVisible();
  await expect(results.getByText(/^X: \d+ \/ 280 characters$/u).first()).toBeVisible();
  await expectAccessible(page);

  await results.getByRole('button', { name: 'Insert suggestion 1' }).click();
  await expect(dialog).toBeHidden();
  const text = composer.getByLabel('Text', { exact: true });
  await expect(text).toHaveValue(/our winter menu/u);
  await tools.getByRole('button', { name: 'Undo' }).click();
  await expect(text).toHaveValue('');
});
