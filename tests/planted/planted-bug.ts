/**
 * A realistic mistake planted by `npm run test:planted`: the text `find` (which must stand exactly
 * once in `file`) is replaced by `replace`, and the bug counts as caught when the tests that judge it
 * fail: the graph tests of `machine` for a statechart's bug, the API test files of `apiTests` for a
 * bug of the server's rules.
 */
export interface PlantedBug {
  /** A short name, unique in the list. */
  id: string;
  /** The graph model's name (tests/graph/models.ts), or for a server bug the rule's module it is counted under. */
  machine: string;
  kind:
    | 'wrong target'
    | 'wrong input'
    | 'guard dropped'
    | 'step skipped'
    | 'context not cleared'
    | 'timer changed'
    | 'error ends in success'
    | 'wrong answer read'
    | 'busy lost'
    | 'status not moved'
    | 'sent twice'
    | 'not pushed';
  /** What a traveller would see go wrong. */
  says: string;
  /** Relative to the project's root; the statechart's file unless named. */
  file?: string;
  /** A server bug's judges: API test files, run on the databases the run has (PGlite, and PostgreSQL with DATABASE_URL). */
  apiTests?: string[];
  find: string;
  replace: string;
}
