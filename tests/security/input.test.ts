import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD, signedUpUser, startLiveServer, type LiveServer } from './server.ts';

type Schema = Record<string, any>;
type Operation = { requestBody?: any; parameters?: { in: string; name: string; schema?: Schema }[] };

let server: LiveServer;
let browser: Browser;
let email: string;
let document: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
beforeAll(async () => {
  server = await startLiveServer();
  ({ browser, email } = await signedUpUser(server));
  document = (await (await fetch(`${server.origin}/api/docs/json`)).json()) as typeof document;
});
afterAll(() => server.close());

const NOBODY = '00000000-0000-4000-8000-000000000000';
const resolve = (schema: Schema | undefined): Schema => {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components?.schemas?.[String(schema.$ref).split('/').at(-1)!]);

  return schema;
};

/**
 * A value of the schema's shape where every leaf is the attack: `string` for strings, `number` for numbers.
 * Enums and constants keep a valid value, so the attack reaches the fields behind a discriminator.
 */
function fill(raw: Schema | undefined, attack: { string: string; number: number }, depth = 0): unknown {
  const schema = resolve(raw);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return fill(variants.find((v: Schema) => resolve(v).type !== 'null') ?? variants[0], attack, depth + 1);
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part: Schema) => fill(part, attack, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          fill(value as Schema, attack, depth + 1),
        ]),
      );
    case 'array':
      return [fill(schema.items, attack, depth + 1)];
    case 'integer':
    case 'number':
      return attack.number;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? NOBODY : attack.string;
    default:
      return attack.string;
  }
}

const jsonBody = (operation: Operation): Schema | undefined =>
  operation.requestBody?.content?.['application/json']?.schema;

/** Every documented operation with the attack in its path, query and JSON body. */
function attacks(attack: { string: string; number: number }) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  for (const [template, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const path = template.replace(/\{[^}]+\}/g, NOBODY);
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query') {
          const value = fill(parameter.schema, attack);
          query.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
        }
      const body = jsonBody(operation);
      requests.push({
        method: method.toUpperCase(),
        path: query.size > 0 ? `${path}?${query}` : path,
        ...(body ? { body: fill(body, attack) } : {}),
      });
    }

  return requests;
}

async function serverErrors(requests: { method: string; path: string; body?: unknown; raw?: string }[]) {
  const failures: string[] = [];
  const send = (request: (typeof requests)[number]) =>
    browser.request(request.method, request.path, {
      ...(request.raw !== undefined
        ? { raw: request.raw }
        : request.body !== undefined
          ? { body: request.body }
          : {}),
    });
  for (const request of requests) {
    let answer = await send(request);
    // A route before this one ended the session (sign-out, other sessions): sign in again and send it again,
    // so that every route meets the attack as a signed-in user.
    if (answer.status === 401) {
      browser = await new Browser(server.origin).prime();
      const signedIn = await browser.request('POST', '/api/v1/login', {
        body: { email, password: PASSWORD },
      });
      if (signedIn.status !== 200) throw new Error(`sign-in again: ${signedIn.status} ${signedIn.body}`);
      answer = await send(request);
    }
    if (answer.status >= 500)
      failures.push(`${request.method} ${request.path.slice(0, 80)} → ${answer.status}`);
  }

  return failures;
}

describe('hostile input on every route (4xx, never 5xx)', () => {
  it('reads the routes from the OpenAPI document', () => {
    expect(attacks({ string: 'x', number: 1 }).length).toBeGreaterThan(100);
  });

  it('refuses a NUL character in any string with 422', async () => {
    expect(await serverErrors(attacks({ string: 'a\u0000b', number: 1 }))).toEqual([]);
    const group = await browser.request('POST', '/api/v1/user/groups', { body: { name: 'Team\u0000A' } });
    expect(group.status).toBe(422);
  });

  it('refuses numbers beyond the safe range (1e300), in bodies, queries and cursors', async () => {
    expect(await serverErrors(attacks({ string: '1e300', number: 1e300 }))).toEqual([]);
    const cursor = Buffer.from(JSON.stringify({ offset: 1e300 })).toString('base64url');
    const page = await browser.request('GET', `/api/v1/social-profiles/medias?cursor=${cursor}`);
    expect(page.status).toBeLessThan(500);
  });

  it('answers huge strings, and deep or wide JSON, with a 4xx', async () => {
    expect(await serverErrors(attacks({ string: 'x'.repeat(200_000), number: -1 }))).toEqual([]);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])));
    const writes = attacks({ string: 'x', number: 1 }).filter((request) => request.method !== 'GET');
    expect(await serverErrors(writes.map((request) => ({ ...request, raw: deep })))).toEqual([]);
    expect(await serverErrors(writes.map((request) => ({ ...request, raw: wide })))).toEqual([]);
  });
});
