import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aspectBox,
  describeVideo,
  formatBytes,
  recognise,
  sizeRefusal,
} from '../../server/modules/media/inspect.ts';
import { checkUrl, isPublicAddress } from '../../server/modules/media/url-check.ts';
import { pdf, picture, video } from '../support/media.ts';

const MB = 1024 * 1024;

describe('recognising files', () => {
  it('reads the type from the content and says what is accepted otherwise', async () => {
    expect(await recognise(await picture('webp', 8, 8), ['image', 'video'])).toMatchObject({
      ok: true,
      kind: 'image',
      mimeType: 'image/webp',
    });
    expect(await recognise(video(), ['image', 'video'])).toMatchObject({
      ok: true,
      kind: 'video',
      mimeType: 'video/mp4',
    });
    expect(await recognise(pdf(), ['image', 'video'])).toEqual({
      ok: false,
      message: 'A document is not accepted here: use JPEG, PNG, WebP or GIF pictures, or MP4 or MOV videos.',
    });
  });

  it('names sizes in megabytes or kilobytes', () => {
    expect(sizeRefusal('video', 812 * MB, 500 * MB)).toBe('This video is 812 MB; the limit is 500 MB.');
    expect(sizeRefusal('image', 4.46 * MB, 4 * MB)).toBe('This picture is 4.5 MB; the limit is 4 MB.');
    expect(formatBytes(2048)).toBe('2 KB');
  });

  it("reads an MP4 header's frame size and duration", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kestrel-video-')), 'clip');
    writeFileSync(file, video(1080, 1920, 12));
    expect(await describeVideo(file)).toEqual({ width: 1080, height: 1920, durationSec: 12 });
    writeFileSync(file, Buffer.concat([video().subarray(0, 40)]));
    expect(await describeVideo(file)).toEqual({ width: null, height: null, durationSec: null });
  });

  it('centres the largest box of each network aspect ratio', () => {
    expect(aspectBox(1200, 800, '1:1')).toEqual({ left: 200, top: 0, width: 800, height: 800 });
    expect(aspectBox(1200, 800, '4:5')).toEqual({ left: 280, top: 0, width: 640, height: 800 });
    expect(aspectBox(1200, 800, '1.91:1')).toEqual({ left: 0, top: 86, width: 1200, height: 628 });
    expect(aspectBox(1200, 800, '9:16')).toEqual({ left: 375, top: 0, width: 450, height: 800 });
  });
});

describe('checking an address for a media', () => {
  let server: Server;
  let base: string;
  let png: Buffer;
  const loopback = (address: string) => address === '127.0.0.1';

  beforeAll(async () => {
    png = await picture('png', 64, 64);
    server = createServer((request, response) => {
      if (request.url === '/picture.png') response.writeHead(200, { 'Content-Length': png.length }).end(png);
      else if (request.url === '/big.pdf')
        // A server that honours the range asked for: the first bytes, and the whole size in Content-Range.
        response.writeHead(206, { 'Content-Range': `bytes 0-${pdf().length - 1}/${300 * MB}` }).end(pdf());
      else if (request.url === '/text') response.writeHead(200).end('hello '.repeat(100));
      else if (request.url === '/to-private')
        response.writeHead(302, { Location: 'http://10.0.0.7/picture.png' }).end();
      else if (request.url === '/to-picture') response.writeHead(301, { Location: '/picture.png' }).end();
      else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end(png), 2000);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = {
    allowed: ['image', 'video', 'document'] as const,
    maxBytes: { image: 10 * MB, video: 500 * MB, document: 100 * MB },
    isAllowedAddress: loopback,
  };

  it('recognises the picture an address answers with, following a redirect', async () => {
    for (const url of [`${base}/picture.png`, `${base}/to-picture`])
      expect(await checkUrl(url, options)).toMatchObject({
        available: true,
        kind: 'image',
        mime_type: 'image/png',
        bytes: png.length,
        reason: null,
      });
  });

  it('says why an address is not available', async () => {
    expect((await checkUrl(`${base}/text`, options)).reason).toMatch(
      /^This file is not a picture, video or document we can read: use /,
    );
    expect((await checkUrl(`${base}/big.pdf`, options)).reason).toBe(
      'This file is 300 MB; the limit is 100 MB.',
    );
    expect((await checkUrl(`${base}/missing`, options)).reason).toBe('The address answered 404.');
    expect((await checkUrl(`${base}/to-private`, options)).reason).toBe(
      'This address points to a private network, which is not fetched.',
    );
    expect((await checkUrl(`${base}/slow`, { ...options, timeoutMs: 300 })).reason).toBe(
      'The address did not answer within 0.3 s.',
    );
  });

  it('by default reaches public addresses only, also when a name resolves to a private one', async () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isPublicAddress(address), address).toBe(true);
    const resolved = await checkUrl('http://pictures.example.test/a.png', {
      ...options,
      isAllowedAddress: undefined,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(resolved.reason).toBe('This address points to a private network, which is not fetched.');
  });
});
