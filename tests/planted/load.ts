import type { PlantedBug } from './planted-bug';

/** Mistakes in the load statechart's refresh, which follows a trip's changes behind the screen showing it. */
export const loadBugs: PlantedBug[] = [
  {
    id: 'load-refresh-keeps-old-data',
    machine: 'load',
    kind: 'wrong answer read',
    says: 'an open Trip tab hears the airline cancelled a flight, loads the trip again, and still shows it on time',
    find: "        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },\n        onError: 'loaded',",
    replace: "        onDone: { target: 'loaded' },\n        onError: 'loaded',",
  },
  {
    id: 'load-refresh-failure-shown',
    machine: 'load',
    kind: 'wrong target',
    says: 'a refresh that fails behind the screen replaces the trip shown with an error page',
    find: "        onError: 'loaded',",
    replace: "        onError: { target: 'failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },",
  },
];
