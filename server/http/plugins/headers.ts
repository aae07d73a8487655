import { constants as zlibConstants } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { platformOrigins, type Config } from '../../config.ts';

type HeadersOptions = { config: Pick<Config, 'platform' | 'secureCookies'> };

/**
 * The headers helmet sends for these options. None depends on the request, so they are worked out once and set
 * on every answer as they are, instead of building helmet's middleware again for each request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = 'helmet did not finish';
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));

  return headers;
}

/**
 * What every answer carries: its request id, `no-store` on the API, the security headers (helmet: CSP,
 * HSTS behind https, frame and referrer policies; Permissions-Policy), and compression for clients that accept
 * it.
 */
export const responseHeaders = fp<HeadersOptions>(
  async (app: FastifyInstance, { config }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      if (
        request.url.startsWith('/api/') &&
        !request.url.startsWith('/api/docs') &&
        !reply.hasHeader('Cache-Control')
      )
        reply.header('Cache-Control', 'no-store');

      return payload;
    });

    // Configured platform services (flags, logs, consent manager, design editor) add exactly their origins.
    const origins = platformOrigins(config.platform);
    const security = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...origins.script],
            // styled-components injects its rules at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...origins.connect],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: config.secureCookies ? [] : null,
          },
        },
        strictTransportSecurity: config.secureCookies
          ? { maxAge: 31_536_000, includeSubDomains: true }
          : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
        frameguard: { action: 'deny' },
      }),
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    };
    // Set as the request arrives, so a 404 or an error answer carries them too.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(security);
      done();
    });
    // API answers (JSON, CSV) go compressed to clients that accept it; the web app's files are compressed at
    // build.
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      customTypes: /^(application\/json|text\/csv)/,
    });
  },
  { name: 'response-headers' },
);
