import { defineConfig } from 'vitest/config';

/**
 * The unit, graph and API tests run first, four files at a time: the API tests wait on the database
 * as much as they compute. The browser tests run after them, three files at a time (each waits on
 * its browser more than it computes), each file with a server of its own on a copy of one seeded
 * database (e2e/server.ts).
 */
const first = { sequence: { groupOrder: 0 }, maxWorkers: 4 };

export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    projects: [
      // The unit and graph files share a worker's loaded modules (none mocks a module, and each puts its timers back);
      // the views files mock the app's actors each their own way, so each keeps its own modules.
      { test: { ...first, name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { ...first, name: 'graph', include: ['tests/graph/**/*.test.ts'], environment: 'node', isolate: false } },
      // The statecharts' generated paths run through the real pages, in happy-dom (tests/views/driver.tsx).
      {
        test: { ...first, name: 'views', include: ['tests/views/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/views/setup.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          ...first,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The servers' seeded database, copied by each (tests/api/harness.ts).
          globalSetup: ['tests/api/global-setup.ts'],
          // The files share a worker's loaded modules; each starts servers of its own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/setup-file.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // Each state a test reaches is also checked by axe (e2e/page-checks.ts).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
