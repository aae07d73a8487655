import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element scrolls (its content is taller than its box), kept up to date as either changes size.
 * A scrolling region must be reachable by keyboard (WCAG 2.1.1): give it `tabIndex={0}` while this is true.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setScrollable] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return isScrollable;
}
