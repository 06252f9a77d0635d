// Values that a JSON Schema of openapi.yaml accepts, as fast-check arbitraries: the fuzz starts from a request
// the contract allows, so its mutations reach past validation into the handlers.
import fc from 'fast-check';

type Schema = Record<string, unknown>;
type Json = Record<string, unknown>;

const MAX_DEPTH = 6;

/** The schema a local $ref points at ('#/components/schemas/X'). */
export function resolve(document: Json, schema: Schema): Schema {
  let node = schema;
  for (let hops = 0; typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${node.$ref}`);
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((at, key) => at[key] as Json, document);
  }
  return node;
}

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDay = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;

// Mostly days near now (what the site sends), sometimes any day a four-digit year can name.
const DAY = 86_400_000;
const dates = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * DAY)),
  },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  },
);

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dates.map(isoDay);
  if (schema.format === 'date-time') return dates.map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, 40);
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60), unit: 'grapheme' });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min =
    (schema.minimum as number | undefined) ??
    (exclusiveMin === undefined ? Number.MIN_SAFE_INTEGER : exclusiveMin + 1);
  const max =
    (schema.maximum as number | undefined) ??
    (exclusiveMax === undefined ? Number.MAX_SAFE_INTEGER : exclusiveMax - 1);
  // Small values reach the business rules; the edges are where overflows live.
  const small = fc.integer({ min: Math.max(min, -1_000), max: Math.min(max, 100_000) });
  const edges = fc.constantFrom(
    min,
    max,
    Math.min(max, Math.max(min, 2 ** 31)),
    Math.min(max, Math.max(min, 2 ** 31 - 1)),
  );
  const any = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  const whole = min <= max && min > -1_000 && max < 100_000 ? small : fc.oneof(small, edges, any);
  if (integer) return whole;
  return fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function objectArbitrary(document: Json, schema: Schema, depth: number): fc.Arbitrary<Json> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, sub]) => [
      name,
      schemaArbitrary(document, sub, depth + 1),
    ]),
  );
  // A required property the schema does not describe (allOf parts) still gets a value.
  for (const name of required) model[name] ??= fc.string({ maxLength: 8 });
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}

/** Any value `schema` accepts (as far as this generator understands JSON Schema; the server is the judge). */
export function schemaArbitrary(document: Json, input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, input);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options)
      return fc.oneof(...options.map((option) => schemaArbitrary(document, option, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    // allOf in this document composes objects: one value from all parts' properties and requirements.
    const parts = (schema.allOf as Schema[]).map((part) => resolve(document, part));
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of [schema, ...parts]) {
      Object.assign(merged.properties as Json, part.properties);
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return objectArbitrary(document, merged, depth);
  }
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(
          schemaArbitrary(document, (schema.items as Schema | undefined) ?? {}, depth + 1),
          {
            minLength: (schema.minItems as number | undefined) ?? 0,
            maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 4),
          },
        );
      case 'object':
        return objectArbitrary(document, schema, depth);
      default:
        throw new Error(`no arbitrary for type ${type}`);
    }
  });
  if (arbitraries.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}
