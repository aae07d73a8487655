export { KpiTile } from './KpiTile.tsx';
export { deltaTone, formatDelta, formatKpiValue } from './KpiTile.utils.ts';
export {
  KPI_FORMATS,
  KPI_STATUSES,
  type KpiDelta,
  type KpiFormat,
  type KpiSource,
  type KpiSourceLabels,
  type KpiStatus,
  type KpiTileProps,
} from './KpiTile.types.ts';
