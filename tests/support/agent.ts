import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = {
  headers?: Record<string, string>;
  csrf?: boolean | string;
  rawBody?: string;
  form?: FormData;
};

export type JsonResponse<T = any> = LightMyRequestResponse & { data: T };

/**
 * One browser, as far as the API can tell: a cookie jar, and the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on
 * every write (as the web client does). `csrf: false` leaves the header out; a string sends that value.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  get = <T = any>(url: string, options?: Options) => this.request<T>('GET', url, undefined, options);
  post = <T = any>(url: string, body?: unknown, options?: Options) =>
    this.request<T>('POST', url, body, options);
  put = <T = any>(url: string, body?: unknown, options?: Options) =>
    this.request<T>('PUT', url, body, options);
  patch = <T = any>(url: string, body?: unknown, options?: Options) =>
    this.request<T>('PATCH', url, body, options);
  delete = <T = any>(url: string, body?: unknown, options?: Options) =>
    this.request<T>('DELETE', url, body, options);

  async request<T>(
    method: Method,
    url: string,
    body?: unknown,
    options: Options = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && options.csrf !== false) {
      const token = typeof options.csrf === 'string' ? options.csrf : this.cookies.get('XSRF-TOKEN');
      if (token) headers['x-xsrf-token'] = token;
    }
    let payload: string | FormData | undefined;
    if (options.form) {
      payload = options.form;
    } else if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let data: unknown;
    try {
      data = response.body ? JSON.parse(response.body) : null;
    } catch {
      data = null;
    }

    return Object.assign(response, { data: data as T });
  }

  /** A multipart upload: `file` as the part named "file" (with its name), then the other fields. */
  upload = <T = any>(
    url: string,
    file: { name: string; bytes: Uint8Array; type?: string },
    fields: Record<string, string> = {},
    options?: Options,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'file',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );

    return this.request<T>('POST', url, undefined, { ...options, form });
  };

  /** Makes a first GET so the jar holds a CSRF token, as a browser has after loading the page. */
  async prime(): Promise<this> {
    await this.get('/api/v1/user');

    return this;
  }
}
