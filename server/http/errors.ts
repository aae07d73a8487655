import type { FastifyError, FastifyInstance } from 'fastify';
import type { TApiError } from '../../contracts/endpoint.ts';
import { AppError } from '../lib/errors.ts';

/** Fastify's own 4xx errors, in the product's words. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('validation_failed', 'The request body is not valid JSON.', {
        errors: { body: ['The request body is not valid JSON.'] },
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation_failed', 'The request body is empty.', {
        errors: { body: ['The request body is empty.'] },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'unsupported_media_type',
        'Send the request body as JSON (Content-Type: application/json).',
      );
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
    return new AppError('validation_failed', 'The request body could not be read.', {
      errors: { body: ['The request body could not be read.'] },
    });
  }
  if (error.statusCode === 404) return new AppError('not_found', 'Not found.');
  if (error.statusCode === 413) return new AppError('too_large', 'The request is too large.');
  if (error.statusCode === 415)
    return new AppError('unsupported_media_type', 'This content type is not accepted.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('validation_failed', 'The request could not be read.', {
      errors: { request: ['The request could not be read.'] },
    });
  }

  return null;
}

/**
 * The one error handler: AppErrors become `{ message, code, errors? }`; anything unexpected is logged with
 * the request id and answered with a 500 that reveals nothing. No input a client sends can cause that 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unexpected error');
      const body: TApiError = {
        message:
          'Something went wrong on our side. Try again; if it keeps happening, tell us this code: ' +
          request.id,
        code: 'internal',
      };

      return reply.status(500).send(body);
    }
    if (appError.status >= 500) request.log.error({ err: error }, appError.message);
    if (appError.retryAfter !== undefined) reply.header('Retry-After', String(appError.retryAfter));
    const body: TApiError = {
      message: appError.message,
      code: appError.code,
      ...(appError.errors ? { errors: appError.errors } : {}),
    };

    return reply.status(appError.status).send(body);
  });
}
