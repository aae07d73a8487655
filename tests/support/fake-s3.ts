import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3 = {
  endpoint: string;
  /** Objects by "bucket/key", as received. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: { method: string; url: string; authorization: string | undefined }[];
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);

  return Buffer.concat(chunks);
};

/** An S3-compatible server in the test process (path-style PUT, GET, DELETE; NoSuchKey as S3 words it). */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const url = decodeURIComponent((request.url ?? '').split('?')[0]!).slice(1);
    requests.push({ method: request.method!, url, authorization: request.headers.authorization });
    if (request.method === 'PUT') {
      objects.set(url, { body: await readBody(request), contentType: request.headers['content-type'] });
      response.writeHead(200, { ETag: '"etag"' }).end();
    } else if (request.method === 'GET') {
      const found = objects.get(url);
      if (!found) {
        response
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
        return;
      }
      response
        .writeHead(200, { 'Content-Type': found.contentType ?? '', 'Content-Length': found.body.length })
        .end(found.body);
    } else if (request.method === 'DELETE') {
      objects.delete(url);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
