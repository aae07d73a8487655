import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abortReads,
  api,
  ApiError,
  buildApiUrl,
  DEFAULT_ERROR_MESSAGE,
  serializeQuery,
} from '@/api/client.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let respond: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  respond = () => Response.json({ ok: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);

      return respond(call);
    }),
  );
  document.cookie = 'XSRF-TOKEN=token-from-cookie; path=/';
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (call: Call) => new Headers(call.init.headers);

describe('query serialisation (spec §7)', () => {
  it('serialises arrays with indices', () => {
    expect(serializeQuery({ ids: [1, 2] })).toBe('ids[0]=1&ids[1]=2');
    expect(serializeQuery({ filter: { network: ['x', 'threads'] }, q: 'a b&c' })).toBe(
      'filter[network][0]=x&filter[network][1]=threads&q=a%20b%26c',
    );
    expect(serializeQuery({ empty: null, gone: undefined, zero: 0 })).toBe('zero=0');
  });

  it("merges the path's own query with the given one, the given one winning", () => {
    expect(buildApiUrl('/v1/medias?page=2&sort=date', { sort: 'likes', ids: ['a'] })).toBe(
      '/api/v1/medias?page=2&sort=likes&ids[0]=a',
    );
    expect(buildApiUrl('/v1/user')).toBe('/api/v1/user');
  });
});

describe('api requests', () => {
  it('GETs JSON with credentials, and sends no CSRF header on reads', async () => {
    await expect(api.get('/v1/user', { ids: [1, 2] })).resolves.toEqual({ ok: true });
    const [call] = calls;
    expect(call!.url).toBe('/api/v1/user?ids[0]=1&ids[1]=2');
    expect(call!.init.method).toBe('GET');
    expect(call!.init.credentials).toBe('include');
    expect(headersOf(call!).get('Accept')).toBe('application/json');
    expect(headersOf(call!).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s sends JSON with the token read from the cookie',
    async (method) => {
      await api[method]('/v1/thing', { a: 1 });
      const [call] = calls;
      expect(call!.init.method).toBe(method.toUpperCase());
      expect(call!.init.body).toBe('{"a":1}');
      expect(headersOf(call!).get('Content-Type')).toBe('application/json');
      expect(headersOf(call!).get('X-XSRF-TOKEN')).toBe('token-from-cookie');
      expect(call!.init.credentials).toBe('include');
    },
  );

  it('reads the token fresh on every write (it rotates at sign-in)', async () => {
    await api.post('/v1/login', {});
    document.cookie = 'XSRF-TOKEN=rotated; path=/';
    await api.post('/v1/logout');
    expect(calls.map((call) => headersOf(call).get('X-XSRF-TOKEN'))).toEqual([
      'token-from-cookie',
      'rotated',
    ]);
  });

  it('sends a FormData as multipart, letting the browser set the boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.post('/v1/upload/media', form);
    const [call] = calls;
    expect(call!.init.body).toBe(form);
    expect(headersOf(call!).has('Content-Type')).toBe(false);
    expect(headersOf(call!).get('X-XSRF-TOKEN')).toBe('token-from-cookie');
  });

  it('DELETE without a body sends none', async () => {
    await api.delete('/v1/user/sessions');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(headersOf(calls[0]!).has('Content-Type')).toBe(false);
  });
});

describe('responses (spec §8)', () => {
  it('throws an ApiError with the status, the body message and its errors', async () => {
    respond = () =>
      Response.json(
        {
          message: 'Enter a valid e-mail.',
          code: 'validation_failed',
          errors: { email: ['Enter a valid e-mail.'] },
        },
        { status: 422 },
      );
    const error = await api.post('/v1/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Enter a valid e-mail.',
      code: 'validation_failed',
      errors: { email: ['Enter a valid e-mail.'] },
    });
  });

  it('falls back to the body text, then to the default message', async () => {
    respond = () => new Response('Bad gateway from the proxy', { status: 502 });
    await expect(api.get('/v1/user')).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway from the proxy',
    });
    respond = () => new Response('', { status: 500 });
    await expect(api.get('/v1/user')).rejects.toMatchObject({ status: 500, message: DEFAULT_ERROR_MESSAGE });
    // A JSON body without a message is still "the body text" (spec §8 reads message, else text, else default).
    respond = () => Response.json({ code: 'internal' }, { status: 500 });
    await expect(api.get('/v1/user')).rejects.toMatchObject({
      message: '{"code":"internal"}',
      code: 'internal',
    });
  });

  it('carries Retry-After on a 429', async () => {
    respond = () =>
      Response.json(
        { message: 'Too many attempts.', code: 'rate_limited' },
        { status: 429, headers: { 'Retry-After': '90' } },
      );
    await expect(api.post('/v1/login', {})).rejects.toMatchObject({ status: 429, retryAfter: 90 });
  });

  it('resolves an aborted request to null', async () => {
    respond = ({ init }) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const controller = new AbortController();
    const pending = api.get('/v1/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toBeNull();
  });

  it('reads images as blobs', async () => {
    respond = () =>
      new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
    const blob = await api.get('/v1/thumbnails');
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).size).toBe(4);
  });

  it('resolves an unparsable body and a 204 to null', async () => {
    respond = () => new Response('not json', { headers: { 'Content-Type': 'application/json' } });
    await expect(api.get('/v1/user')).resolves.toBeNull();
    respond = () => new Response(null, { status: 204 });
    await expect(api.post('/v1/logout')).resolves.toBeNull();
  });
});

describe('reads under way at sign-out', () => {
  it('calls off every read in flight (they resolve to null), and leaves writes alone', async () => {
    const pending = (call: Call) =>
      new Promise<Response>((resolve, reject) => {
        call.init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
        setTimeout(() => resolve(Response.json({ late: true })), 50);
      });
    respond = pending;
    const reads = [api.get('/v1/user'), api.get('/v1/social-profiles')];
    const write = api.post('/v1/logout');
    abortReads();
    await expect(Promise.all(reads)).resolves.toEqual([null, null]);
    await expect(write).resolves.toEqual({ late: true });
    // A read started afterwards is not affected by the earlier call.
    respond = () => Response.json({ ok: true });
    await expect(api.get('/v1/user')).resolves.toEqual({ ok: true });
  });

  it("still honours the caller's own signal", async () => {
    respond = (call) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    const controller = new AbortController();
    const read = api.get('/v1/user', undefined, { signal: controller.signal });
    controller.abort();
    await expect(read).resolves.toBeNull();
  });
});
