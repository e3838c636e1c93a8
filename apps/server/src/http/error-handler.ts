import { MSG } from '@agora/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

function fieldName(path: unknown): string {
  // Zod issues carry the path inside the part (body, querystring, params); the field is its last segment.
  if (typeof path === 'string') return path.replace(/^\//, '').split('/').pop() || 'request';
  return 'request';
}

/**
 * Turns every error into `{ message, errors? }`. Bad input of any shape is a 4xx; only genuine server faults
 * are 5xx, and those never leak their message.
 */
export function installErrorHandler(app: FastifyInstance, fileTooLarge: string): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status = 500;
    let body: ErrorBody = { message: MSG.api.internal };
    if (err instanceof HttpError) {
      status = err.statusCode;
      body = { message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldName(v.instancePath);
        errors[key] ??= v.message ?? MSG.api.badRequest;
      }
      body = { message: Object.values(errors)[0] ?? MSG.api.badRequest, errors };
    } else if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { message: fileTooLarge };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { message: status === 429 ? MSG.api.tooManyRequests : err.message || MSG.api.badRequest };
    }
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send(body);
  });
}
