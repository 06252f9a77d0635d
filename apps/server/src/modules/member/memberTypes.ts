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

/**
 * Types that may log in to the site: regular members (0), agents and trial. Any other type (back-office
 * and sub-accounts of the platform) is not a member: 'Non-member account unable to login' (member_no_enter).
 */
export const LOGIN_TYPES: readonly number[] = [MemberType.REGULAR, ...AGENT_TYPES, ...TRIAL_TYPES];
export const canLogIn = (type: number): boolean => LOGIN_TYPES.includes(type);
