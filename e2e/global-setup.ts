import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase } from '../tests/api/postgres-databases';
import { startServer } from './server';

/**
 * Builds the app, and migrates and seeds the database each test file's server starts from a copy of
 * (e2e/server.ts): a PostgreSQL database with DATABASE_URL, else an embedded one in a folder.
 */
export default async function setup(project: TestProject) {
  // The bundle `npm start` serves: vitest's NODE_ENV=test would give a development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL, { migrated: true }) : undefined;
  const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), 'fwc-e2e-seeded-'));
  await (await startServer(postgres ?? { dataDir: dataDir! })).stop();
  project.provide('seededDatabase', postgres ? { template: postgres.name } : { dataDir: dataDir! });
  const axeAnswersDir = mkdtempSync(join(tmpdir(), 'fwc-e2e-axe-'));
  project.provide('axeAnswersDir', axeAnswersDir);
  return async () => {
    await postgres?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(axeAnswersDir, { recursive: true, force: true });
  };
}
