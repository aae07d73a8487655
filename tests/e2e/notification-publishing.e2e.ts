import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signInAsDemo } from './support/demo.ts';
import { csrfHeader } from './support/set-up-user.ts';

test.describe.configure({ timeout: 180_000 });

/**
 * A story published by hand (notification mode): when it falls due the server's ticker reminds its author, the
 * top bar's bell shows the reminder, it opens the post, and "I published it" makes the post published.
 */
test('a post published by hand is announced in the top bar and confirmed from its reminder', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.waitForURL('**/home');
  const profiles = (await (await page.request.get('/api/v1/user/social-profiles')).json()) as {
    id: string;
    network: string;
  }[];
  const instagram = profiles.find((profile) => profile.network === 'instagram')!;
  // The browser's clock is the test's: the notifications menu asks again when it is moved on.
  await page.clock.install({ time: new Date() });

  // Due at the server's next whole minute: never refused as past, and the ticker takes it within a minute.
  const due = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
  const token = `Behind the bar ${due.getTime()}`;
  const created = await page.request.post('/api/v1/scheduler-posts', {
    headers: await csrfHeader(page),
    data: {
      profile_ids: [instagram.id],
      kind: 'story',
      text: token,
      media: [
        {
          type: 'image',
          url: 'https://cdn.example.com/behind-the-bar.jpg',
          mime_type: 'image/jpeg',
          bytes: 420_000,
          width: 1080,
          height: 1350,
        },
      ],
      publish_mode: 'notification',
      scheduled_at: due.toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [post] = (await created.json()) as { id: string }[];

  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/scheduler-post/${post!.id}`)).json()) as { status: string })
          .status,
      { timeout: 120_000, intervals: [2000] },
    )
    .toBe('notification_due');

  // The menu asks every 30 s: move the browser on, as if the user had waited.
  await page.clock.fastForward('00:31');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  const reminder = menu.getByRole('article').filter({ hasText: token });
  await expect(reminder.getByRole('heading', { name: 'Time to publish your Instagram story' })).toBeVisible();
  await expectAccessible(page);
  await reminder.getByRole('button', { name: 'Open the post' }).click();

  await page.waitForURL(`**/publishing/scheduler?post=${post!.id}`);
  const details = page.getByRole('dialog', { name: 'Post' });
  await expect(details.getByText('Time to publish this post')).toBeVisible();
  await details
    .getByRole('textbox', { name: /Address of the live post/ })
    .fill('https://www.instagram.com/stories/kestrel.coffee/1/');
  await details.getByRole('button', { name: 'I published it' }).click();
  await expect(details.getByText('Marked as published.')).toBeVisible();
  await expect(details.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(details.getByRole('link', { name: /View on the network/ })).toBeVisible();

  const answered = (await (await page.request.get(`/api/v1/scheduler-post/${post!.id}`)).json()) as {
    status: string;
    permalink: string;
  };
  expect(answered).toMatchObject({
    status: 'published',
    permalink: 'https://www.instagram.com/stories/kestrel.coffee/1/',
  });
});
