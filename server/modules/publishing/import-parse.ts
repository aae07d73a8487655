import Papa from 'papaparse';
import { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_MEDIA_CELL_CHARS } from '../../../contracts/imports.ts';
import { isUuid } from '../../lib/ids.ts';

/** Column names as people write them. */
const ALIASES: Record<string, string> = {
  profile: 'profile',
  profile_id: 'profile',
  date: 'date',
  datetime: 'date',
  date_time: 'date',
  scheduled_at: 'date',
  text: 'text',
  caption: 'text',
  first_comment: 'first_comment',
  link: 'link',
  media_urls: 'media_urls',
  media: 'media_urls',
  network: 'network',
  platform: 'network',
};
/** A library file's own address (as the library hands it out): the file by its id. */
const LIBRARY_ADDRESS = /\/library-medias\/([0-9a-f-]{36})\/file(\?|$)/i;
/** One entry of a row's `media_urls`. */
export type MediaEntry = { text: string } & ({ libraryId: string } | { url: string } | { name: string });

/** Spaces and commas: what may separate addresses in a run. */
const isSeparator = (char: string) => char === ',' || char.trim() === '';

/**
 * A run of addresses cut where spaces or commas come before `http://` or `https://`, in one pass (the regex
 * `/[\s,]+(?=https?:\/\/)/` it replaces took N² steps on a long run of spaces: seconds for one cell, with every
 * other request waiting).
 */
export function splitAddresses(text: string): string[] {
  const lower = text.toLowerCase();
  const parts: string[] = [];
  let start = 0;
  let from = 0;
  for (;;) {
    const at = lower.indexOf('http', from);
    if (at === -1) break;
    from = at + 4;
    if (!lower.startsWith('://', at + 4) && !lower.startsWith('s://', at + 4)) continue;
    let cut = at;
    // Only the separators since the last cut are scanned, so every character is looked at a bounded number of times.
    while (cut > start && isSeparator(text[cut - 1]!)) cut--;
    if (cut === at || cut === start) continue;
    parts.push(text.slice(start, cut));
    start = at;
  }
  parts.push(text.slice(start));

  return parts;
}

/**
 * A `media_urls` cell: entries separated by `|` or line breaks (names may hold spaces and commas); a run of
 * addresses separated by spaces or commas is split too.
 */
export function mediaEntries(cell: string, publicUrl?: string): MediaEntry[] {
  return cell
    .split(/[|\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => (/^https?:\/\//i.test(part) ? splitAddresses(part) : [part]))
    .map((part): MediaEntry => {
      const text = part.trim().replace(/,$/, '');
      if (isUuid(text)) return { text, libraryId: text.toLowerCase() };
      if (/^https?:\/\//i.test(text)) {
        const own = LIBRARY_ADDRESS.exec(text);
        if (own && (!publicUrl || text.startsWith(publicUrl)))
          return { text, libraryId: own[1]!.toLowerCase() };

        return { text, url: text };
      }

      return { text, name: text };
    });
}

export type ParsedImport = {
  columns: string[];
  records: Record<string, string>[];
  /** Each record's `media_urls`, as entries. */
  media: MediaEntry[][];
  /** Cells longer than their column allows, by record index: emptied, and reported on the row. */
  tooLong: { index: number; column: string; length: number; max: number }[];
};

/**
 * The CSV of an import, parsed: header names as people write them, cells over their size emptied (and named),
 * each `media_urls` cell split into entries. Pure and linear in the input: it runs on a worker thread
 * (`parseImportOffThread`), so a large file never holds up the server's other requests.
 */
export function parseImport(csv: string): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) =>
      ALIASES[
        header
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      ] ?? header.trim(),
  });
  const tooLong: ParsedImport['tooLong'] = [];
  for (const [index, record] of parsed.data.entries())
    for (const [column, value] of Object.entries(record)) {
      const max = column === 'media_urls' ? MAX_IMPORT_MEDIA_CELL_CHARS : MAX_IMPORT_CELL_CHARS;
      if (typeof value === 'string' && value.length > max) {
        tooLong.push({ index, column, length: value.length, max });
        record[column] = '';
      }
    }

  return {
    columns: parsed.meta.fields ?? [],
    records: parsed.data,
    media: parsed.data.map((record) =>
      mediaEntries(typeof record.media_urls === 'string' ? record.media_urls : ''),
    ),
    tooLong,
  };
}
