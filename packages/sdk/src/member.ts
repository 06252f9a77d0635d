import type { MemberType } from './types';

// Spec §4: agent types are 1, 2, 41 and 42; trial is 4; all others are regular members.
const agentTypes: ReadonlySet<number> = new Set([1, 2, 41, 42]);
const trialTypes: ReadonlySet<number> = new Set([4]);

export const isAgentType = (type: MemberType): boolean => agentTypes.has(type);
export const isTrialType = (type: MemberType): boolean => trialTypes.has(type);
