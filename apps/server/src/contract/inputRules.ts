// The rules openapi.yaml sets for every request value (its info "Input" paragraph), applied once to every
// schema a request is checked against, so no operation can forget them:
// - no string holds NUL (U+0000): PostgreSQL text cannot store it;
// - an integer or number is finite and, without bounds of its own, lies within ±(2^53 - 1), where JSON
//   numbers are exact (a query's `1e309`, `Infinity` or `99999999999999999999` is refused, never stored or
//   computed with);
// - a day (format date) or instant (format date-time) falls on a day from 1900-01-01 to 2099-12-31.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { _ } from 'ajv/dist/2020.js';

export const INPUT_LIMITS = {
  integer: Number.MAX_SAFE_INTEGER,
  firstDay: '1900-01-01',
  lastDay: '2099-12-31',
} as const;

const NO_NUL = 'noNul';
const DAY_RANGE = 'dayRange';
const FINITE = 'finite';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: Node): unknown[] =>
  Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];

/** The keywords behind the rules (besides JSON Schema's own minimum and maximum). */
export function addInputKeywords(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: NO_NUL,
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must not contain the NUL character (U+0000)' },
    code(cxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data}.includes("\\u0000")`);
    },
  });
  // Ajv coerces the query text `Infinity` to a number and then skips minimum and maximum for it (they only
  // look at finite numbers): this keyword, bound to no type, still sees it.
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'boolean',
    error: { message: 'must be a finite number' },
    code(cxt) {
      if (cxt.schema === true)
        cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`);
    },
  });
  // ISO days compare as text; `format` has already refused what is not one, so the first ten characters are
  // the day (of a date-time too).
  ajv.addKeyword({
    keyword: DAY_RANGE,
    type: 'string',
    schemaType: 'array',
    error: { message: `must be a day from ${INPUT_LIMITS.firstDay} to ${INPUT_LIMITS.lastDay}` },
    code(cxt) {
      const [first, last] = cxt.schema as [string, string];
      const day = _`${cxt.data}.slice(0, 10)`;
      cxt.fail(_`${day} < ${first} || ${day} > ${last}`);
    },
  });
}

function ruleSchema(schema: Node): Node {
  const types = typesOf(schema);
  const rules: Node = {};
  if (types.includes('string')) rules[NO_NUL] = true;
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric) rules[FINITE] = true;
  if (numeric && !('enum' in schema) && !('const' in schema)) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      rules.minimum = -INPUT_LIMITS.integer;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
      rules.maximum = INPUT_LIMITS.integer;
  }
  if (schema.format === 'date' || schema.format === 'date-time')
    rules[DAY_RANGE] = [INPUT_LIMITS.firstDay, INPUT_LIMITS.lastDay];
  return { ...schema, ...rules };
}

// Keywords whose value is a schema, a list of schemas, or a map of them (JSON Schema 2020-12).
const SCHEMA = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/** `schema` (and every schema inside it) with the input rules added. */
export function withInputRules(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out = ruleSchema(schema);
  for (const key of SCHEMA) if (isObject(out[key])) out[key] = withInputRules(out[key]);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(withInputRules);
  for (const key of SCHEMA_MAPS) {
    if (isObject(out[key]))
      out[key] = Object.fromEntries(
        Object.entries(out[key]).map(([name, sub]) => [name, withInputRules(sub)]),
      );
  }
  return out;
}

/**
 * The OpenAPI document with the input rules added to every schema in it: components.schemas, and the
 * `schema` of every parameter, request body and response. Examples are data, not schemas, and stay as written.
 */
export function documentWithInputRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(documentWithInputRules);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'example' || key === 'examples') return [key, value];
      if (key === 'schema') return [key, withInputRules(value)];
      if (key === 'schemas' && isObject(value))
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, s]) => [name, withInputRules(s)])),
        ];
      return [key, documentWithInputRules(value)];
    }),
  );
}
