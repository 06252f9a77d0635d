// Binds routes to openapi.yaml: an API route the document does not describe fails at startup, request
// parts are validated with the document's schemas, and (when asked) every response is checked too.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { isApiPath } from '../http/apiPaths';
import {
  pointer,
  type ContractDocument,
  type Operation,
  type OperationParameter,
} from './document';
import { createContractValidator, refTo, type ContractValidator } from './validator';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation of openapi.yaml this route implements; set by the contract at registration. */
    operation?: Operation;
  }
}

export interface ContractOptions {
  /** Check each response against the document; a mismatch becomes a 500 (on in tests). */
  validateResponses: boolean;
}

/** A response that breaks the contract: a bug in the server, never the client's fault. */
export class ResponseContractError extends Error {
  constructor(
    readonly operationId: string,
    /** The status the handler answered; named so the error handler does not take it for its own. */
    readonly responseStatus: number,
    readonly errors: unknown,
  ) {
    super(`Response ${responseStatus} of ${operationId} does not match openapi.yaml`);
    this.name = 'ResponseContractError';
  }
}

type FastifySchemaPart = 'body' | 'querystring' | 'params' | 'headers';

const PARAMETER_PART: Record<string, FastifySchemaPart | undefined> = {
  query: 'querystring',
  path: 'params',
  header: 'headers',
};

/** An object schema for one location's parameters, each property a $ref into the document. */
function parametersSchema(parameters: OperationParameter[], location: OperationParameter['in']) {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0) return undefined;
  const name = (p: OperationParameter) => (location === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [name(p), refTo(p.schema)])),
    required: selected.filter((p) => p.required || p.in === 'path').map(name),
  };
}

function schemaFor(op: Operation): RouteOptions['schema'] {
  const schema: Record<string, unknown> = {};
  if (op.requestBody) schema.body = refTo(op.requestBody.schema);
  for (const location of ['query', 'path', 'header'] as const) {
    const part = parametersSchema(op.parameters, location);
    if (part) schema[PARAMETER_PART[location]!] = part;
  }
  return schema;
}

function responseSchemaPointer(op: Operation, status: number): string | null | undefined {
  const exact = op.responses[String(status)];
  if (exact !== undefined) return exact;
  const range = op.responses[`${String(status)[0]}XX`];
  if (range !== undefined) return range;
  if (op.responses.default !== undefined) return op.responses.default;
  // The document says every failure is the error envelope; an undeclared 4xx must still be one.
  if (status >= 400) return pointer(['components', 'schemas', 'ErrorEnvelope']);
  return undefined;
}

function checkResponse(
  validator: ContractValidator,
  request: FastifyRequest,
  status: number,
  payload: unknown,
) {
  const op = request.routeOptions.config.operation;
  // 5xx is the server's own last resort (unknown_error) and is never re-checked, or a failed check would loop.
  if (!op || status >= 500) return;
  const schemaPointer = responseSchemaPointer(op, status);
  if (schemaPointer === undefined) {
    throw new ResponseContractError(op.operationId, status, `status ${status} is not declared`);
  }
  if (schemaPointer === null) return;
  const validate: ValidateFunction = validator.schema(schemaPointer);
  if (!validate(payload)) throw new ResponseContractError(op.operationId, status, validate.errors);
}

export function installContract(
  app: FastifyInstance,
  contract: ContractDocument,
  options: ContractOptions,
): void {
  const validator = createContractValidator(contract);

  // Ajv's own validate function: Fastify formats its errors ("body/username must ...") as a 400.
  app.setValidatorCompiler(({ schema, httpPart }) =>
    validator.inline(schema as Record<string, unknown>, { coerce: httpPart !== 'body' }),
  );

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'HEAD',
    );
    if (methods.length === 0) return;
    const [method] = methods;
    if (methods.length > 1 || !method) {
      throw new Error(`${route.url}: register one method per API route`);
    }
    const op = contract.find(method, route.url);
    if (!op) {
      throw new Error(
        `${method} ${route.url} is registered but not described in openapi/openapi.yaml`,
      );
    }
    if (route.schema) {
      throw new Error(`${method} ${route.url}: schemas come from openapi.yaml, not the route`);
    }
    route.schema = schemaFor(op);
    route.config = { ...route.config, operation: op };
  });

  if (options.validateResponses) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      try {
        checkResponse(validator, request, reply.statusCode, payload);
      } catch (error) {
        request.log.error({ err: error, payload }, 'response does not match openapi.yaml');
        throw error;
      }
      return payload;
    });
  }
}
