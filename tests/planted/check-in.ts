import type { PlantedBug } from './planted-bug';

export const checkInBugs: PlantedBug[] = [];
