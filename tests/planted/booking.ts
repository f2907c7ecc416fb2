import type { PlantedBug } from './planted-bug';

export const bookingBugs: PlantedBug[] = [];
