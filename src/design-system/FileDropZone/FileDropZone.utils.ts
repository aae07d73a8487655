import type { FileRejection } from './FileDropZone.types.ts';

/**
 * Whether a file matches one of the accepted types: exact MIME types (`video/mp4`), wildcards (`image/*`,
 * `*\/*`) or extensions (`.pdf`), case-insensitively. An empty list accepts everything.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();

  return accept.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '*' || pattern === '*/*') return true;
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));

    return type === pattern;
  });
}

/** Splits picked or dropped files into those to upload and those turned away (type first, then size). */
export function checkFiles(
  files: readonly File[],
  { accept = [], maxSizeBytes }: { accept?: readonly string[]; maxSizeBytes?: number },
): { accepted: File[]; rejections: FileRejection[] } {
  const accepted: File[] = [];
  const rejections: FileRejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, accept)) rejections.push({ file, reason: 'type' });
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes)
      rejections.push({ file, reason: 'size' });
    else accepted.push(file);
  }

  return { accepted, rejections };
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A file size in decimal units, as file browsers show it, in the locale's own words: "980 bytes", "840 kB",
 * "1.2 GB" ("980 octets", "840 ko" in French). Bytes are spelled out: the short form is "980 byte" in English.
 */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }

  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
