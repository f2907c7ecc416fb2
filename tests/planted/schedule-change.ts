import type { PlantedBug } from './planted-bug';

export const scheduleChangeBugs: PlantedBug[] = [];
