// The responsible-gaming calls; imported only by lazy chunks (the page, the reality check), never the first script.
import { createResponsibleGamingMutations, createResponsibleGamingQueries } from '@croupier/sdk';
import { croupier } from '@/shared/api';

export const rgQueries = createResponsibleGamingQueries(croupier.api);
export const rgMutations = createResponsibleGamingMutations(croupier);
