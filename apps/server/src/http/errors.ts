// Every failure leaves as the envelope. Client mistakes are 4xx with a contract code; anything else is
// a 500 unknown_error whose details stay in the log, never in the body.
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { ApiError, defaultMessages, failure, type ErrorCode, type ErrorEnvelope } from './envelope';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'not_logged_in',
  404: 'not_found',
  429: 'too_many_requests',
};

/** Fastify's own errors whose message would echo the whole URL back: a fixed text instead. */
const FRAMEWORK_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The URL is not validly encoded',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL is too long',
  FST_ERR_ASYNC_CONSTRAINT: defaultMessages.bad_request,
};

interface Answer {
  status: number;
  envelope: ErrorEnvelope;
}

/** The status and envelope for any error; undefined for one the server must answer 500 (and log). */
function clientAnswer(error: FastifyError | ApiError): Answer | undefined {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      envelope: failure(error.code, error.message, error.fieldErrors, error.details),
    };
  }
  // Two requests raced for one row and the database's unique key decided (e.g. two binds of the same
  // external account): the loser is told to try again, as a conflict, not an internal error.
  if (isUniqueViolation(error)) return { status: 409, envelope: failure('request_conflict') };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  // Fastify's own 4xx (malformed JSON, schema mismatch, wrong content type, body too large, bad URL) say what was wrong.
  const code = CODE_BY_STATUS[status] ?? 'bad_request';
  const message =
    FRAMEWORK_MESSAGES[error.code] ??
    (error.validation ? `Invalid request: ${error.message}` : error.message);
  return { status: code === 'bad_request' ? 400 : status, envelope: failure(code, message) };
}

function answer(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const known = clientAnswer(error);
  if (known?.envelope.code === 'request_conflict')
    request.log.warn({ err: error }, 'requests raced for one row');
  if (known) return reply.status(known.status).send(known.envelope);
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure('unknown_error'));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>(answer);
}

/** Errors of unparsable HTTP (Node's parser, before Fastify has a request): status and message. */
const CLIENT_ERRORS: Partial<Record<string, [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large',
  ],
};

/**
 * Fastify options that put the errors raised before routing (an undecodable URL, an over-long path
 * parameter) and those of unparsable HTTP into the envelope too, instead of Fastify's own bodies.
 */
export const frameworkErrorOptions: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = {
  frameworkErrors: (error, request, reply) => answer(error, request, reply),
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
      400,
      'Bad Request',
      defaultMessages.bad_request,
    ];
    const body = JSON.stringify(failure('bad_request', message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};
