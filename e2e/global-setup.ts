import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** Builds the app, and migrates and seeds the embedded database each test file's server starts from a copy of (e2e/server.ts). */
export default async function setup(project: TestProject) {
  // The bundle `npm start` serves: vitest's NODE_ENV=test would give a development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const seededDataDir = mkdtempSync(join(tmpdir(), 'fwc-e2e-seeded-'));
  await (await startServer(seededDataDir)).stop();
  project.provide('seededDataDir', seededDataDir);
  const axeAnswersDir = mkdtempSync(join(tmpdir(), 'fwc-e2e-axe-'));
  project.provide('axeAnswersDir', axeAnswersDir);
  return () => {
    rmSync(seededDataDir, { recursive: true, force: true });
    rmSync(axeAnswersDir, { recursive: true, force: true });
  };
}
