import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';

/** Signs in through the form with the demo credentials the server printed (and wrote) at its first start. */
export async function signInAsDemo(page: Page) {
  const demo = JSON.parse(readFileSync(path.resolve(E2E_DATA_DIR, 'demo-credentials.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
