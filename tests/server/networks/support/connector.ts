/** Assertions every connector test uses: the failure a call throws, and how a recorded response is classified. */
import { expect } from 'vitest';
import { ConnectorFailure } from '../../../../server/networks/core/http.ts';
import type { Connector, ConnectorError } from '../../../../server/networks/core/types.ts';
import type { Exchange } from './replay.ts';

/** The `ConnectorError` a call fails with (the test fails when it succeeds or throws something else). */
export async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorFailure);

  return (error as ConnectorFailure).error;
}

/** `connector.classify` of a fixture's response (header names lower-cased, as the transport gives them). */
export function classifyExchange(connector: Pick<Connector, 'classify'>, exchange: Exchange) {
  const { request, response } = exchange;
  const headers = Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );

  return connector.classify(
    { status: response.status, headers, body: response.body ?? '' },
    { method: request.method, url: request.url },
  );
}
