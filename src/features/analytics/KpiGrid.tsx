import type { TAnalyticsMetric, TAnalyticsReport, TKpi } from '@contracts/analytics.ts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Comparison } from '@/api/analytics.ts';
import { Columns } from '@/design-system/Columns';
import { KpiTile, type KpiSource } from '@/design-system/KpiTile';
import { networkName } from '@/design-system/NetworkIcon';
import { INVERSE_METRICS, kpiFormat } from './metric-format.ts';

/**
 * A tile's place in the grid, as tall as a tile with its change and trend line: a tile that loads, or has no
 * change to show, takes the same room, so nothing below moves when the figures arrive.
 */
const Item = styled.div`
  display: grid;
  min-height: 114px;
`;

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * How much of the selection a figure counts, when some profiles do not give it: in networks ("3 of 8 networks"),
 * or in profiles when every network is still counted through another of its profiles.
 */
function coverageOf(kpi: TKpi, report: TAnalyticsReport) {
  const missing = new Set(kpi.missing_profiles);
  const profiles = report.scope.profiles;
  const given = profiles.filter((profile) => !missing.has(profile.id));
  const networks = unique(profiles.map((profile) => profile.network));
  const givenNetworks = unique(given.map((profile) => profile.network));

  return givenNetworks.length < networks.length
    ? { unit: 'networks' as const, given: givenNetworks.length, total: networks.length }
    : { unit: 'profiles' as const, given: given.length, total: profiles.length };
}

/** The provenance of a figure as the tile's "where this number comes from" popover shows it. */
export function kpiSource(
  kpi: TKpi,
  computedHere: string,
  partialNote: string | null,
): KpiSource | undefined {
  const { provenance } = kpi;
  if (!provenance.last_refreshed_at) return undefined;
  const sources = provenance.sources;

  return {
    metric:
      unique(
        sources.flatMap((source) =>
          source.raw.map((raw) => (source.derived ? `${raw} (${computedHere})` : raw)),
        ),
      ).join(', ') || '—',
    network: unique(sources.map((source) => networkName(source.network))).join(', ') || '—',
    apiVersion:
      unique(sources.map((source) => source.api_version).filter((value) => value !== null)).join(', ') || '—',
    lastRefresh: provenance.last_refreshed_at,
    formula: partialNote ? `${provenance.formula} ${partialNote}` : provenance.formula,
  };
}

/**
 * Why a figure shows no change: its range or the compared period is not fully stored (the server compares only
 * fully stored periods). "3 of 28 days stored", in profile-days for several profiles.
 */
type CoverageKey = `analytics.coverage.${'current' | 'previous'}${'' | 'Profiles'}`;

export function coverageNote(
  kpi: TKpi,
  severalProfiles: boolean,
  t: (key: CoverageKey, values: Record<string, number>) => string,
): string | null {
  const { coverage } = kpi;
  if (!coverage) return null;
  const suffix = severalProfiles ? 'Profiles' : '';
  if (coverage.current.stored_days < coverage.current.days)
    return t(`analytics.coverage.current${suffix}`, {
      stored: coverage.current.stored_days,
      days: coverage.current.days,
    });
  if (coverage.previous && coverage.previous.stored_days < coverage.previous.days)
    return t(`analytics.coverage.previous${suffix}`, {
      stored: coverage.previous.stored_days,
      days: coverage.previous.days,
    });

  return null;
}

/**
 * The last day of the range with a stored value of a snapshot figure (followers): the figure is "on" that day,
 * the last complete day the network reported, while a profile's header shows the count now.
 */
export function lastDayWithValue(report: TAnalyticsReport, metric: string): string | null {
  const values = report.series.metrics[metric]?.current ?? [];
  for (let index = values.length - 1; index >= 0; index--)
    if (values[index] !== null && values[index] !== undefined) return report.series.days[index] ?? null;

  return null;
}

/** The names a tile's "where this number comes from" popover gives its fields. */
export function useSourceCopy() {
  const { t } = useTranslation();

  return {
    sourceLabel: t('analytics.source.button'),
    sourceLabels: {
      metric: t('analytics.source.metric'),
      network: t('analytics.source.network'),
      apiVersion: t('analytics.source.apiVersion'),
      lastRefresh: t('analytics.source.lastRefresh'),
      formula: t('analytics.source.formula'),
    },
  };
}

