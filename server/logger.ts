import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** URL parts that carry one-time secrets: the reset page's token, and the verification link's query. */
const SECRET_IN_URL = [
  [/(\/reset-password\/)[^/?#]+/, '$1[redacted]'],
  [/([?&](?:token|signature)=)[^&#]+/g, '$1[redacted]'],
] as const;

export function redactUrl(url: string): string {
  return SECRET_IN_URL.reduce<string>(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    url,
  );
}

/** pino options: request ids on every line; cookies, tokens and passwords never written. */
export function createLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.log.level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
    ...(config.log.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
