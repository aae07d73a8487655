import type { TAnalyticsReport } from '@contracts/analytics.ts';
import { Download } from 'lucide-react';
import { lazy, memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportProfileAnalytics } from '@/api/routes.generated.ts';
import {
  useActivity,
  useAnalyticsReport,
  type AnalyticsRange,
  type AnalyticsScope,
  type Comparison,
  type PostSort,
} from '@/api/analytics.ts';
import { buildApiUrl } from '@/api/client.ts';
import { endpointPath } from '@/api/endpoints.ts';
import { Button } from '@/design-system/Button';
import type { ChartStatus } from '@/design-system/ChartFrame';
import { Columns } from '@/design-system/Columns';
import { DateRangePicker, presetRanges, type ComparisonMode } from '@/design-system/DateRangePicker';
import { Heading } from '@/design-system/Heading';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/Menu';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { PageHeader } from '@/design-system/PageHeader';
import { KpiGrid } from './KpiGrid.tsx';
import { SECTIONS, type SectionId, type SectionPanel } from './sections.ts';
import { useAnalyticsRange } from './use-analytics-range.ts';
import { useAnalyticsScope } from './use-analytics-scope.ts';
import { WhenVisible } from './WhenVisible.tsx';
import { LoadFailed } from './LoadFailed.tsx';

// Charts, tables and their libraries load as they scroll into view (see WhenVisible), not with the page.
const panels = () => import('./ReportPanels.tsx');
const SeriesPanel = lazy(async () => ({ default: (await panels()).SeriesPanel }));
const GrowthPanel = lazy(async () => ({ default: (await panels()).GrowthPanel }));
const ByKindPanel = lazy(async () => ({ default: (await panels()).ByKindPanel }));
const ByProfilePanel = lazy(async () => ({ default: (await panels()).ByProfilePanel }));
const TopPostsPanel = lazy(async () => ({ default: (await panels()).TopPostsPanel }));
const ActivityPanels = lazy(async () => ({ default: (await import('./ActivityPanels.tsx')).ActivityPanels }));
const PostsTable = lazy(async () => ({ default: (await import('./PostsTable.tsx')).PostsTable }));

/** The room a panel takes before it loads, so that nothing below it moves when it does. */
const PANEL_HEIGHTS: Record<SectionPanel['kind'], number> = {
  series: 400,
  growth: 400,
  'by-kind': 340,
  'by-profile': 200,
  'top-posts': 360,
  posts: 400,
  activity: 1200,
};

const TO_PICKER: Record<Comparison, ComparisonMode> = {
  previous_period: 'previous-period',
  previous_year: 'previous-year',
  none: 'none',
};
const FROM_PICKER: Partial<Record<ComparisonMode, Comparison>> = {
  'previous-period': 'previous_period',
  'previous-year': 'previous_year',
  none: 'none',
};

/** The period and its comparison, with the usual presets; kept in the address. */
export function RangeControl() {
  const { t, i18n } = useTranslation();
  const { range, today, update } = useAnalyticsRange();
  const presets = presetRanges(today);

  return (
    <DateRangePicker
      label={t('analytics.range.label')}
      value={{ start: range.from, end: range.to }}
      onChange={(next) => update({ from: next.start, to: next.end })}
      comparison={{ mode: TO_PICKER[range.compare] }}
      onComparisonChange={(next) => update({ compare: FROM_PICKER[next.mode] ?? 'previous_period' })}
      comparisonOptions={[
        { id: 'previous-period', label: t('analytics.range.previousPeriod') },
        { id: 'previous-year', label: t('analytics.range.previousYear') },
        { id: 'none', label: t('analytics.range.noComparison') },
      ]}
      comparisonLabel={t('analytics.range.compareTo')}
      comparisonPrefix={t('analytics.range.vs')}
      presets={[
        { id: 'last7', label: t('analytics.range.last7'), range: presets.last7 },
        { id: 'last28', label: t('analytics.range.last28'), range: presets.last28 },
        { id: 'last90', label: t('analytics.range.last90'), range: presets.last90 },
        { id: 'thisMonth', label: t('analytics.range.thisMonth'), range: presets.thisMonth },
        { id: 'lastMonth', label: t('analytics.range.lastMonth'), range: presets.lastMonth },
        { id: 'thisYear', label: t('analytics.range.thisYear'), range: presets.thisYear },
      ]}
      presetsLabel={t('analytics.range.presets')}
      applyLabel={t('analytics.range.apply')}
      cancelLabel={t('analytics.range.cancel')}
      maxValue={today}
      locale={i18n.language}
    />
  );
}

