import type { PlantedBug } from './planted-bug';

export const refundBugs: PlantedBug[] = [];
