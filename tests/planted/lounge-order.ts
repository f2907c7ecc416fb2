import type { PlantedBug } from './planted-bug';

export const loungeOrderBugs: PlantedBug[] = [];
