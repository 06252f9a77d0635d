import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/document';
import { createContractValidator } from '../src/contract/validator';

describe('openapi document schemas', () => {
  it('every request and response schema compiles in strict mode (a stray YAML comma becomes an unknown keyword)', () => {
    const contract = loadContract();
    const validator = createContractValidator(contract);
    const failures: string[] = [];
    for (const op of contract.operations) {
      const pointers = [op.requestBody?.schema, ...Object.values(op.responses)].filter((p): p is string => !!p);
      for (const pointer of pointers) {
        try {
          validator.schema(pointer);
        } catch (error) {
          failures.push(`${op.operationId} ${pointer}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
