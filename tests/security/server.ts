import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The real server, listening on a loopback port the OS picks, reached over a real socket as an outsider would:
 * no `inject`, no test-only dependencies (outbound fetches keep the server's own public-address check).
 */
export type LiveServer = TestApp & { origin: string; close(): Promise<void> };

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  // PUBLIC_URL names the address the server really listens on once we know the port; the listen comes first.
  const t = await createTestApp({ LOG_LEVEL: 'silent', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  return { ...t, origin: `http://127.0.0.1:${port}` };
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request with the request line exactly as given (`path` may be percent-encoded or an absolute URL), so
 * nothing between the test and the server normalises it.
 */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);

  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        method,
        path,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}) },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A browser's cookie jar against the live server, echoing XSRF-TOKEN like the web client. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<RawAnswer & { json: any }> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && options.csrf !== false && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const answer = await rawRequest(this.origin, method, path, headers, body);
    this.keep(answer.headers['set-cookie']);
    let json: unknown;
    try {
      json = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      json = null;
    }

    return { ...answer, json };
  }

  keep(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A first visit: the guest and XSRF cookies. */
  async prime(): Promise<this> {
    await this.request('GET', '/healthz');

    return this;
  }
}

export const PASSWORD = 'violet-kestrel-hovers-42';
let counter = 0;
export const uniqueEmail = (prefix = 'outsider') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** A signed-up, verified, set-up user in its own browser. */
export async function signedUpUser(server: LiveServer): Promise<{ browser: Browser; email: string }> {
  const browser = await new Browser(server.origin).prime();
  const email = uniqueEmail();
  const registered = await browser.request('POST', '/api/v1/register', {
    body: { email, password: PASSWORD, time_zone: 'Europe/Paris' },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.body}`);
  await server.settle();
  const link = new URL(server.mail.last(email).links!.verify!);
  const verified = await browser.request(
    'POST',
    `/api/v1/email/validate/user/${link.searchParams.get('user')}`,
    {
      body: {
        token: link.searchParams.get('token'),
        expires: Number(link.searchParams.get('expires')),
        signature: link.searchParams.get('signature'),
      },
    },
  );
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.body}`);
  await browser.request('POST', '/api/v1/user/signup-next-step', {
    body: {
      step: 'user_infos',
      first_name: 'Eve',
      last_name: 'Outsider',
      job_role: 'social_media_manager',
      platform_language: 'en',
    },
  });
  await browser.request('POST', '/api/v1/user/signup-next-step', {
    body: { step: 'account_setup', account_name: 'Outside', team_size: '2-10', time_zone: 'Europe/London' },
  });

  return { browser, email };
}

type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>> };

export type WriteRoute = { method: string; path: string; operation: Record<string, any> };

/** Every write route the server documents, read from its own OpenAPI document. */
export async function writeRoutes(origin: string): Promise<WriteRoute[]> {
  const document = (await (await fetch(`${origin}/api/docs/json`)).json()) as OpenApi;
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations))
      if (['post', 'put', 'patch', 'delete'].includes(method))
        routes.push({ method: method.toUpperCase(), path, operation: operation as Record<string, any> });

  return routes;
}

/** A concrete path for a templated one: every `{param}` filled with a well-formed id nobody owns. */
export const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
