// Ajv for the contract: OpenAPI 3.1 schemas are JSON Schema 2020-12. The whole document is registered
// under one id so a schema is compiled by its pointer and its $refs resolve in place.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ContractDocument } from './document';
import { addInputKeywords, documentWithInputRules, withInputRules } from './inputRules';

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
  /** A validator of responses for the schema at `schemaPointer` (e.g. '#/components/schemas/LoginEnvelope'). */
  schema(schemaPointer: string): ValidateFunction;
  /** A validator of a request part: an inline schema whose $refs point into the document, input rules added. */
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
  // No formatMinimum/formatMaximum: ajv-formats builds them with its own copy of Ajv's code generator, which
  // emits broken code here (a crash per request); unknown to strict mode, they now fail at startup instead.
  addFormats(ajv, { keywords: false });
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  addInputKeywords(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return ajv;
}

export function createContractValidator(contract: ContractDocument): ContractValidator {
  // Requests meet the contract's input rules (inputRules.ts); responses are checked as the document writes them.
  const checked = documentWithInputRules(contract.document) as Record<string, unknown>;
  const plain = makeAjv(checked, false);
  const coercing = makeAjv(checked, true);
  const responses = makeAjv(contract.document, false);
  const cache = new Map<string, ValidateFunction>();
  return {
    schema(schemaPointer) {
      let validate = cache.get(schemaPointer);
      if (!validate) {
        validate = responses.compile({ $ref: DOCUMENT_ID + schemaPointer });
        cache.set(schemaPointer, validate);
      }
      return validate;
    },
    inline(schema, options = {}) {
      return (options.coerce ? coercing : plain).compile(
        withInputRules(schema) as Record<string, unknown>,
      );
    },
  };
}

/** A $ref from an inline schema to a schema in the document. */
export const refTo = (schemaPointer: string): { $ref: string } => ({
  $ref: DOCUMENT_ID + schemaPointer,
});
