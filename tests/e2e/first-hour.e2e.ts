import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { linkFromMail } from './support/mail.ts';
import { FIRST_PASSWORD, newEmail } from './support/users.ts';

/*
 * The README's quick start, walked as a newcomer reads it. Its three numbered lines are read from README.md, and
 * each promise they make (the words in quotes and in bold) is checked on the screens and in the server's output:
 * change a screen's words or the README's, and this test says which step no longer matches.
 */

test.describe.configure({ timeout: 180_000 });

const ROOT = process.cwd();
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const quickStart = /\n## Quick start\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const steps = quickStart.split('\n').filter((line) => /^\d\. /.test(line));
const quoted = (line: string) => [...line.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
const bold = (line: string) => [...line.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!);
const code = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

test('the README opens with a three-step quick start', () => {
  expect(steps).toHaveLength(3);
});

test('step 1: `npm start` prints the address the README quotes, and the app answers there', async ({
  page,
}) => {
  const [command, printed] = code(steps[0]!);
  expect(command).toBe('npm install && npm start');
  // The line the server prints at start, as the README quotes it (the port is the configured one).
  const banner = /^(.*) http:\/\/localhost:3000$/.exec(printed ?? '');
  expect(banner, `step 1 quotes "${printed}"`).not.toBeNull();
  const main = readFileSync(path.join(ROOT, 'server/main.ts'), 'utf8');
  expect(main).toContain(`${banner![1]} `);
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('step 2: the printed demo account signs in, and a new account is verified from the mail folder', async ({
  page,
}) => {
  const [printed, credentialsFile, mailDir, mailDefault] = code(steps[1]!);
  // The demo sign-in line the server prints, and the file it also writes.
  expect(printed).toMatch(/^Demo sign-in: demo@kestrel\.local \/ …$/);
  const main = readFileSync(path.join(ROOT, 'server/main.ts'), 'utf8');
  expect(main).toContain('Demo sign-in: ${demo.email} / ${demo.password}');
  expect(credentialsFile).toBe('data/demo-credentials.json');
  const demo = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, path.basename(credentialsFile!)), 'utf8')) as {
    email: string;
    password: string;
  };
  expect(demo.email).toBe('demo@kestrel.local');
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.context().clearCookies();

  // Or: "Create an account", then the link in the e-mail written to DATA_DIR/mail.
  expect(mailDir).toBe('DATA_DIR/mail');
  expect(mailDefault).toBe('data/mail/');
  const [createAccount] = quoted(steps[1]!);
  await page.goto('/signin');
  await page.getByRole('link', { name: createAccount }).click();
  // Both forms have an "E-mail address" field: wait for the new page, or the fill can land in the old one.
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  const email = newEmail('first-hour');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/setup\/email-verification$/);
  await page.goto(await linkFromMail(email, /Verify your e-mail address/, /\/setup\/email-verification\?/));
  await expect(page).toHaveURL(/\/signup\/user-infos$/);
});

test('step 3: Home says what the README promises, and the Scheduler in the menu writes a new post', async ({
  page,
}) => {
  const [home, scheduler] = bold(steps[2]!);
  const [homeSays, newPost] = quoted(steps[2]!);
  const demo = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'demo-credentials.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  await expect(page.getByText(homeSays!, { exact: false }).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: scheduler })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: scheduler })).toBeVisible();
  await page.getByRole('button', { name: newPost }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByRole('group', { name: 'Publish on' })).toBeVisible();
  // Several profiles to write for, each named with its network.
  expect(
    await composer.getByRole('checkbox', { name: / · (Instagram|Facebook|X|Threads|LinkedIn)$/ }).count(),
  ).toBeGreaterThan(1);
});
