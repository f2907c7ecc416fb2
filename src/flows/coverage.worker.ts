import { checkedCoverage } from '../../tests/graph/checked-run';
import { models } from '../../tests/graph/models';

/** Runs the checked graph paths of one machine id, away from the page: the booking model takes seconds. */
self.onmessage = async ({ data: machineId }: MessageEvent<string>) => {
  const model = models.find((m) => m.machine.id === machineId);
  self.postMessage(model ? await checkedCoverage(model) : null);
};
