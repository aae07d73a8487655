import type { CsvCell } from './ChartCard.types.ts';

/** The UTF-8 byte order mark: spreadsheet apps read the file as UTF-8 (accents, emoji) only with it. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/u;

export type ToCsvOptions = {
  /**
   * Prefixes text cells that start like a formula (`=`, `+`, `-`, `@`, tab, carriage return) with an
   * apostrophe, so a spreadsheet shows them instead of running them (CSV injection: captions and comments
   * come from the public). Numbers are never touched. @default true
   */
  escapeFormulas?: boolean;
  /** Starts the file with a UTF-8 byte order mark. @default true */
  bom?: boolean;
};

function cell(value: CsvCell, escapeFormulas: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = escapeFormulas && FORMULA_START.test(value) ? `'${value}` : value;
  // RFC 4180: a field holding a quote, comma or line break is quoted, and its quotes doubled.
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document (RFC 4180): a header row then the rows, fields separated by commas, records by CRLF, quoted
 * only when needed; `null` and non-finite numbers are empty cells. Starts with a UTF-8 BOM by default.
 */
export function toCsv(
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  { escapeFormulas = true, bom = true }: ToCsvOptions = {},
): string {
  const lines = [columns, ...rows].map((row) => row.map((value) => cell(value, escapeFormulas)).join(','));
  return `${bom ? CSV_BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** Hands a file to the browser's download: an object URL on a temporary link, clicked, then released. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name with its extension replaced (or added): "report.csv" → "report.png". */
export function withExtension(filename: string, extension: string): string {
  const base = filename.replace(/\.[^./\\]+$/u, '');
  return `${base}.${extension}`;
}
