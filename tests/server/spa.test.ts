import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../../server/http/spa.ts';

describe('serving the built web app', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-spa-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kestrel</title>');
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes next to each text asset.
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(dir, 'version.json'), '{"version":"1.0.0+abc"}\n');
    await registerSpa(app, dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the version file uncached, so the staging check sees a new build at once', async () => {
    const response = await app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ version: '1.0.0+abc' });
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({
      method: 'GET',
      url: '/settings/account',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy a browser accepts, Brotli first, and the plain file otherwise', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe("a page's route chunks", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-spa-routes-'));
  const app = Fastify();
  const page = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  beforeAll(async () => {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><head><title>Kestrel</title></head><body></body>',
    );
    // What the build writes: for each routed path, the chunks beyond the entry's that its screen needs.
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify([
        {
          path: '/home',
          files: ['/assets/AppLayout-1.js', '/assets/Analytics-2.js'],
          data: ['/api/v1/user/social-profiles', '/api/v1/user/social-profiles/groups'],
        },
        { path: '/content/campaigns/:albumId', files: ['/assets/Campaign-3.js'] },
        { path: '/content/campaigns/comparative-table', files: ['/assets/Comparison-4.js'] },
        { path: '/', files: [] },
      ]),
    );
    await registerSpa(app, dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("lists the route's chunks as module preloads in the page's head", async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloads(response.body)).toEqual(['/assets/AppLayout-1.js', '/assets/Analytics-2.js']);
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("preloads the API reads the build lists for the path, with credentials, as the app's fetches ask", async () => {
    const fetches = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    const home = (await page('/home')).body;
    expect(fetches(home)).toEqual(['/api/v1/user/social-profiles', '/api/v1/user/social-profiles/groups']);
    expect(home.lastIndexOf('as="fetch"')).toBeLessThan(home.indexOf('</head>'));
    expect(fetches((await page('/content/campaigns/42')).body)).toEqual([]);
  });

  it('matches paths as the router does: parameters, and the most specific route first', async () => {
    expect(preloads((await page('/content/campaigns/42?tab=posts')).body)).toEqual(['/assets/Campaign-3.js']);
    expect(preloads((await page('/content/campaigns/comparative-table')).body)).toEqual([
      '/assets/Comparison-4.js',
    ]);
  });

  it('sends the page as it is where the build lists nothing', async () => {
    for (const url of ['/', '/nowhere']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual([]);
    }
  });

  it('compresses the page for browsers that accept it, Brotli first', async () => {
    const brotli = await page('/home', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(preloads(brotliDecompressSync(brotli.rawPayload).toString())).toHaveLength(2);
    const gzip = await page('/home', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(preloads(gunzipSync(gzip.rawPayload).toString())).toHaveLength(2);
  });
});
