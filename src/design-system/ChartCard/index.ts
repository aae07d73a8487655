export { ChartCard } from './ChartCard.tsx';
export { CSV_BOM, downloadBlob, toCsv, withExtension, type ToCsvOptions } from './ChartCard.utils.ts';
export type { ChartCardCsv, ChartCardExportFormat, ChartCardProps, CsvCell } from './ChartCard.types.ts';
