import { models } from '../../tests/graph/models';
import { generatePaths } from '../../tests/graph/path-generator';
import type { CoverageReport } from './coverage';

/** Runs the QA path generator for one machine id, away from the page: the booking model takes seconds. */
self.onmessage = ({ data: machineId }: MessageEvent<string>) => {
  const model = models.find((m) => m.machine.id === machineId);
  if (!model) return self.postMessage(null);
  const { machine: _, paths, ...report } = generatePaths(model);
  self.postMessage({ ...report, paths: paths.length } satisfies CoverageReport);
};
