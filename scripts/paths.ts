import { checkedCoverage, checkedPaths } from '../tests/graph/checked-run';
import { models } from '../tests/graph/models';

/**
 * Prints every checked graph path per statechart and what the passing ones covered
 * (`--json`: the coverage figures, answers and their follow-ups, round trips, and path count).
 */
const json = process.argv.includes('--json');
const reports = [];
for (const model of models) {
  const paths = checkedPaths(model);
  const { uncoveredStates, uncoveredTransitions, failures, ...report } = await checkedCoverage(model, paths);
  reports.push(report);
  if (json) continue;
  console.log(`\n${report.machine}: ${report.statesCovered}/${report.states} states, ${report.transitionsCovered}/${report.transitions} transitions, ${report.answersCovered}/${report.answers} answers, ${report.followUpsCovered}/${report.followUps} answers followed by each next step, ${report.roundTripsPassed}/${report.roundTrips} round trips back and forward, ${report.paths} checked paths`);
  paths.forEach((path, i) => {
    const steps = path.events.map((e, j) => `${e.type} -> ${JSON.stringify(path.states[j])}`);
    console.log(`  ${i + 1}. ${path.input === undefined ? '' : `[input ${JSON.stringify(path.input)}] `}${steps.join('; ') || '(initial state)'}`);
  });
  for (const [what, list] of [['uncovered states', uncoveredStates], ['uncovered transitions', uncoveredTransitions], ['failed checks', failures]] as const)
    if (list.length) console.log(`  ${what}:\n    ${list.join('\n    ')}`);
}
if (json) console.log(JSON.stringify(reports, null, 2));
