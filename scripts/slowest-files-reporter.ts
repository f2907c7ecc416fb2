import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * After every run, the ten slowest test files (import, setup and tests, in seconds), printed and
 * kept with every file's time in reports/test-times.json.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const times = modules
      .map((m) => {
        const d = m.diagnostic();
        const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
        return { file: relative(process.cwd(), m.moduleId), project: m.project.name, seconds: Math.round(ms / 100) / 10 };
      })
      .sort((a, b) => b.seconds - a.seconds);
    if (!times.length) return;
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/test-times.json', `${JSON.stringify(times, null, 2)}\n`);
    console.log(`\nThe ten slowest test files (seconds):\n${times.slice(0, 10).map((t) => `  ${String(t.seconds).padStart(6)}  ${t.file}`).join('\n')}`);
  }
}
