import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after each story has rendered (and its play function has run), its canvas is compared
 * with the committed baseline `tests/visual/__screenshots__/<story id>--<theme>.png`. Both Storybook test
 * projects run this, one per theme. Update on purpose: `npm run test:visual:update`, then look at the diff.
 */
const theme = import.meta.env.VITE_STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const canvas = document.querySelector<HTMLElement>('body > div:not(.sb-wrapper)');
  if (!canvas) throw new Error(`No story canvas found for ${storyId}`);
  await document.fonts.ready;
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`${storyId}--${theme}`);
});
