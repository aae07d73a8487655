import { describe, expect, it } from 'vitest';
import {
  clampAspectRatio,
  getVisibleCaptionLimit,
  tokenizeCaption,
  truncateCaption,
} from '@/design-system/PostPreview/PostPreview.utils.ts';

const join = (text: string) =>
  tokenizeCaption(text)
    .map((segment) => segment.value)
    .join('');

describe('tokenizeCaption', () => {
  it('returns plain text as one segment, and nothing for an empty caption', () => {
    expect(tokenizeCaption('Fresh roast today')).toEqual([{ type: 'text', value: 'Fresh roast today' }]);
    expect(tokenizeCaption('')).toEqual([]);
  });

  it('finds hashtags, mentions and URLs in order', () => {
    expect(tokenizeCaption('New #coffee with @kestrel.roasters at https://kestrel.coffee/menu now')).toEqual([
      { type: 'text', value: 'New ' },
      { type: 'hashtag', value: '#coffee' },
      { type: 'text', value: ' with ' },
      { type: 'mention', value: '@kestrel.roasters' },
      { type: 'text', value: ' at ' },
      { type: 'url', value: 'https://kestrel.coffee/menu' },
      { type: 'text', value: ' now' },
    ]);
  });

  it('handles tokens at the edges and next to each other', () => {
    expect(tokenizeCaption('#one #two')).toEqual([
      { type: 'hashtag', value: '#one' },
      { type: 'text', value: ' ' },
      { type: 'hashtag', value: '#two' },
    ]);
    expect(tokenizeCaption('@ada')).toEqual([{ type: 'mention', value: '@ada' }]);
  });

  it('keeps sentence punctuation out of mentions and URLs', () => {
    expect(tokenizeCaption('Thanks @ada. See www.example.com/a).')).toEqual([
      { type: 'text', value: 'Thanks ' },
      { type: 'mention', value: '@ada' },
      { type: 'text', value: '. See ' },
      { type: 'url', value: 'www.example.com/a' },
      { type: 'text', value: ').' },
    ]);
  });

  it('ignores e-mail addresses, numbers and in-word hash signs', () => {
    expect(tokenizeCaption('mail ada@example.com, we are #1 in C#')).toEqual([
      { type: 'text', value: 'mail ada@example.com, we are #1 in C#' },
    ]);
  });

  it('does not split a hashtag inside a URL', () => {
    expect(tokenizeCaption('https://a.co/page#top #ok')).toEqual([
      { type: 'url', value: 'https://a.co/page#top' },
      { type: 'text', value: ' ' },
      { type: 'hashtag', value: '#ok' },
    ]);
  });

  it('understands non-Latin letters', () => {
    expect(tokenizeCaption('Bon café #crème @zoë_b')).toEqual([
      { type: 'text', value: 'Bon café ' },
      { type: 'hashtag', value: '#crème' },
      { type: 'text', value: ' ' },
      { type: 'mention', value: '@zoë_b' },
    ]);
  });

  it('always gives back the input when joined', () => {
    for (const text of [
      'a #b @c https://d.e/f. g',
      '##x @@y',
      '#',
      '@',
      'line\n#two\n@three',
      '🙂 #emoji🙂',
    ]) {
      expect(join(text)).toBe(text);
    }
  });
});

describe('truncateCaption', () => {
  it('leaves short text alone', () => {
    expect(truncateCaption('Short', 10)).toEqual({ text: 'Short', isTruncated: false });
    expect(truncateCaption('Any length', Infinity)).toEqual({ text: 'Any length', isTruncated: false });
  });

  it('cuts at the last space near the limit', () => {
    expect(truncateCaption('The quick brown fox jumps', 22)).toEqual({
      text: 'The quick brown fox',
      isTruncated: true,
    });
  });

  it('cuts mid-word when there is no space near the limit', () => {
    expect(truncateCaption('Supercalifragilistic', 5)).toEqual({ text: 'Super', isTruncated: true });
  });

  it('counts emoji as one character', () => {
    expect(truncateCaption('🙂🙂🙂', 2)).toEqual({ text: '🙂🙂', isTruncated: true });
  });
});

describe('getVisibleCaptionLimit and clampAspectRatio', () => {
  it('knows each fold', () => {
    expect(getVisibleCaptionLimit('instagram', 'feed')).toBe(125);
    expect(getVisibleCaptionLimit('linkedin', 'post')).toBe(210);
    expect(getVisibleCaptionLimit('x', 'post')).toBe(280);
  });

  it('clamps and falls back', () => {
    expect(clampAspectRatio(0.5, 0.8, 1.91, 1)).toBe(0.8);
    expect(clampAspectRatio(3, 0.8, 1.91, 1)).toBe(1.91);
    expect(clampAspectRatio(undefined, 0.8, 1.91, 1)).toBe(1);
    expect(clampAspectRatio(Number.NaN, 0.8, 1.91, 1)).toBe(1);
  });
});
