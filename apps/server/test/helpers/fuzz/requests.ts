// A fuzzed request for one operation of openapi.yaml: a request the contract allows, then at most one
// mutation of its path, query or body (wrong types, hostile values, missing and extra fields, bad encodings).
import fc from 'fast-check';
import type {
  ContractDocument,
  Operation,
  OperationParameter,
} from '../../../src/contract/document';
import { hostileJson, hostileString, rawBodies, rawSegments } from './hostile';
import { resolve, schemaArbitrary } from './schemaArbitrary';

type Json = Record<string, unknown>;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the valid request, for the failure message. */
  mutation: string;
}

/** Reads the schema at a JSON pointer of the document ('#/paths/~1wps~1x/get/...'). */
const schemaAt = (document: Json, pointer: string): Json => resolve(document, { $ref: pointer });

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function parametersArbitrary(document: Json, parameters: OperationParameter[]) {
  const model = Object.fromEntries(
    parameters.map((p) => [
      p.name,
      schemaArbitrary(document, schemaAt(document, p.schema)).map(asText),
    ]),
  );
  const required = parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>;
}

/** encodeURIComponent, except that a lone surrogate goes out as the (invalid) UTF-8 bytes it would have. */
export const percentEncode = (text: string): string =>
  Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

const queryString = (entries: [string, string][]) =>
  entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');

type Parts = {
  path: Record<string, string>;
  rawPath: Record<string, string>;
  query: [string, string][];
  rawQuery: string;
  body: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
  headers: Record<string, string>;
};

// What an HTTP parser lets through in a header value: visible ASCII, space and Latin-1, no control characters.
const headerText = hostileString.map((text) =>
  text.replace(/[^\x20-\x7e\x80-\xff]/g, '').slice(0, 4_000),
);

type Mutation = { name: string; apply: fc.Arbitrary<(parts: Parts) => void> };

function mutations(op: Operation, pathNames: string[], queryNames: string[]): Mutation[] {
  const list: Mutation[] = [];
  const pick = (names: string[]) => fc.constantFrom(...names);
  if (pathNames.length > 0) {
    list.push({
      name: 'path value',
      apply: fc.tuple(pick(pathNames), hostileString).map(([name, value]) => (parts: Parts) => {
        parts.path[name] = value;
      }),
    });
    list.push({
      name: 'path encoding',
      apply: fc.tuple(pick(pathNames), rawSegments).map(([name, value]) => (parts: Parts) => {
        parts.rawPath[name] = value;
      }),
    });
  }
  if (queryNames.length > 0) {
    list.push({
      name: 'query value',
      apply: fc.tuple(pick(queryNames), hostileString).map(([name, value]) => (parts: Parts) => {
        parts.query = [...parts.query.filter(([k]) => k !== name), [name, value]];
      }),
    });
    list.push({
      name: 'query repeated',
      apply: fc
        .tuple(pick(queryNames), fc.string({ maxLength: 4 }))
        .map(([name, value]) => (parts: Parts) => {
          parts.query.push([name, value], [name, value + '1']);
        }),
    });
    list.push({
      name: 'query missing',
      apply: pick(queryNames).map((name) => (parts: Parts) => {
        parts.query = parts.query.filter(([k]) => k !== name);
      }),
    });
  }
  list.push({
    name: 'header',
    apply: fc
      .tuple(
        fc.constantFrom(
          'x-merchant-code',
          'accept-language',
          'authorization',
          'cookie',
          'x-admin-token',
        ),
        headerText,
      )
      .map(([name, value]) => (parts: Parts) => {
        parts.headers[name] = value;
      }),
  });
  list.push({
    name: 'query extra or undecodable',
    apply: fc
      .oneof(
        fc
          .tuple(fc.string({ minLength: 1, maxLength: 8 }), hostileString)
          .map(([k, v]) => queryString([[k, v]])),
        rawSegments.map((s) => `x=${s}`),
      )
      .map((raw) => (parts: Parts) => {
        parts.rawQuery = raw;
      }),
  });
  if (op.requestBody) {
    list.push({
      name: 'body field',
      apply: fc
        .tuple(fc.string({ maxLength: 12 }), hostileJson, fc.boolean())
        .map(([extra, value, existing]) => (parts: Parts) => {
          const body = parts.body as Json;
          if (!body || typeof body !== 'object' || Array.isArray(body)) return;
          const names = Object.keys(body);
          const name = existing && names.length > 0 ? names[extra.length % names.length]! : extra;
          body[name] = value;
        }),
    });
    list.push({
      name: 'body field missing',
      apply: fc.nat().map((n) => (parts: Parts) => {
        const body = parts.body as Json;
        const names = body && typeof body === 'object' ? Object.keys(body) : [];
        if (names.length > 0) delete body[names[n % names.length]!];
      }),
    });
    list.push({
      name: 'body replaced',
      apply: hostileJson.map((value) => (parts: Parts) => {
        parts.body = value;
      }),
    });
    list.push({
      name: 'body bytes',
      apply: rawBodies.map((raw) => (parts: Parts) => {
        parts.rawBody = raw;
      }),
    });
    list.push({
      name: 'content type',
      apply: fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded',
          'application/json',
        )
        .map((type) => (parts: Parts) => {
          parts.contentType = type;
        }),
    });
  }
  return list;
}

