import type { CoverageReport } from '../../tests/graph/checked-run';

export interface Coverage extends CoverageReport {
  stateCovered: (id: string) => boolean;
  /** By the transition's id (ChartTransition.id). */
  transitionCovered: (id: string) => boolean;
}

/** The machine's checked coverage (`npm run paths`) from a worker, which alone loads the QA models (tests/graph/models.ts). */
function reportOf(machine: string): Promise<CoverageReport | null> {
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
    worker.postMessage(machine);
  });
}

const coverages = new Map<string, Promise<Coverage | null>>();

/** The coverage of the machine's path model, once per machine id; null when models.ts has none for it. */
export function coverageOf(machine: string): Promise<Coverage | null> {
  let coverage = coverages.get(machine);
  if (!coverage) {
    coverage = reportOf(machine).then((report) => {
      if (!report) return null;
      const uncoveredStates = new Set(report.uncoveredStates);
      const uncoveredTransitions = new Set(report.uncoveredTransitions);
      return {
        ...report,
        stateCovered: (id: string) => !uncoveredStates.has(id),
        transitionCovered: (id: string) => !uncoveredTransitions.has(id),
      };
    });
    coverages.set(machine, coverage);
    // A failure is not kept: the next look at the machine tries again.
    coverage.catch(() => coverages.delete(machine));
  }
  return coverage;
}
