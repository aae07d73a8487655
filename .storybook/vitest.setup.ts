import { afterEach, expect } from 'vitest';
import { cdp, page } from 'vitest/browser';

/**
 * Visual regression: after each story has rendered (and its play function has run), its canvas is compared
 * with the committed baseline `tests/visual/__screenshots__/<story id>--<theme>.png`. Both Storybook test
 * projects run this, one per theme. Update on purpose: `npm run test:visual:update`, then look at the diff.
 */
const theme = import.meta.env.VITE_STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const canvas = document.querySelector<HTMLElement>(
    'body > div:not(.sb-wrapper):not([data-live-announcer])',
  );
  if (!canvas) throw new Error(`No story canvas found for ${storyId}`);
  await document.fonts.ready;
  // The pointer leaves the story: where a play function's last click left it would otherwise decide whether a
  // button is drawn hovered, which varies with timing. The mouse moves off the screen (CSS :hover), and what
  // React Aria still marks hovered hears the pointer leave (React listens for pointerout at its root).
  await cdp().send('Input.dispatchMouseEvent', {
    type: 'mouseMoved',
    x: window.innerWidth + 200,
    y: window.innerHeight + 200,
  });
  for (const hovered of document.querySelectorAll('[data-hovered]'))
    hovered.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: null }),
    );
  // Let enter animations and transitions (popovers, dialogs, focus rings) settle before the picture. Endless
  // ones (skeleton shimmer, spinners) never finish: the screenshot itself freezes them at their start. A
  // transition can start a frame after the play function ends (focus returning from a closed menu draws its
  // ring on the next render), so each round first lets two frames pass, until a round finds nothing moving.
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const settling = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (settling.length === 0) break;
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  }
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`${storyId}--${theme}`);
});
