import { readFileSync } from 'node:fs';

/**
 * The mutation score per file of Stryker's JSON report, printed as one JSON object on the last line:
 * killed (or timed out) mutants out of those that were killed, timed out, survived or had no test.
 */
type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8')) as { files: Record<string, { mutants: { status: Status }[] }> };

const scores: Record<string, number> = {};
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const count = (...statuses: Status[]) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  if (valid > 0) scores[file] = Math.round((detected / valid) * 10_000) / 100;
}
console.log(JSON.stringify(scores));
