/**
 * Reading a draft's media bytes for networks that upload the file itself (X, LinkedIn, Pinterest video, YouTube)
 * rather than a URL. Production passes `ConnectorDeps.readMedia`, backed by the media store; without it, a GET
 * through the injected client, which only works with a transport that hands back bytes.
 */
import { ConnectorFailure, type HttpClient } from './http.ts';
import type { ConnectorDeps, ConnectorError } from './types.ts';

/** Bytes of a media file: all of it, or `[start, end)` when a range is given. */
export type MediaReader = NonNullable<ConnectorDeps['readMedia']>;

/** A GET (ranged when asked) through the injected client; a body that is not bytes fails with `failure`. */
export function httpMediaReader(http: HttpClient, failure: ConnectorError): MediaReader {
  return async (media, range) => {
    const response = await http({
      method: 'GET',
      url: media.url,
      ...(range ? { headers: { Range: `bytes=${range.start}-${range.end - 1}` } } : {}),
    });
    const body: unknown = response.body;
    if (response.status >= 200 && response.status < 300) {
      if (body instanceof Uint8Array) return body;
      if (body instanceof ArrayBuffer) return new Uint8Array(body);
    }
    throw new ConnectorFailure(failure);
  };
}

/** The injected reader, else `httpMediaReader` failing as a transient error naming the network. */
export function mediaReaderOf(deps: ConnectorDeps, network: string, failure?: ConnectorError): MediaReader {
  return (
    deps.readMedia ??
    httpMediaReader(
      deps.http,
      failure ?? {
        kind: 'transient',
        providerCode: 'media_unreadable',
        userMessage: `We could not read the file to upload to ${network}; we will try again later.`,
      },
    )
  );
}
