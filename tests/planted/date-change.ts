import type { PlantedBug } from './planted-bug';

export const dateChangeBugs: PlantedBug[] = [];
