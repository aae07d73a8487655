import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { API_PREFIX, type Endpoint, type ResponseOf, type TApiError } from '@contracts/endpoint.ts';

type Info = Parameters<HttpResponseResolver>[0];

/** MSW's path syntax for a contract path: `/user/sessions/{id}` → `/api/v1/user/sessions/:id`. */
export function mswPath(endpoint: Endpoint): string {
  return `${API_PREFIX}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export class MockApiError extends Error {
  readonly status: number;
  readonly body: TApiError;

  constructor(status: number, body: TApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/**
 * A mock of one contract endpoint. What the resolver returns is parsed by the contract's response schema,
 * so a mock can never answer something the real server could not; throw `MockApiError` for error answers.
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  resolve: (info: Info) => ResponseOf<E> | Promise<ResponseOf<E>>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

  return http[method](mswPath(endpoint), async (info) => {
    try {
      const result = await resolve(info);
      if (!endpoint.response.schema) return new HttpResponse(null, { status: endpoint.response.status });

      return HttpResponse.json(endpoint.response.schema.parse(result) as DefaultBodyType, {
        status: endpoint.response.status,
      });
    } catch (error) {
      if (error instanceof MockApiError) return HttpResponse.json(error.body, { status: error.status });
      throw error;
    }
  });
}

export const unauthenticated = () =>
  new MockApiError(401, { message: 'Sign in to continue.', code: 'unauthenticated' });
