import type { KpiFormat } from './KpiTile.types.ts';

/** Seconds as "1 h 05 min"-style parts from Intl's own unit names: hours and minutes, or minutes and seconds. */
function formatDuration(seconds: number, locale?: string): string {
  const total = Math.round(Math.abs(seconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const sign = seconds < 0 ? '−' : '';
  if (hours > 0) return `${sign}${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return `${sign}${unit(minutes, 'minute')} ${unit(secs, 'second')}`;
  return `${sign}${unit(secs, 'second')}`;
}

/** The figure as written on a tile: 12,480 · 4.2% · 1.2M · 1h 5m. */
export function formatKpiValue(value: number, format: KpiFormat, locale?: string): string {
  switch (format) {
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'compact':
      return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
    case 'duration':
      return formatDuration(value, locale);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  }
}

/** A change as a signed percentage: +12.4%, −5%, 0%. */
export function formatDelta(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** Which way a change goes, and whether that is good news. */
export function deltaTone(value: number, isInverse: boolean): 'positive' | 'negative' | 'neutral' {
  if (value === 0 || Number.isNaN(value)) return 'neutral';
  return value > 0 !== isInverse ? 'positive' : 'negative';
}
