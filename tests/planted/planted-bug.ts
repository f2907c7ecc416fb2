/**
 * A realistic mistake planted in a statechart by `npm run test:planted`: the text `find` (which must
 * stand exactly once in `file`) is replaced by `replace`, the graph tests of `machine` are run, and
 * the bug counts as caught when they fail.
 */
export interface PlantedBug {
  /** A short name, unique in the list. */
  id: string;
  /** The graph model's name (tests/graph/models.ts). */
  machine: string;
  kind: 'wrong target' | 'wrong input' | 'guard dropped' | 'step skipped' | 'context not cleared' | 'timer changed' | 'error ends in success' | 'wrong answer read' | 'busy lost';
  /** What a traveller would see go wrong. */
  says: string;
  /** Relative to the project's root; the statechart's file unless named. */
  file?: string;
  find: string;
  replace: string;
}