/** The spreadsheet of one profile's figures for the period: a download, not a page of the app. */
function ExportMenu({ scope, range }: { scope: AnalyticsScope; range: AnalyticsRange }) {
  const { t } = useTranslation();
  if (scope.kind !== 'profile') return null;
  const href = (type: 'csv' | 'xlsx') =>
    buildApiUrl(endpointPath(exportProfileAnalytics, { spid: scope.id, type }), range);

  return (
    <MenuTrigger
      trigger={
        <Button variant="secondary" iconStart={<Download aria-hidden="true" />}>
          {t('analytics.export.label')}
        </Button>
      }
    >
      <Menu aria-label={t('analytics.export.label')}>
        {/* `download`: a file from the API, which the app's router must not take for one of its pages. */}
        <MenuItem id="csv" href={href('csv')} download>
          {t('analytics.export.spreadsheetCsv')}
        </MenuItem>
        <MenuItem id="xlsx" href={href('xlsx')} download>
          {t('analytics.export.spreadsheetXlsx')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

function PostsPanel({
  scope,
  range,
  postKind,
  initialSort,
  label,
}: {
  scope: AnalyticsScope;
  range: AnalyticsRange;
  postKind?: string | undefined;
  initialSort: PostSort;
  label: string;
}) {
  const [sort, setSort] = useState<{ sort: PostSort; order: 'asc' | 'desc' }>({
    sort: initialSort,
    order: 'desc',
  });

  return (
    <PostsTable
      scope={scope}
      sort={sort.sort}
      order={sort.order}
      onSortChange={(next, order) => setSort({ sort: next, order })}
      kind={postKind}
      range={{ from: range.from, to: range.to, tz: range.tz }}
      label={label}
    />
  );
}

function ActivitySection({ scope, range }: { scope: AnalyticsScope; range: AnalyticsRange }) {
  const { activity, error, isLoading, retry } = useActivity(scope, range);
  const status: ChartStatus = error ? 'error' : isLoading && !activity ? 'loading' : 'ready';

  return <ActivityPanels activity={activity} status={status} retry={retry} />;
}

/**
 * One analytics screen: the period and comparison, the key figures, then the section's charts and lists, for
 * whatever the selection holds (one profile, several, a group, or every active profile).
 *
 * The figures render at transition priority (ADR 0016). The report, the profiles and the user come through SWR,
 * whose updates React renders synchronously (useSyncExternalStore); the report's arrival, for one, mounts every
 * key figure in one long task. Deferred, that render keeps the figures as they were (the memoised body skips
 * it: its props have not changed), and React renders the new ones in slices between which a phone can answer a
 * tap. The header is not deferred: it is light, and says at once what the screen shows.
 */
export function AnalyticsPage({ section }: { section: SectionId }) {
  const { scope, description } = useAnalyticsScope();
  const { range } = useAnalyticsRange();
  const { report, error, isLoading, retry } = useAnalyticsReport(scope, range);

  return (
    <Stack gap={500}>
      <AnalyticsPageHeader section={section} scope={scope} description={description} range={range} />
      <AnalyticsPageBody
        section={section}
        scope={useDeferredValue(scope)}
        range={useDeferredValue(range)}
        report={useDeferredValue(report)}
        error={useDeferredValue(error)}
        isLoading={useDeferredValue(isLoading)}
        retry={retry}
      />
    </Stack>
  );
}

const AnalyticsPageHeader = memo(function AnalyticsPageHeader({
  section: id,
  scope,
  description,
  range,
}: {
  section: SectionId;
  scope: AnalyticsScope | null;
  description: string;
  range: AnalyticsRange;
}) {
  const { t } = useTranslation();

  return (
    <PageHeader
      title={t(`analytics.sections.${id}`)}
      subtitle={t(`analytics.intro.${id}`, { scope: description })}
      actions={
        <Stack direction="row" gap={300} align="end" wrap>
          <RangeControl />
          {scope && <ExportMenu scope={scope} range={range} />}
        </Stack>
      }
    />
  );
});

/** Everything under the header, from one state of the report (rendered as a fragment in the page's stack). */
const AnalyticsPageBody = memo(function AnalyticsPageBody({
  section: id,
  scope,
  range,
  report,
  error,
  isLoading,
  retry,
}: {
  section: SectionId;
  scope: AnalyticsScope | null;
  range: AnalyticsRange;
  report: TAnalyticsReport | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const section = SECTIONS[id];
  const status: ChartStatus = error ? 'error' : !report ? 'loading' : 'ready';
  const title = t(`analytics.sections.${id}`);
  const panel = (entry: SectionPanel, index: number) => (
    <WhenVisible key={`${entry.kind}-${index}`} minHeight={PANEL_HEIGHTS[entry.kind]}>
      {panelContent(entry)}
    </WhenVisible>
  );
  const panelContent = (entry: SectionPanel) => {
    const key = entry.kind;
    switch (entry.kind) {
      case 'series':
        return (
          <SeriesPanel key={key} report={report} status={status} retry={retry} metrics={entry.metrics} />
        );
      case 'growth':
        return <GrowthPanel key={key} report={report} status={status} retry={retry} />;
      case 'by-kind':
        return <ByKindPanel key={key} report={report} status={status} retry={retry} />;
      case 'by-profile':
        return <ByProfilePanel key={key} report={report} metrics={section.kpis} />;
      case 'top-posts':
        return scope ? (
          <TopPostsPanel
            key={key}
            scope={scope}
            report={report}
            sort={entry.sort}
            postKind={entry.postKind}
          />
        ) : null;
      case 'posts':
        return scope ? (
          <Stack key={key} gap={300}>
            <Heading level={2}>{t('analytics.posts.title')}</Heading>
            <PostsPanel
              scope={scope}
              range={range}
              postKind={entry.postKind}
              initialSort={entry.sort}
              label={title}
            />
          </Stack>
        ) : null;
      case 'activity':
        return scope ? <ActivitySection key={key} scope={scope} range={range} /> : null;
    }
  };
  const charts = section.panels.filter((entry) => entry.kind === 'series' || entry.kind === 'growth');
  const rest = section.panels.filter((entry) => entry.kind !== 'series' && entry.kind !== 'growth');

  return (
    <>
      {error ? <LoadFailed retry={retry} /> : null}
      <Text size="sm" tone="secondary">
        {t('analytics.range.inTimeZone', { timeZone: range.tz })}
      </Text>
      <KpiGrid
        report={report}
        metrics={section.kpis}
        isLoading={isLoading}
        timeZone={range.tz}
        compare={range.compare}
      />
      {/* Panels take their place once the figures are in: placed under the loading tiles they would all be
          in view, and load the charts' code before anyone scrolls to them. */}
      {report && charts.length > 0 && (
        <Columns minColumnWidth="420px" gap={400}>
          {charts.map(panel)}
        </Columns>
      )}
      {report && rest.map(panel)}
    </>
  );
});
