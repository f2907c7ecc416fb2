import type { PlantedBug } from './planted-bug';

export const pointsBookingBugs: PlantedBug[] = [];
