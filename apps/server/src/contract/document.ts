// The OpenAPI document, loaded once and indexed by method and path. Schemas stay where they are in the
// document and are addressed by JSON pointer, so every $ref inside them resolves as the document says.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { openapiPath } from '../paths';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface OperationParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** JSON pointer (URI fragment) of the parameter's schema. */
  schema: string;
}

export interface Operation {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The path as the document writes it, e.g. /wps/member/{id}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /wps/member/:id. */
  url: string;
  /** Pointer of the JSON request body schema, when the operation takes one. */
  requestBody?: { schema: string; required: boolean };
  parameters: OperationParameter[];
  /** Response schema pointer by status key ('200', '4XX', 'default'); null when a response has no JSON body. */
  responses: Record<string, string | null>;
  /** Whether the operation needs a session (a non-empty security requirement). */
  secured: boolean;
  /** `x-croupier-enc: true`: the JSON body may come as `{ enc: <compact JWE> }` (modules/enc). */
  encrypted: boolean;
}

export interface ContractDocument {
  /** The parsed document, as given to Ajv. */
  readonly document: Record<string, unknown>;
  readonly operations: readonly Operation[];
  find(method: string, url: string): Operation | undefined;
}

type Json = Record<string, unknown>;

/** A JSON pointer as a URI fragment, e.g. ['paths', '/wps/x'] -> '#/paths/~1wps~1x'. */
export const pointer = (segments: readonly string[]): string =>
  '#' +
  segments
    .map((s) => '/' + encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('');

function resolveRef(document: Json, ref: string): string[] {
  if (!ref.startsWith('#/'))
    throw new Error(`Only local $refs are supported in openapi.yaml, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function at(document: Json, segments: readonly string[]): Json {
  let node: unknown = document;
  for (const segment of segments) node = (node as Json | undefined)?.[segment];
  if (!node || typeof node !== 'object')
    throw new Error(`openapi.yaml has nothing at ${pointer(segments)}`);
  return node as Json;
}

/** Follows a Reference Object (response, parameter, request body) to where the real object lives. */
function deref(document: Json, segments: string[]): string[] {
  const node = at(document, segments);
  return typeof node.$ref === 'string'
    ? deref(document, resolveRef(document, node.$ref))
    : segments;
}

function jsonSchemaOf(document: Json, segments: string[]): string | null {
  const content = at(document, segments).content as Json | undefined;
  return content?.['application/json']
    ? pointer([...segments, 'content', 'application/json', 'schema'])
    : null;
}

/** A form-encoded request body's schema (spec §7: forgot password by email is form-encoded). */
function formSchemaOf(document: Json, segments: string[]): string | null {
  const content = at(document, segments).content as Json | undefined;
  return content?.['application/x-www-form-urlencoded']
    ? pointer([...segments, 'content', 'application/x-www-form-urlencoded', 'schema'])
    : null;
}

export const toFastifyUrl = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

function readOperation(document: Json, path: string, method: string): Operation {
  const opAt = ['paths', path, method];
  const op = at(document, opAt);
  const pathItem = at(document, ['paths', path]);
  const parameterRefs = [
    ...((pathItem.parameters as unknown[]) ?? []).map((_, i) => [
      'paths',
      path,
      'parameters',
      String(i),
    ]),
    ...((op.parameters as unknown[]) ?? []).map((_, i) => [...opAt, 'parameters', String(i)]),
  ];
  const parameters = parameterRefs.map((segments): OperationParameter => {
    const real = deref(document, segments);
    const p = at(document, real);
    return {
      name: String(p.name),
      in: p.in as OperationParameter['in'],
      required: p.required === true,
      schema: pointer([...real, 'schema']),
    };
  });

  let requestBody: Operation['requestBody'];
  if (op.requestBody) {
    const real = deref(document, [...opAt, 'requestBody']);
    const schema = jsonSchemaOf(document, real) ?? formSchemaOf(document, real);
    if (schema) requestBody = { schema, required: at(document, real).required === true };
  }

  const responses: Record<string, string | null> = {};
  for (const status of Object.keys((op.responses as Json | undefined) ?? {})) {
    responses[status] = jsonSchemaOf(document, deref(document, [...opAt, 'responses', status]));
  }

  const security = (op.security ?? document.security ?? []) as Json[];
  return {
    operationId: String(op.operationId),
    method: method.toUpperCase(),
    path,
    url: toFastifyUrl(path),
    requestBody,
    parameters,
    responses,
    secured: security.some((requirement) => Object.keys(requirement).length > 0),
    encrypted: op['x-croupier-enc'] === true,
  };
}

/** Reads openapi/openapi.yaml (or another file) and indexes it. */
export const loadContract = (file = openapiPath()): ContractDocument =>
  contractFrom(parse(readFileSync(file, 'utf8')) as Json);

export function contractFrom(document: Json): ContractDocument {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths as Json | undefined) ?? {})) {
    for (const method of HTTP_METHODS) {
      if ((item as Json)[method]) operations.push(readOperation(document, path, method));
    }
  }
  const index = new Map(operations.map((op) => [`${op.method} ${op.url}`, op]));
  return {
    document,
    operations,
    find: (method, url) => index.get(`${method.toUpperCase()} ${url}`),
  };
}
