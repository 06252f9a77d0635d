// The crash game's SDK calls, built here so they load with the game's page, not the first paint.
import { createCrashMutations, createCrashQueries } from '@croupier/sdk';
import { croupier } from '@/shared/api';

export const crashQueries = createCrashQueries(croupier.api);
export const crashMutations = createCrashMutations(croupier);
