import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charsetOf, decodePage, parsePageMeta } from '../../../server/modules/links/page-meta.ts';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const read = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const parse = (name: string, pageUrl: string, contentType = 'text/html; charset=utf-8') =>
  parsePageMeta(decodePage(read(name), contentType), new URL(pageUrl));

describe('reading a page for its link preview', () => {
  it('prefers OpenGraph, takes the first of each tag, resolves addresses against <base>', () => {
    expect(parse('opengraph.html', 'https://www.kestrel-roasters.example/shop/autumn')).toEqual({
      title: 'Autumn Roast — fig, cocoa & plum',
      description: 'Roasted on Tuesdays, shipped on Wednesdays.',
      imageUrl: 'https://www.kestrel-roasters.example/shop/images/autumn-1200.jpg',
      siteName: 'Kestrel Roasters',
      canonicalUrl: 'https://www.kestrel-roasters.example/autumn-roast?utm_source=og',
    });
  });

  it('falls back to the Twitter card, with upper-case tags and a protocol-relative picture', () => {
    expect(parse('twitter-card.html', 'https://kestrel-roasters.example/guides/v60?ref=x')).toEqual({
      title: 'Brewing guide: the V60',
      description: 'Twenty grams, three hundred millilitres, three minutes.',
      imageUrl: 'https://cdn.kestrel-roasters.example/v60.png',
      siteName: null,
      canonicalUrl: 'https://kestrel-roasters.example/guides/v60',
    });
  });

  it('falls back to <title> and the meta description, and drops non-web picture addresses', () => {
    expect(parse('title-only.html', 'http://cafe.example/hours')).toEqual({
      title: 'Opening hours & address',
      description: 'Open daily from 8 to 18, Rue du Café 12.',
      imageUrl: null,
      siteName: null,
      canonicalUrl: null,
    });
  });

  it('decodes the charset the page declares', () => {
    // A page in windows-1252 (é = E9, è = E8, – = 96), as bytes: a text fixture would be re-encoded by tools.
    const bytes = new Uint8Array([
      ...Buffer.from(
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
      ),
      ...Buffer.from('<title>Caf', 'latin1'),
      0xe9,
      ...Buffer.from(' cr', 'latin1'),
      0xe8,
      ...Buffer.from('me ', 'latin1'),
      0x96,
      ...Buffer.from(' menu</title></head></html>', 'latin1'),
    ]);
    expect(charsetOf(undefined, bytes)).toBe('windows-1252');
    expect(parsePageMeta(decodePage(bytes, 'text/html'), new URL('http://cafe.example/')).title).toBe(
      'Café crème – menu',
    );
    // The header wins over the page.
    expect(charsetOf('text/html; charset=ISO-8859-1', bytes)).toBe('ISO-8859-1');
  });

  it('gives nothing for a page that says nothing, and cuts very long texts', () => {
    expect(parse('empty.html', 'http://cafe.example/')).toEqual({
      title: null,
      description: null,
      imageUrl: null,
      siteName: null,
      canonicalUrl: null,
    });
    const long = parsePageMeta(`<title>${'a'.repeat(500)}</title>`, new URL('http://cafe.example/'));
    expect(long.title).toHaveLength(300);
    expect(long.title?.endsWith('…')).toBe(true);
  });
});
