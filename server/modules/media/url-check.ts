import { Transform, type Readable } from 'node:stream';
import type { TLibraryMediaKind, TUrlAvailability } from '../../../contracts/media.ts';
import { openPublic, readAtMost, type PublicFetchLimits } from '../../lib/public-fetch.ts';
import { formatBytes, HEAD_BYTES, recognise } from './inspect.ts';

export { isPublicAddress } from '../../lib/public-fetch.ts';

export type UrlCheckOptions = PublicFetchLimits & {
  allowed: readonly TLibraryMediaKind[];
  maxBytes: Record<TLibraryMediaKind, number>;
};

/**
 * Whether an address answers with a file the library accepts: fetched through `openPublic` (public addresses
 * only), only the first bytes are read (a range is asked for), and the whole check has a time limit.
 */
export async function checkUrl(url: string, options: UrlCheckOptions): Promise<TUrlAvailability> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const result = (fields: Partial<TUrlAvailability>): TUrlAvailability => ({
    url,
    available: false,
    kind: null,
    mime_type: null,
    bytes: null,
    reason: null,
    ...fields,
  });
  const deadline = AbortSignal.timeout(timeoutMs);

  try {
    const opened = await openPublic(url, options, deadline, {
      'user-agent': 'Kestrel media check',
      accept: '*/*',
      range: `bytes=0-${HEAD_BYTES - 1}`,
    });
    if (!opened.ok)
      return result({
        reason:
          opened.reason === 'Only http and https addresses can be fetched.'
            ? 'Only http and https addresses can be checked.'
            : opened.reason,
      });
    if (opened.status < 200 || opened.status >= 300) {
      opened.response.destroy();

      return result({ reason: `The address answered ${opened.status}.` });
    }
    const { body: head } = await readAtMost(opened.response, HEAD_BYTES);
    const recognised = await recognise(head, options.allowed);
    if (!recognised.ok) return result({ reason: recognised.message, bytes: opened.length });
    const limit = options.maxBytes[recognised.kind];
    if (opened.length !== null && opened.length > limit)
      return result({
        kind: recognised.kind,
        mime_type: recognised.mimeType,
        bytes: opened.length,
        reason: `This file is ${formatBytes(opened.length)}; the limit is ${formatBytes(limit)}.`,
      });

    return result({
      available: true,
      kind: recognised.kind,
      mime_type: recognised.mimeType,
      bytes: opened.length,
    });
  } catch {
    if (deadline.aborted)
      return result({ reason: `The address did not answer within ${timeoutMs / 1000} s.` });
    return result({ reason: 'The address could not be reached.' });
  }
}

/**
 * Downloads a public address (opened as `openPublic` does) for the library: answers the open body, cut
 * after `maxBytes` (then marked `truncated`, as an upload over the limit is), or why it cannot be fetched. A
 * declared size over the limit is refused before anything is read. `signal` bounds the whole download.
 */
export async function downloadPublic(
  url: string,
  options: Pick<PublicFetchLimits, 'isAllowedAddress' | 'resolve' | 'maxRedirects'> & {
    maxBytes: number;
    signal: AbortSignal;
  },
): Promise<
  | { ok: true; body: Readable & { truncated?: boolean }; declaredBytes: number | null }
  | { ok: false; reason: string; declaredBytes?: number }
> {
  const opened = await openPublic(url, options, options.signal, {
    'user-agent': 'Kestrel media import',
    accept: '*/*',
  });
  if (!opened.ok) return opened;
  if (opened.status < 200 || opened.status >= 300) {
    opened.response.destroy();

    return { ok: false, reason: `The address answered ${opened.status}.` };
  }
  if (opened.length !== null && opened.length > options.maxBytes) {
    opened.response.destroy();

    return { ok: false, reason: 'over the limit', declaredBytes: opened.length };
  }
  const body = opened.response as Readable & { truncated?: boolean };
  let read = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      if (read > options.maxBytes) {
        (capped as Readable & { truncated?: boolean }).truncated = true;
        body.destroy();
        this.push(chunk.subarray(0, Math.max(0, chunk.length - (read - options.maxBytes))));
        this.push(null);
        done();

        return;
      }
      done(null, chunk);
    },
  });
  body.on('error', (error) => capped.destroy(error));
  body.pipe(capped);

  return { ok: true, body: capped, declaredBytes: opened.length };
}
