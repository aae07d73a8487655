import { AnalyticsPage, type SectionId } from '@/features/analytics/index.ts';

/** One screen per analytics section: the same page, told which section it shows. */
export function analyticsScreen(section: SectionId) {
  function AnalyticsScreen() {
    return <AnalyticsPage section={section} />;
  }
  AnalyticsScreen.displayName = `AnalyticsScreen(${section})`;

  return AnalyticsScreen;
}

export { prefetchAnalyticsReport as prefetch } from '@/features/analytics/index.ts';
