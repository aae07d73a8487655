import { memo, useCallback, useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import {
  ChartFrame,
  ChartLegend,
  ChartTooltipContent,
  estimateAxisWidth,
  formatAxisValue,
  formatShare,
  niceTicks,
  useChartStyle,
  useSeriesColors,
  type ChartDataTable,
  type ChartLegendItem,
} from '../ChartFrame/index.ts';
import {
  Fill,
  Layout,
  PlaceName,
  Places,
  PlaceShareText,
  RankItem,
  RankList,
  Section,
  Title,
  Track,
} from './DemographicsChart.styles.ts';
import type { AgeGenderDatum, DemographicsChartProps, PlaceShare } from './DemographicsChart.types.ts';

const MARGIN = { top: 0, right: 8, bottom: 0, left: 0 };
type Key = 'female' | 'male' | 'other';

/**
 * Who the audience is: age ranges × gender as grouped horizontal bars (focus the chart, arrow keys step
 * through the ranges), then the top countries and cities as ranked bars with their shares. All values are
 * shares of the whole audience (0–1).
 */
export const DemographicsChart = memo(function DemographicsChart({
  ageGender,
  countries,
  cities,
  femaleLabel,
  maleLabel,
  otherLabel,
  ageTitle,
  ageLabel,
  countriesTitle,
  citiesTitle,
  shareLabel,
  summary,
  maxPlaces = 5,
  height = 280,
  headingLevel = 3,
  locale,
  isSkeletonAnimated,
  ...state
}: DemographicsChartProps) {
  const style = useChartStyle();
  const hasOther = ageGender.some((datum) => (datum.other ?? 0) > 0);
  const keys = useMemo<Array<{ key: Key; name: string }>>(
    () => [
      { key: 'female', name: femaleLabel },
      { key: 'male', name: maleLabel },
      ...(hasOther ? [{ key: 'other' as const, name: otherLabel }] : []),
    ],
    [femaleLabel, maleLabel, otherLabel, hasOther],
  );
  const colors = useSeriesColors(keys);
  const heading = `h${headingLevel}` as const;

  const legend = useMemo<ChartLegendItem[]>(
    () => keys.map((item, index) => ({ id: item.key, name: item.name, color: colors[index]! })),
    [keys, colors],
  );

  const dataTable = useMemo<ChartDataTable[]>(
    () => [
      {
        caption: ageTitle,
        columns: [ageLabel, ...keys.map((item) => item.name)],
        rows: ageGender.map((datum) => [
          datum.ageRange,
          ...keys.map((item) => formatShare(datum[item.key] ?? 0, locale)),
        ]),
      },
      // The place lists are text already: their tables only when the tables replace the chart.
      ...(state.showTable
        ? [
            { caption: countriesTitle, places: countries },
            { caption: citiesTitle, places: cities },
          ].map(({ caption, places }) => ({
            caption,
            columns: [caption, shareLabel],
            rows: places.slice(0, maxPlaces).map((place) => [place.name, formatShare(place.share, locale)]),
          }))
        : []),
    ],
    [
      ageGender,
      keys,
      ageTitle,
      ageLabel,
      countriesTitle,
      citiesTitle,
      countries,
      cities,
      shareLabel,
      maxPlaces,
      locale,
      state.showTable,
    ],
  );

  const ticks = useMemo(
    () =>
      niceTicks(
        Math.max(0, ...ageGender.flatMap((datum) => [datum.female, datum.male, datum.other ?? 0])),
        4,
      ),
    [ageGender],
  );
  const tickShare = useCallback((value: number) => formatAxisValue(value, 'percent', locale), [locale]);

  const renderTooltip = useCallback(
    ({ active, payload }: TooltipContentProps) => {
      const datum = payload?.[0]?.payload as AgeGenderDatum | undefined;
      if (!active || !datum) return null;
      return (
        <ChartTooltipContent
          title={datum.ageRange}
          items={keys.map((item, index) => ({
            id: item.key,
            name: item.name,
            color: colors[index]!,
            value: formatShare(datum[item.key] ?? 0, locale),
          }))}
          locale={locale}
        />
      );
    },
    [keys, colors, locale],
  );

  const placeList = (title: string, places: PlaceShare[]) => {
    const shown = places.slice(0, maxPlaces);
    const top = Math.max(0, ...shown.map((place) => place.share));
    return (
      <Section>
        <Title as={heading}>{title}</Title>
        <RankList>
          {shown.map((place) => (
            <RankItem key={place.name}>
              <PlaceName>{place.name}</PlaceName>
              <PlaceShareText>{formatShare(place.share, locale)}</PlaceShareText>
              <Track aria-hidden="true">
                <Fill style={{ width: `${top > 0 ? (place.share / top) * 100 : 0}%` }} />
              </Track>
            </RankItem>
          ))}
        </RankList>
      </Section>
    );
  };

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      dataTable={dataTable}
      fixedHeight={false}
      skeleton="bars"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <Layout>
        <Section>
          <Title as={heading} aria-hidden="true">
            {ageTitle}
          </Title>
          <ResponsiveContainer width="100%" height={height}>
            <BarChart
              data={ageGender}
              layout="vertical"
              margin={MARGIN}
              barGap={2}
              barCategoryGap="22%"
              role="img"
              aria-label={summary}
            >
              <CartesianGrid {...style.grid} vertical horizontal={false} />
              <XAxis
                {...style.axis}
                type="number"
                tickFormatter={tickShare}
                ticks={ticks}
                domain={[0, ticks[ticks.length - 1] ?? 1]}
              />
              <YAxis
                {...style.axis}
                type="category"
                dataKey="ageRange"
                interval={0}
                width={estimateAxisWidth(ageGender.map((datum) => datum.ageRange))}
              />
              <Tooltip
                content={renderTooltip}
                cursor={style.cursorBand}
                isAnimationActive={false}
                wrapperStyle={style.tooltipWrapper}
              />
              {keys.map((item, index) => (
                <Bar
                  key={item.key}
                  dataKey={item.key}
                  name={item.name}
                  fill={colors[index]}
                  radius={[0, 3, 3, 0]}
                  maxBarSize={10}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
          <ChartLegend items={legend} />
        </Section>
        <Places>
          {placeList(countriesTitle, countries)}
          {placeList(citiesTitle, cities)}
        </Places>
      </Layout>
    </ChartFrame>
  );
});
