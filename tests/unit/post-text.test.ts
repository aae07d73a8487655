import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countHashtags } from '@contracts/captions.ts';
import { countHashtags as countPostHashtags, countMentions } from '@contracts/text.ts';
import { tokenizeCaption } from '@/design-system/PostPreview/PostPreview.utils.ts';

/** One rule for hashtags and mentions (contracts/text.ts): what the preview highlights is what is counted. */
const highlighted = (text: string, type: 'hashtag' | 'mention') =>
  tokenizeCaption(text).filter((segment) => segment.type === type).length;

describe('hashtags and mentions in a post', () => {
  it.each([
    ['(#tag) counts', 'Join us (#launch) today', 1],
    ['after punctuation', 'Big news!#launch,#spring.', 2],
    ['not inside a word', 'C# and F#', 0],
    ['not digits only', '#2026 #year2026', 1],
    ['not an HTML entity', 'it&#39;s', 0],
    ['with combining marks', '#नमस्ते', 1],
  ])('%s', (_, text, count) => {
    expect(countPostHashtags(text)).toBe(count);
    expect(countHashtags(text)).toBe(count);
    expect(highlighted(text, 'hashtag')).toBe(count);
  });

  it('counts a mention as the preview shows it, never an e-mail address', () => {
    expect(countMentions('(@ada) wrote to ada@example.com')).toBe(1);
    expect(highlighted('(@ada) wrote to ada@example.com', 'mention')).toBe(1);
  });

  it('counts exactly the hashtags and mentions the preview highlights, for any text', () => {
    const piece = fc.constantFrom('#', '@', 'a', 'é', '1', '_', ' ', '(', ')', '.', '&', 'C');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(countPostHashtags(text)).toBe(highlighted(text, 'hashtag'));
        expect(countMentions(text)).toBe(highlighted(text, 'mention'));
      }),
    );
  });
});
