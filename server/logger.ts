import type { FastifyServerOptions } from 'fastify';
import pino, { stdSerializers, type Logger } from 'pino';
import type { Config } from './config.ts';

/** URL parts that carry one-time secrets: the reset page's token, e-mail links' and OAuth callbacks' queries. */
const SECRET_IN_URL = [
  [/(\/reset-password\/)[^/?#]+/, '$1[redacted]'],
  // One-time secrets in query strings: e-mail links' tokens, and an OAuth callback's code and state.
  [
    /([?&](?:token|signature|code|state|oauth_token|oauth_verifier|access_token|id_token)=)[^&#]+/gi,
    '$1[redacted]',
  ],
] as const;

export function redactUrl(url: string): string {
  return SECRET_IN_URL.reduce<string>(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    url,
  );
}

/**
 * An error for the log without the values a query carried: drizzle's `Failed query: … params: …` keeps the
 * statement and drops the parameters (e-mail addresses, names, tokens), also from the stack; a database
 * error's `detail` (`Key (email)=(…) already exists`) and `where` are left out, in the causes too.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const source = error as Error & { query?: unknown; params?: unknown };
  const message =
    typeof source.query === 'string' && source.params !== undefined
      ? `Failed query: ${source.query}\nparams: [redacted]`
      : error.message;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.keys(error))
    if (!['params', 'detail', 'where', 'cause'].includes(key)) copy[key] = (error as never)[key];
  Object.defineProperty(copy, 'message', { value: message, enumerable: false });
  Object.defineProperty(copy, 'name', { value: error.name, enumerable: false });
  Object.defineProperty(copy, 'stack', {
    value: error.stack?.replace(error.message, message),
    enumerable: false,
  });
  if (error.cause !== undefined) copy.cause = withoutQueryValues(error.cause, depth + 1);

  return copy;
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
      err: (error: Error) => stdSerializers.err(withoutQueryValues(error) as Error),
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

/**
 * The process's logger. JSON lines go to stdout through a buffer: a line a request, each written on its own,
 * halved what the server answers a second when stdout is a pipe (bench/http-ratio.ts), so lines leave in writes
 * of 4 KiB or at the latest every quarter second, and what is buffered is written out when the process exits.
 * With LOG_PRETTY, pino-pretty's transport writes them.
 */
export function createLogger(config: Config): Logger {
  const options = createLoggerOptions(config) as pino.LoggerOptions;

  return config.log.pretty
    ? pino(options)
    : pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }));
}
