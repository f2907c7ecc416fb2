import type { TestProject } from 'vitest/node';
import { databaseKinds } from './harness';
import { nextHongKongNoon, seededPostgresTemplate } from './seeded-database';

/** Seeds, once for the run, the PostgreSQL database the API tests' servers start from a copy of (tests/api/harness.ts). */
export default async function setup(project: TestProject) {
  if (!databaseKinds.includes('postgres')) return;
  const template = await seededPostgresTemplate(process.env.DATABASE_URL!, nextHongKongNoon());
  project.provide('seededPostgres', { name: template.name, startsAt: template.startsAt, airlineCode: template.airlineCode });
  return template.drop;
}
