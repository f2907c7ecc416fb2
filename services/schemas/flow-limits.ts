/** At most this many transitions in one funnel report (a constant of its own: the app's first bundle needs it, not the schemas). */
export const MAX_TRANSITIONS_PER_BATCH = 50;
