import { useSyncExternalStore } from 'react';
import type { PassengerCounts } from '../../../services/schemas/passenger-counts';
import { readJson, writeJson } from '../../app/storage';

/** The award search as typed, shared by the search page and its date page, kept through a reload. */
export interface AwardDraft {
  routeWay: 'D' | 'R' | 'M';
  org: string;
  dst: string;
  depart: string;
  back: string;
  passengers: PassengerCounts;
}

const NAME = 'awardDraft';
const listeners = new Set<() => void>();
const initial: AwardDraft = { routeWay: 'R', org: 'HKG', dst: '', depart: '', back: '', passengers: { adult: 1, child: 0, infant: 0 } };
let draft: AwardDraft = readJson<AwardDraft>(sessionStorage, NAME) ?? initial;

export function updateAwardDraft(change: (d: AwardDraft) => AwardDraft) {
  draft = change(draft);
  writeJson(sessionStorage, NAME, draft);
  listeners.forEach((l) => l());
}

export const useAwardDraft = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => draft,
  );
