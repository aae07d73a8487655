import { describe, expect, it } from 'vitest';
import { addTags, normalizeHashtag, splitTags } from '@/design-system/TagInput';

describe('normalizeHashtag', () => {
  it('strips the leading # and white space', () => {
    expect(normalizeHashtag('#summer')).toBe('summer');
    expect(normalizeHashtag('##summer')).toBe('summer');
    expect(normalizeHashtag('  #summer ')).toBe('summer');
    expect(normalizeHashtag('summer vibes')).toBe('summervibes');
  });

  it('keeps letters of any script, digits and underscores, and the case', () => {
    expect(normalizeHashtag('#Été2026')).toBe('Été2026');
    expect(normalizeHashtag('#café_de_spécialité')).toBe('café_de_spécialité');
    expect(normalizeHashtag('#東京')).toBe('東京');
    expect(normalizeHashtag('#नमस्ते')).toBe('नमस्ते');
    expect(normalizeHashtag('#ThrowbackThursday')).toBe('ThrowbackThursday');
  });

  it('composes decomposed accents', () => {
    expect(normalizeHashtag('#cafe\u0301')).toBe('café');
  });

  it('rejects empty, punctuation and digits-only tags', () => {
    expect(normalizeHashtag('')).toBeNull();
    expect(normalizeHashtag('#')).toBeNull();
    expect(normalizeHashtag('   ')).toBeNull();
    expect(normalizeHashtag('#summer-sale')).toBeNull();
    expect(normalizeHashtag('#a.b')).toBeNull();
    expect(normalizeHashtag('#fun!')).toBeNull();
    expect(normalizeHashtag('#sum#mer')).toBeNull();
    expect(normalizeHashtag('#2026')).toBeNull();
    expect(normalizeHashtag('#🔥')).toBeNull();
  });
});

describe('splitTags', () => {
  it('splits on white space and commas', () => {
    expect(splitTags('#a #b, c')).toEqual(['#a', '#b', 'c']);
    expect(splitTags(' ,a,,\n b\t')).toEqual(['a', 'b']);
    expect(splitTags('')).toEqual([]);
  });
});

describe('addTags', () => {
  it('adds normalised tags and skips case-insensitive duplicates', () => {
    expect(addTags(['Coffee'], ['#coffee', '#lyon', 'LYON', 'autumn'], normalizeHashtag)).toEqual({
      tags: ['Coffee', 'lyon', 'autumn'],
      rejected: [],
    });
  });

  it('reports the rejects', () => {
    expect(addTags([], ['#ok', '#not-ok'], normalizeHashtag)).toEqual({
      tags: ['ok'],
      rejected: ['#not-ok'],
    });
  });

  it('stops at the maximum', () => {
    expect(addTags(['a'], ['b', 'c', 'd'], normalizeHashtag, { max: 3 }).tags).toEqual(['a', 'b', 'c']);
  });
});
