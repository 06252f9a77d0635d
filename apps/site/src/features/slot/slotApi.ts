// The slot fairness SDK calls, built here so they load with the fairness page, not the first paint.
import { createSlotMutations, createSlotQueries } from '@croupier/sdk';
import { croupier } from '@/shared/api';

export const slotQueries = createSlotQueries(croupier.api);
export const slotMutations = createSlotMutations(croupier);
