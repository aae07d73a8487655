import { expect, test } from '@playwright/test';
import { signInAsDemo } from './support/demo.ts';

test.describe.configure({ timeout: 120_000 });

type Profile = { id: string; name: string; network: string };
type Post = { id: string; profile_id: string; text: string; location?: { id: string; name: string } | null };

test("a post is tagged with one of the demo network's places from the composer", async ({ page }) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const all = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as Profile[];
  const threads = all.find((profile) => profile.network === 'threads')!;

  await page.goto('/publishing/scheduler');
  await page.getByRole('button', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByRole('checkbox', { name: /· Threads$/ }).check({ force: true });
  const text = `Sunrise over the river ${Date.now()}`;
  await composer.getByLabel('Text', { exact: true }).fill(text);

  // Search-as-you-type on the profile's own network, then pick the place from the list.
  const place = composer.getByRole('combobox', { name: `Place on Threads · ${threads.name}` });
  await place.pressSequentially('tower bri', { delay: 50 });
  await page.getByRole('option', { name: /Tower Bridge/ }).click();
  await expect(place).toHaveValue('Tower Bridge');
  // The preview shows the place as Threads would.
  await composer.getByRole('tab', { name: new RegExp(`Threads · ${threads.name}`) }).click();
  await expect(composer.locator('[data-network="threads"]').getByText('Tower Bridge')).toBeVisible();

  await composer.getByRole('button', { name: 'Save draft' }).click();
  await expect(composer).toBeHidden();
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 400 * 86_400_000).toISOString();
  const posts = (await (
    await page.request.get(`/api/v1/scheduler-posts?${new URLSearchParams({ from, to, drafts: '1' })}`)
  ).json()) as Post[];
  expect(posts.find((post) => post.text === text)).toMatchObject({
    profile_id: threads.id,
    location: { id: 'demo-place-13', name: 'Tower Bridge' },
  });
});
