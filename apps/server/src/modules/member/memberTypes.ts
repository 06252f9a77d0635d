// The numeric member type decides agent and trial (spec §4); this is the one place that knows how.

export const MemberType = {
  REGULAR: 0,
  AGENT: 1,
  TRIAL: 4,
} as const;

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPES: readonly number[] = [4];

export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => TRIAL_TYPES.includes(type);
