import { defineConfig } from 'vitest/config';

/** The tests that exercise the statecharts in machines/, for the mutation run (`npm run test:mutate`). */
export default defineConfig({
  test: {
    include: ['tests/graph/**/*.test.ts', 'tests/unit/session.machine.test.ts', 'tests/unit/small-machines.test.ts'],
    environment: 'node',
  },
});
