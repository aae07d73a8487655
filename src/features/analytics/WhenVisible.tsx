import { Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/design-system/Skeleton';

/**
 * Renders its children once they come near the viewport, and keeps their place until then (no layout shift):
 * charts below the fold, and the chart library they need, load as the reader scrolls to them, not with the
 * first view. Browsers without IntersectionObserver render at once.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(element);

    return () => observer.disconnect();
  }, [isVisible]);
  const placeholder = <Skeleton height={`${minHeight}px`} radius="md" />;

  return (
    <div ref={ref} style={isVisible ? undefined : { minHeight }}>
      {isVisible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
