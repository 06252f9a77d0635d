// The session and verification operations the login forms and the agent centre use.
import { createSessionMutations, createSessionQueries, createVerificationMutations, createVerificationQueries } from '@croupier/sdk';
import { croupier } from './api';

export const sessionQueries = createSessionQueries(croupier.api);
export const sessionMutations = createSessionMutations(croupier);
export const verificationQueries = createVerificationQueries(croupier.api);
export const verificationMutations = createVerificationMutations(croupier);