/**
 * The key figures of a section: each with its change against the comparison, its daily trend, and where it
 * comes from. A figure none of the selected networks gives says so; a figure some of them do not give says
 * which were left out.
 */
export function KpiGrid({
  report,
  metrics,
  isLoading,
  timeZone,
  compare,
}: {
  report: TAnalyticsReport | undefined;
  metrics: readonly TAnalyticsMetric[];
  isLoading: boolean;
  timeZone: string;
  compare: Comparison;
}) {
  const { t, i18n } = useTranslation();
  const sourceCopy = useSourceCopy();
  const networksOf = new Map(report?.scope.profiles.map((profile) => [profile.id, profile.network]) ?? []);
  const deltaLabel = t(compare === 'previous_year' ? 'analytics.vsLastYear' : 'analytics.vsPrevious');

  return (
    <Columns minColumnWidth="200px" gap={300} role="list" aria-label={t('analytics.keyFigures')}>
      {metrics.map((metric) => {
        const label = t(`analytics.metrics.${metric}`);
        const kpi = report?.kpis.find((entry) => entry.metric === metric);
        if (!report || !kpi)
          return (
            <Item role="listitem" key={metric}>
              <KpiTile
                label={label}
                value={null}
                status="loading"
                hasComparison={compare !== 'none'}
                loadingLabel={t('common.loading')}
              />
            </Item>
          );
        const missingNetworks = unique(
          kpi.missing_profiles.map((id) => networkName(networksOf.get(id) ?? 'instagram')),
        ).join(', ');
        const allMissing = kpi.missing_profiles.length >= report.scope.profiles.length;
        const coverage = kpi.missing_profiles.length > 0 && !allMissing ? coverageOf(kpi, report) : null;
        const series = report.series.metrics[metric]?.current;
        const lastDay = metric === 'followers' ? lastDayWithValue(report, metric) : null;
        // Followers are a count on a day (the last the network reported), not now as a profile's header shows.
        const asOf = lastDay
          ? t('analytics.followersOn', {
              day: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                Date.parse(lastDay),
              ),
            })
          : null;
        const note = compare === 'none' ? null : coverageNote(kpi, report.scope.profiles.length > 1, t);

        return (
          <Item role="listitem" key={metric}>
            <KpiTile
              label={label}
              value={kpi.value}
              format={kpiFormat(kpi.unit)}
              locale={i18n.language}
              timeZone={timeZone}
              status={isLoading && !report ? 'loading' : kpi.value === null ? 'unavailable' : 'ready'}
              hasComparison={compare !== 'none'}
              unavailableLabel={
                allMissing && missingNetworks
                  ? t('analytics.source.notGiven', { networks: missingNetworks })
                  : t('analytics.source.noValue')
              }
              {...(coverage
                ? {
                    partialNote: t(
                      coverage.unit === 'networks'
                        ? 'analytics.source.coverageNetworks'
                        : 'analytics.source.coverageProfiles',
                      coverage,
                    ),
                  }
                : {})}
              isInverse={INVERSE_METRICS.has(metric)}
              {...(kpi.change_ratio !== null && report.comparison
                ? { delta: { value: kpi.change_ratio, label: asOf ? `${asOf}, ${deltaLabel}` : deltaLabel } }
                : note || asOf
                  ? { note: [asOf, note].filter(Boolean).join(' · ') }
                  : {})}
              {...(series && series.some((value) => value !== null)
                ? { sparkline: series, sparklineLabel: t('analytics.charts.perDay', { metric: label }) }
                : {})}
              {...(() => {
                const source = kpiSource(
                  kpi,
                  t('analytics.source.computedHere'),
                  !allMissing && missingNetworks
                    ? t('analytics.source.partial', { networks: missingNetworks })
                    : null,
                );

                return source
                  ? {
                      source,
                      ...sourceCopy,
                    }
                  : {};
              })()}
            />
          </Item>
        );
      })}
    </Columns>
  );
}
