import { createContractMutations, createContractQueries } from '@croupier/sdk';
import { croupier } from '@/shared/api';

/** Agent contract operations (issue 13), on the site's one client. */
export const contractQueries = createContractQueries(croupier.api);
export const contractMutations = createContractMutations(croupier);
