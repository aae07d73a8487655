import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { platformOrigins, type Config } from '../../config.ts';

type HeadersOptions = { config: Pick<Config, 'platform' | 'secureCookies'> };

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
    await app.register(helmet, {
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
      strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');

      return payload;
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
