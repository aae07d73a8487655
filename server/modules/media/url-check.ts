import type { TLibraryMediaKind, TUrlAvailability } from '../../../contracts/media.ts';
import { fetchPublic, type PublicFetchLimits } from '../../lib/public-fetch.ts';
import { formatBytes, HEAD_BYTES, recognise } from './inspect.ts';

export { isPublicAddress } from '../../lib/public-fetch.ts';

export type UrlCheckOptions = PublicFetchLimits & {
  allowed: readonly TLibraryMediaKind[];
  maxBytes: Record<TLibraryMediaKind, number>;
};

/**
 * Whether an address answers with a file the library accepts: only its first bytes are read (a range is
 * asked for) to recognise the content, through `fetchPublic`.
 */
export async function checkUrl(url: string, options: UrlCheckOptions): Promise<TUrlAvailability> {
  const result = (fields: Partial<TUrlAvailability>): TUrlAvailability => ({
    url,
    available: false,
    kind: null,
    mime_type: null,
    bytes: null,
    reason: null,
    ...fields,
  });
  const fetched = await fetchPublic(url, {
    ...options,
    maxBytes: HEAD_BYTES,
    headers: { 'user-agent': 'Kestrel media check', accept: '*/*', range: `bytes=0-${HEAD_BYTES - 1}` },
  });
  if (!fetched.ok)
    return result({
      reason:
        fetched.reason === 'Only http and https addresses can be fetched.'
          ? 'Only http and https addresses can be checked.'
          : fetched.reason,
    });
  const { answer } = fetched;
  const status = answer.status === 206 ? 200 : answer.status;
  if (status < 200 || status >= 300) return result({ reason: `The address answered ${status}.` });
  const range = /\/(\d+)$/.exec(answer.headers['content-range'] ?? '');
  const declared = Number(answer.headers['content-length']);
  const length = range
    ? Number(range[1])
    : answer.status === 200 && Number.isFinite(declared)
      ? declared
      : null;
  const recognised = await recognise(answer.body, options.allowed);
  if (!recognised.ok) return result({ reason: recognised.message, bytes: length });
  const limit = options.maxBytes[recognised.kind];
  if (length !== null && length > limit)
    return result({
      kind: recognised.kind,
      mime_type: recognised.mimeType,
      bytes: length,
      reason: `This file is ${formatBytes(length)}; the limit is ${formatBytes(limit)}.`,
    });

  return result({ available: true, kind: recognised.kind, mime_type: recognised.mimeType, bytes: length });
}
