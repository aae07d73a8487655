import { afterEach, expect } from 'vitest';

/**
 * On a 360 px wide phone screen (the storybook-phone project), after each overlay story has opened what it
 * opens (its play function), nothing is wider than the screen: no popover, dialog, menu or list box reaches past
 * either edge, and the page does not scroll sideways.
 */
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-trigger]';

afterEach((context) => {
  if (!(context.task.meta as { storyId?: string }).storyId || context.task.result?.state === 'fail') return;
  const width = window.innerWidth;
  const overflowing = [...document.querySelectorAll<HTMLElement>(OVERLAYS)]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
    .map(
      ({ element, box }) =>
        `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? ''}" from ${Math.round(box.left)} to ${Math.round(box.right)} px`,
    );
  expect(overflowing, `wider than the ${width} px screen`).toEqual([]);
  expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
});
