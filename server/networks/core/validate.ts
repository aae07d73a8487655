import { countHashtags, countMentions, textLength } from '../../../contracts/text.ts';
import type { Capabilities, Draft, MediaRules, ValidationIssue } from './types.ts';

export { countHashtags, countMentions, textLength };

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes} bytes`;

/**
 * The checks every network shares, from its capabilities, each naming the network and the limit. A connector's
 * `validate` returns these plus its own rules.
 */
export function validateAgainst(
  networkName: string,
  capabilities: Capabilities,
  draft: Draft,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const length = textLength(draft.text);
  if (!capabilities.kinds.includes(draft.kind))
    issues.push({
      field: 'kind',
      code: 'unsupported_kind',
      message: `${networkName} does not support ${draft.kind} posts (it supports ${capabilities.kinds.join(', ')}).`,
    });
  if (length > capabilities.maxTextLength)
    issues.push({
      field: 'text',
      code: 'text_too_long',
      message: `${networkName} allows ${capabilities.maxTextLength.toLocaleString('en')} characters; this has ${length.toLocaleString('en')}.`,
    });
  if (capabilities.textRequired && draft.text.trim() === '' && draft.media.length === 0)
    issues.push({
      field: 'text',
      code: 'text_required',
      message: `${networkName} needs some text or media.`,
    });
  if (capabilities.maxHashtags !== undefined && countHashtags(draft.text) > capabilities.maxHashtags)
    issues.push({
      field: 'text',
      code: 'too_many_hashtags',
      message: `${networkName} allows ${capabilities.maxHashtags} hashtags; this has ${countHashtags(draft.text)}.`,
    });
  if (capabilities.maxMentions !== undefined && countMentions(draft.text) > capabilities.maxMentions)
    issues.push({
      field: 'text',
      code: 'too_many_mentions',
      message: `${networkName} allows ${capabilities.maxMentions} mentions; this has ${countMentions(draft.text)}.`,
    });
  if (capabilities.mediaRequired && draft.media.length === 0)
    issues.push({
      field: 'media',
      code: 'media_required',
      message: `${networkName} needs an image or a video.`,
    });
  if (draft.media.length > capabilities.maxItems)
    issues.push({
      field: 'media',
      code: 'too_many_media',
      message: `${networkName} allows ${capabilities.maxItems} media items in one post; this has ${draft.media.length}.`,
    });
  if (draft.kind === 'carousel' && capabilities.carousel) {
    const { min, max } = capabilities.carousel;
    if (draft.media.length < min || draft.media.length > max)
      issues.push({
        field: 'media',
        code: 'carousel_count',
        message: `A ${networkName} carousel has ${min} to ${max} items; this has ${draft.media.length}.`,
      });
  }
  draft.media.forEach((media, index) => {
    const field = `media.${index}`;
    const rules: MediaRules | undefined = capabilities.media[media.type];
    if (!rules) {
      issues.push({
        field,
        code: 'media_type',
        message: `${networkName} does not accept ${media.type} files here.`,
      });

      return;
    }
    const format = media.mimeType.split('/')[1] ?? media.mimeType;
    if (!rules.formats.includes(format))
      issues.push({
        field,
        code: 'media_format',
        message: `${networkName} accepts ${rules.label ?? rules.formats.map((f) => f.toUpperCase()).join(', ')} ${media.type}s; this is ${format.toUpperCase()}.`,
      });
    if (media.bytes > rules.maxBytes)
      issues.push({
        field,
        code: 'media_too_large',
        message: `${networkName} accepts ${media.type}s up to ${sizeText(rules.maxBytes)}; this is ${sizeText(media.bytes)}.`,
      });
    if (rules.aspect && media.width && media.height) {
      const ratio = media.width / media.height;
      const [min, max] = rules.aspect;
      if (ratio < min - 0.005 || ratio > max + 0.005)
        issues.push({
          field,
          code: 'media_aspect',
          message: `${networkName} accepts ${media.type}s with an aspect ratio between ${min.toFixed(2)} and ${max.toFixed(2)}; this is ${ratio.toFixed(2)}.`,
        });
    }
    if (media.durationSec !== undefined) {
      if (rules.minSec !== undefined && media.durationSec < rules.minSec)
        issues.push({
          field,
          code: 'media_too_short',
          message: `${networkName} videos last at least ${rules.minSec} s; this lasts ${media.durationSec} s.`,
        });
      if (rules.maxSec !== undefined && media.durationSec > rules.maxSec)
        issues.push({
          field,
          code: 'media_too_long',
          message: `${networkName} videos last at most ${rules.maxSec} s; this lasts ${media.durationSec} s.`,
        });
    }
  });
  if (draft.firstComment && !capabilities.firstComment)
    issues.push({
      field: 'firstComment',
      code: 'first_comment_unsupported',
      message: `${networkName} does not support a first comment.`,
    });

  return issues;
}
