/**
 * Validation for demo drafts: the shared checks of the emulated network's capabilities, plus the few rules a
 * capability table cannot say (LinkedIn documents, YouTube titles and Shorts, Pinterest boards).
 */
import { textLength, validateAgainst } from '../core/validate.ts';
import type { Draft, ValidationIssue } from '../core/types.ts';
import { DEMO_CAPABILITIES, DEMO_NETWORK_NAMES, type DemoEmulatedNetwork } from './capabilities.ts';
import { placeIssues } from './places.ts';

/** LinkedIn document posts (§7.4): the format and size are shared checks; the document stands alone. */
function documentIssues(name: string, draft: Draft): ValidationIssue[] {
  const documents = draft.media.filter((media) => media.type === 'document').length;
  if (documents === 0 || (documents === 1 && draft.media.length === 1)) return [];

  return [
    {
      field: 'media',
      code: 'document_alone',
      message: `${name} posts one document on its own, without other media.`,
    },
  ];
}

export function validateDemoDraft(network: DemoEmulatedNetwork, draft: Draft): ValidationIssue[] {
  // The emulated network's own name, as its real connector says it: the app names the profile beside it.
  const name = DEMO_NETWORK_NAMES[network];
  const issues = validateAgainst(name, DEMO_CAPABILITIES[network], draft);
  issues.push(...placeIssues(network, name, draft));
  if (network === 'linkedin') {
    issues.push(...documentIssues(name, draft));
    if (draft.kind === 'document' && !draft.media.some((media) => media.type === 'document'))
      issues.push({
        field: 'media',
        code: 'document_required',
        message: `A ${name} document post needs a document.`,
      });
  }
  if (network === 'youtube') {
    const title = draft.title?.trim() ?? '';
    if (!title)
      issues.push({ field: 'title', code: 'title_required', message: `${name} videos need a title.` });
    else if (textLength(title) > 100)
      issues.push({
        field: 'title',
        code: 'title_too_long',
        message: `${name} titles have at most 100 characters; this has ${textLength(title)}.`,
      });
    const video = draft.media.find((media) => media.type === 'video');
    if (draft.kind === 'short' && video?.durationSec !== undefined && video.durationSec > 180)
      issues.push({
        field: 'media.0',
        code: 'media_too_long',
        message: `${name} Shorts last at most 180 s; this lasts ${video.durationSec} s.`,
      });
  }
  if (network === 'pinterest') {
    if (typeof draft.options?.boardId !== 'string' || !draft.options.boardId)
      issues.push({
        field: 'options.boardId',
        code: 'board_required',
        message: `${name} pins need a board.`,
      });
    if (draft.title && textLength(draft.title) > 100)
      issues.push({
        field: 'title',
        code: 'title_too_long',
        message: `${name} pin titles have at most 100 characters.`,
      });
    if (draft.link && draft.link.length > 2048)
      issues.push({
        field: 'link',
        code: 'link_too_long',
        message: `${name} links have at most 2,048 characters.`,
      });
  }

  return issues;
}
