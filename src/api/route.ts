import type { Endpoint, HttpMethod } from '../../contracts/endpoint.ts';

/**
 * An endpoint as the browser calls it: its method and path at run time, the contract's full type (params,
 * query, body, response) for the compiler. See routes.generated.ts.
 */
export const route = <E extends Endpoint>(method: HttpMethod, path: string): E =>
  ({ method, path }) as unknown as E;
