/*
 * LineChart draws with recharts inside ChartFrame, whose styles (focus ring, tick figures) cover it: the
 * recharts props read the theme through `useChartStyle`. Nothing of its own to style.
 */
export {};
