// Every failure leaves as the envelope. Client mistakes are 4xx with a contract code; anything else is
// a 500 unknown_error whose details stay in the log, never in the body.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, failure, type ErrorCode } from './envelope';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'not_logged_in',
  404: 'not_found',
  429: 'too_many_requests',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send(failure(error.code, error.message, error.fieldErrors, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, schema mismatch, wrong content type, body too large) say what was wrong.
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      const clientStatus = code === 'bad_request' ? 400 : status;
      return reply
        .status(clientStatus)
        .send(
          failure(code, error.validation ? `Invalid request: ${error.message}` : error.message),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('unknown_error'));
  });
}
