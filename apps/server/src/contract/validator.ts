// Ajv for the contract: OpenAPI 3.1 schemas are JSON Schema 2020-12. The whole document is registered
// under one id so a schema is compiled by its pointer and its $refs resolve in place.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ContractDocument } from './document';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

const DOCUMENT_ID = 'openapi.json';

// OpenAPI keywords outside JSON Schema: known, so strict mode still catches typos in the schemas.
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'servers',
  'tags',
  'security',
  'paths',
  'components',
  'webhooks',
  'jsonSchemaDialect',
  'externalDocs',
  'example',
  'discriminator',
  'xml',
];

export interface ContractValidator {
  /** A validator for the schema at `schemaPointer` (e.g. '#/components/schemas/LoginRequest'). */
  schema(schemaPointer: string): ValidateFunction;
  /** A validator for an inline schema whose $refs point into the document. */
  inline(schema: Record<string, unknown>, options?: { coerce?: boolean }): ValidateFunction;
}

function makeAjv(document: Record<string, unknown>, coerce: boolean): Ajv2020 {
  // Bodies are taken as sent; query, path and header values arrive as strings and are coerced.
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    coerceTypes: coerce,
    useDefaults: false,
  });
  addFormats(ajv);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return ajv;
}

export function createContractValidator(contract: ContractDocument): ContractValidator {
  const plain = makeAjv(contract.document, false);
  const coercing = makeAjv(contract.document, true);
  const cache = new Map<string, ValidateFunction>();
  return {
    schema(schemaPointer) {
      let validate = cache.get(schemaPointer);
      if (!validate) {
        validate = plain.compile({ $ref: DOCUMENT_ID + schemaPointer });
        cache.set(schemaPointer, validate);
      }
      return validate;
    },
    inline(schema, options = {}) {
      return (options.coerce ? coercing : plain).compile(schema);
    },
  };
}

/** A $ref from an inline schema to a schema in the document. */
export const refTo = (schemaPointer: string): { $ref: string } => ({
  $ref: DOCUMENT_ID + schemaPointer,
});
