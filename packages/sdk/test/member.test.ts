import { describe, expect, it } from 'vitest';
import { isAgentType, isTrialType } from '../src';

describe('member types (spec §4)', () => {
  it.each([1, 2, 41, 42])('type %i is an agent', (type) => {
    expect(isAgentType(type)).toBe(true);
    expect(isTrialType(type)).toBe(false);
  });

  it('type 4 is a trial account, not an agent', () => {
    expect(isTrialType(4)).toBe(true);
    expect(isAgentType(4)).toBe(false);
  });

  it.each([0, 3, 5, 40, 43])('type %i is a regular member', (type) => {
    expect(isAgentType(type)).toBe(false);
    expect(isTrialType(type)).toBe(false);
  });
});
