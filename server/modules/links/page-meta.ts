/**
 * What a web page says about itself for a link preview, read with htmlparser2 (a forgiving, streaming HTML
 * parser; entities decoded): OpenGraph (`og:*`), then Twitter card (`twitter:*`), then `<title>`, the meta
 * description and `<link rel="canonical">`. Addresses are made absolute against the page's own address, and only
 * http(s) ones are kept.
 */
import { Parser } from 'htmlparser2';

export type PageMeta = {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  siteName: string | null;
  canonicalUrl: string | null;
};

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

const clean = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;

  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

/** An absolute http(s) address, or null. */
function absolute(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);

    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Reads the page's preview fields from its HTML; `pageUrl` is where the page was fetched from. */
export function parsePageMeta(html: string, pageUrl: URL): PageMeta {
  // The first value of each property wins, as the networks' own crawlers read them.
  const meta = new Map<string, string>();
  let titleText = '';
  let inTitle = false;
  let titleDone = false;
  let canonical: string | undefined;
  let base = pageUrl;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title' && !titleDone) inTitle = true;
        else if (name === 'base' && attributes.href)
          base = new URL(absolute(attributes.href, pageUrl) ?? pageUrl);
        else if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          const content = attributes.content;
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        } else if (name === 'link' && canonical === undefined) {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical') && attributes.href) canonical = attributes.href;
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());

  return {
    title: clean(first('og:title', 'twitter:title') ?? titleText, TITLE_MAX),
    description: clean(first('og:description', 'twitter:description', 'description'), DESCRIPTION_MAX),
    imageUrl: absolute(
      first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
      base,
    ),
    siteName: clean(first('og:site_name', 'application-name'), TITLE_MAX),
    canonicalUrl: absolute(first('og:url') ?? canonical, base),
  };
}

/** The charset a page declares: in its Content-Type, else in a `<meta charset>` near the top. */
export function charsetOf(contentType: string | undefined, head: Uint8Array): string {
  const fromHeader = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const start = new TextDecoder('latin1').decode(head.subarray(0, 2048));
  const fromMeta =
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(start)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w-]+)/i.exec(start)?.[1];

  return fromMeta ?? 'utf-8';
}

/** The page's text in its charset (UTF-8 when the charset is unknown). */
export function decodePage(body: Uint8Array, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType, body)).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
