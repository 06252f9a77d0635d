// The session and verification operations the login forms use.
import { createSessionMutations, createVerificationMutations, createVerificationQueries } from '@croupier/sdk';
import { croupier } from './api';

export const sessionMutations = createSessionMutations(croupier);
export const verificationQueries = createVerificationQueries(croupier.api);
export const verificationMutations = createVerificationMutations(croupier);
