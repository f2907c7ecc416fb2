import type { PlantedBug } from './planted-bug';

export const travelPassBugs: PlantedBug[] = [];
