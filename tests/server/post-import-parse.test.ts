import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_MEDIA_CELL_CHARS } from '../../contracts/imports.ts';
import { mediaEntries, parseImport, splitAddresses } from '../../server/modules/publishing/import-parse.ts';
import { parseImportOffThread } from '../../server/modules/publishing/import-parse-thread.ts';

describe('the import’s media cell', () => {
  it('splits a run of addresses at the spaces or commas before each http(s)://, and nowhere else', () => {
    expect(splitAddresses('http://a.example/1.jpg https://b.example/2.jpg,  HTTP://c.example/3.jpg')).toEqual(
      ['http://a.example/1.jpg', 'https://b.example/2.jpg', 'HTTP://c.example/3.jpg'],
    );
    expect(splitAddresses('http://a.example/x?next=http://b.example')).toEqual([
      'http://a.example/x?next=http://b.example',
    ]);
    expect(splitAddresses('http://a b')).toEqual(['http://a b']);
    expect(
      mediaEntries('http://a.example/1.jpg, http://b.example/2.jpg | my photo.png').map((e) => e.text),
    ).toEqual(['http://a.example/1.jpg', 'http://b.example/2.jpg', 'my photo.png']);
  });

  it('reads the cell that froze the server (an address, 500,000 spaces, a letter) as one entry', () => {
    const cell = `http://a${' '.repeat(500_000)}b`;
    const parts = splitAddresses(cell);
    expect(parts.length).toBe(1);
    expect(parts[0] === cell).toBe(true);
    expect(splitAddresses(`http://a${' '.repeat(500_000)}http://b`)).toEqual(['http://a', 'http://b']);
  });
});

describe('parsing an import', () => {
  it('empties and names the cells over their size', () => {
    const parsed = parseImport(
      `profile,date,text,media_urls\np,2026-12-01 09:00,${'x'.repeat(MAX_IMPORT_CELL_CHARS + 1)},${'h'.repeat(MAX_IMPORT_MEDIA_CELL_CHARS + 1)}\n`,
    );
    expect(parsed.tooLong).toEqual([
      { index: 0, column: 'text', length: MAX_IMPORT_CELL_CHARS + 1, max: MAX_IMPORT_CELL_CHARS },
      {
        index: 0,
        column: 'media_urls',
        length: MAX_IMPORT_MEDIA_CELL_CHARS + 1,
        max: MAX_IMPORT_MEDIA_CELL_CHARS,
      },
    ]);
    expect(parsed.records[0]).toMatchObject({ profile: 'p', text: '', media_urls: '' });
    expect(parsed.media).toEqual([[]]);
  });

  it('parses on a worker thread, with the same result', async () => {
    const csv =
      'Profile,Date,Caption,Media\n@ada,2026-12-01 09:00,"Hello, world",http://a.example/1.jpg http://b.example/2.jpg\n';
    expect(await parseImportOffThread(csv)).toEqual(parseImport(csv));
  }, 120_000);
});