function encodeBody(op: Operation, body: unknown): { payload: string; type: string } {
  const form = op.requestBody?.schema.includes('x-www-form-urlencoded');
  if (form && body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body as Json).map(([k, v]): [string, string] => [k, asText(v)]);
    return { payload: queryString(entries), type: 'application/x-www-form-urlencoded' };
  }
  return { payload: JSON.stringify(body) ?? 'null', type: 'application/json' };
}

/** Requests for `op`: valid ones (one in four) and ones with one mutation. */
export function requestArbitrary(
  contract: ContractDocument,
  op: Operation,
): fc.Arbitrary<FuzzRequest> {
  const document = contract.document as Json;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const body = op.requestBody
    ? schemaArbitrary(document, schemaAt(document, op.requestBody.schema))
    : fc.constant(undefined);
  const mutationList = mutations(
    op,
    pathParams.map((p) => p.name),
    queryParams.map((p) => p.name),
  );
  const mutation = fc.oneof(
    {
      weight: Math.max(1, Math.floor(mutationList.length / 3)),
      arbitrary: fc.constant({ name: 'none', apply: () => {} }),
    },
    ...mutationList.map((m) => ({
      weight: 1,
      arbitrary: m.apply.map((apply) => ({ name: m.name, apply })),
    })),
  );
  return fc
    .tuple(
      parametersArbitrary(document, pathParams),
      parametersArbitrary(document, queryParams),
      body,
      mutation,
    )
    .map(([path, query, bodyValue, { name, apply }]): FuzzRequest => {
      const parts: Parts = {
        path: { ...path },
        rawPath: {},
        query: Object.entries(query),
        rawQuery: '',
        body: structuredClone(bodyValue),
        headers: {},
      };
      apply(parts);
      let url = op.path.replace(
        /\{([^}]+)\}/g,
        (_, p: string) => parts.rawPath[p] ?? percentEncode(parts.path[p] ?? ''),
      );
      const search = [queryString(parts.query), parts.rawQuery].filter(Boolean).join('&');
      if (search) url += `?${search}`;
      const headers = parts.headers;
      let payload: string | Buffer | undefined;
      if (op.requestBody || parts.rawBody !== undefined) {
        const encoded = encodeBody(op, parts.body);
        payload = parts.rawBody ?? encoded.payload;
        headers['content-type'] = parts.contentType ?? encoded.type;
      }
      return { method: op.method, url, headers, payload, mutation: name };
    });
}
