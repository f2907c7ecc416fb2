import type { AnyStateMachine } from 'xstate';
import type { CoverageReport } from '../../tests/graph/checked-run';
import { transitionId } from '../../tests/graph/path-generator';
import type { Transition } from './statechart';

export interface Coverage extends CoverageReport {
  stateCovered: (id: string) => boolean;
  transitionCovered: (t: Transition) => boolean;
}

/** The machine's checked coverage (`npm run paths`) from a worker, which alone loads the QA models (tests/graph/models.ts). */
function reportOf(machine: AnyStateMachine): Promise<CoverageReport | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./coverage.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<CoverageReport | null>) => {
      resolve(e.data);
      worker.terminate();
    };
    worker.onerror = (e) => {
      reject(new Error(e.message));
      worker.terminate();
    };
    worker.postMessage(machine.id);
  });
}

const coverages = new WeakMap<AnyStateMachine, Promise<Coverage | null>>();

/** The coverage of the machine's path model, once per machine; null when models.ts has none for it. */
export function coverageOf(machine: AnyStateMachine): Promise<Coverage | null> {
  let coverage = coverages.get(machine);
  if (!coverage) {
    coverage = reportOf(machine).then((report) => {
      if (!report) return null;
      const uncoveredStates = new Set(report.uncoveredStates);
      const uncoveredTransitions = new Set(report.uncoveredTransitions);
      return {
        ...report,
        stateCovered: (id: string) => !uncoveredStates.has(id),
        transitionCovered: (t: Transition) => !uncoveredTransitions.has(transitionId(t as never)),
      };
    });
    coverages.set(machine, coverage);
    // A failure is not kept: the next look at the machine tries again.
    coverage.catch(() => coverages.delete(machine));
  }
  return coverage;
}
