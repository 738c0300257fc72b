import type { PlainKey } from '@inai/shared';

const NAMES: Readonly<Record<number, PlainKey>> = { 1: 'plans.silver', 2: 'plans.gold', 3: 'plans.platinum' };

/** The catalogue's name of a plan the server names by its id (Platinum for an id it does not know). */
export const planNameKey = (planId: number): PlainKey => NAMES[planId] ?? 'plans.platinum';
