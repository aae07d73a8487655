/*
 * BarChart draws with recharts inside ChartFrame, whose styles cover it; the recharts props read the theme
 * through `useChartStyle`. Nothing of its own to style.
 */
export {};
