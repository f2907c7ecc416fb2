import { models } from '../tests/graph/models';
import { generatePaths } from '../tests/graph/path-generator';

/** Prints every generated path per statechart (`--json`: the coverage figures and path count). */
const reports = models.map(generatePaths);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      reports.map(({ machine, states, statesCovered, transitions, transitionsCovered, paths }) => ({
        machine,
        states,
        statesCovered,
        transitions,
        transitionsCovered,
        paths: paths.length,
      })),
      null,
      2,
    ),
  );
} else {
  for (const report of reports) {
    console.log(`\n${report.machine}: ${report.statesCovered}/${report.states} states, ${report.transitionsCovered}/${report.transitions} transitions, ${report.paths.length} paths`);
    report.paths.forEach((path, i) => {
      const steps = path.events.map((e, j) => `${e.type} -> ${JSON.stringify(path.states[j])}`);
      console.log(`  ${i + 1}. ${path.input === undefined ? '' : `[input ${JSON.stringify(path.input)}] `}${steps.join('; ') || '(initial state)'}`);
    });
  }
}
