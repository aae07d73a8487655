/**
 * Validation for demo drafts: the shared checks of the emulated network's capabilities, plus the few rules a
 * capability table cannot say (LinkedIn documents, YouTube titles and Shorts, Pinterest boards).
 */
import { textLength, validateAgainst } from '../core/validate.ts';
import type { Draft, ValidationIssue } from '../core/types.ts';
import { networkName } from './accounts.ts';
import { DEMO_CAPABILITIES, type DemoEmulatedNetwork } from './capabilities.ts';

const MB = 1024 * 1024;
const DOCUMENT_FORMATS = [
  'pdf',
  'vnd.ms-powerpoint',
  'vnd.openxmlformats-officedocument.presentationml.presentation',
  'msword',
  'vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** LinkedIn document posts (§7.4): one PDF/PPT/DOC up to 100 MB, alone in its post. */
function documentIssues(name: string, draft: Draft): ValidationIssue[] {
  const documents = draft.media.filter((media) => media.type === 'document');
  if (documents.length === 0) return [];
  const issues: ValidationIssue[] = [];
  if (documents.length > 1 || documents.length !== draft.media.length)
    issues.push({
      field: 'media',
      code: 'document_alone',
      message: `${name} posts one document on its own, without other media.`,
    });
  documents.forEach((document) => {
    const field = `media.${draft.media.indexOf(document)}`;
    const format = document.mimeType.split('/')[1] ?? document.mimeType;
    if (!DOCUMENT_FORMATS.includes(format))
      issues.push({
        field,
        code: 'media_format',
        message: `${name} accepts PDF, PowerPoint and Word documents.`,
      });
    if (document.bytes > 100 * MB)
      issues.push({ field, code: 'media_too_large', message: `${name} accepts documents up to 100 MB.` });
  });

  return issues;
}

export function validateDemoDraft(network: DemoEmulatedNetwork, draft: Draft): ValidationIssue[] {
  const name = networkName(network);
  // The shared checks know images and videos only; LinkedIn documents are checked here instead.
  const withoutDocuments =
    network === 'linkedin'
      ? { ...draft, media: draft.media.filter((media) => media.type !== 'document') }
      : draft;
  const issues = validateAgainst(name, DEMO_CAPABILITIES[network], withoutDocuments);
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
