import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/lib/public-fetch.ts';
import { pdf } from '../support/media.ts';
import { signedUpUser, startLiveServer, type Browser, type LiveServer } from './server.ts';

let server: LiveServer;
let browser: Browser;
/** A listener on loopback standing for the cloud metadata service or an internal admin page. */
let internal: http.Server;
const hits: string[] = [];
let port: number;
/** A second one, public-looking only in that it redirects to the first. */
beforeAll(async () => {
  internal = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
  server = await startLiveServer();
  ({ browser } = await signedUpUser(server));
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => internal.close(resolve));
});

/** The loopback listener written every way an address filter has been fooled. */
const disguisedLoopback = () => [
  `http://127.0.0.1:${port}/a.png`,
  `http://2130706433:${port}/decimal.png`,
  `http://0177.0.0.1:${port}/octal.png`,
  `http://0x7f.0.0.1:${port}/hex.png`,
  `http://0x7f000001:${port}/hex-whole.png`,
  `http://127.1:${port}/short.png`,
  `http://[::ffff:127.0.0.1]:${port}/mapped.png`,
  `http://[::127.0.0.1]:${port}/compatible.png`,
  `http://[::1]:${port}/v6-loopback.png`,
  `http://localhost:${port}/name.png`,
  `http://169.254.169.254/latest/meta-data/`,
  `http://[fe80::1]:${port}/link-local.png`,
  `http://0.0.0.0:${port}/any.png`,
];

describe('server-side request forgery, on every route that takes an address', () => {
  it('refuses ::/96 (IPv4-compatible) and the IPv4-mapped forms as not public', () => {
    for (const address of ['::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::ffff:7f00:1', '::', '::1'])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('93.184.215.14')).toBe(true);
  });

  it('never reaches the loopback listener, however the address is written', async () => {
    const profileId = '00000000-0000-4000-8000-000000000000';
    for (const url of disguisedLoopback()) {
      const answers = [
        await browser.request('GET', `/api/v1/url-available?url=${encodeURIComponent(url)}`),
        await browser.request('GET', `/api/v1/scrape-url?url=${encodeURIComponent(url)}`),
        await browser.request('POST', '/api/v1/scheduler-posts/import', {
          body: {
            csv: `profile,date,text,media_urls\n${profileId},2030-01-01 10:00,hi,${url}\n`,
            mode: 'dry_run',
          },
        }),
        await browser.request('POST', '/api/v1/scheduler-posts/import', {
          body: {
            csv: `profile,date,text,media_urls\n${profileId},2030-01-01 10:00,hi,${url}\n`,
            mode: 'commit',
          },
        }),
      ];
      for (const answer of answers) expect(answer.status, `${url}: ${answer.body}`).toBeLessThan(500);
    }
    expect(hits).toEqual([]);
  });

  it('reads a post’s media for X, LinkedIn, YouTube and Pinterest only through the public-address check', async () => {
    // What the connectors call to read a file they upload themselves (the publish worker, at publish time).
    const read = server.app.services.media.readForPublishing;
    for (const url of disguisedLoopback()) await expect(read(url), url).rejects.toThrow();
    expect(hits).toEqual([]);
  });
});

describe('per-user limits of the routes that fetch other sites', () => {
  it('answers 429 once a user has checked too many addresses in a minute', async () => {
    const { browser: busy } = await signedUpUser(server);
    const statuses: number[] = [];
    for (let call = 0; call < 61; call++)
      statuses.push(
        (
          await busy.request(
            'GET',
            `/api/v1/url-available?url=${encodeURIComponent('http://10.0.0.1/x.png')}`,
          )
        ).status,
      );
    // Each answer says the address is private (a 200 or 422 naming it), until the limit.
    expect(statuses.slice(0, 60).filter((status) => status === 429 || status >= 500)).toEqual([]);
    expect(statuses[60]).toBe(429);
    const scrapes: number[] = [];
    for (let call = 0; call < 61; call++)
      scrapes.push(
        (await busy.request('GET', `/api/v1/scrape-url?url=${encodeURIComponent('http://10.0.0.1/')}`))
          .status,
      );
    expect(scrapes[60]).toBe(429);
    // Another user is not held up.
    const other = await browser.request(
      'GET',
      `/api/v1/url-available?url=${encodeURIComponent('http://10.0.0.1/x.png')}`,
    );
    expect(other.status).not.toBe(429);
  });
});

describe('documents from the library', () => {
  it('serves a PDF as a download, in a sandbox, never as a page of the app', async () => {
    const boundary = 'kestrel-boundary';
    const file = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="script.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await browser.request('POST', '/api/v1/upload/media', {
      raw: file.toString('latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.status).toBe(201);
    const answer = await browser.request('GET', String(upload.json.url));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['content-security-policy']).toMatch(/sandbox/);
  });
});
