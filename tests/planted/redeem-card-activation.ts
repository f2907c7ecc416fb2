import type { PlantedBug } from './planted-bug';

export const redeemCardActivationBugs: PlantedBug[] = [];
