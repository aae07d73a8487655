import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Visual regression over the built Storybook: every gallery story (and any story tagged `visual`), in the light
 * and the dark theme, against committed baselines. Update them on purpose with
 * `npm run test:visual -- --update-snapshots` and look at the diff before committing.
 */
type Entry = { type: string; id: string; title: string; name: string; tags?: string[] };

const entries = Object.values(
  (JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, Entry> })
    .entries,
).filter((entry) => entry.type === 'story');

const isBaseline = (entry: Entry) =>
  entry.name.endsWith('Gallery') || Boolean(entry.tags?.includes('visual'));
const baselines = entries.filter(isBaseline);

test('every design-system component has a visual baseline story', () => {
  const components = readdirSync('src/design-system', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'theme')
    .map((entry) => entry.name);
  const covered = new Set(baselines.map((entry) => entry.title.replace('Design System/', '')));
  expect(components.filter((name) => !covered.has(name))).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const story of baselines) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.locator('#storybook-root > *').first().waitFor();
      await page.evaluate('document.fonts.ready');
      await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
