import { useSyncExternalStore } from 'react';
import { addDays } from '../../services/schemas/calendar-dates';
import type { Cabin, PassengerCounts, RouteWay } from '../../services/schemas/offer';
import { readJson, writeJson } from '../app/storage';

/** The search form as the traveller fills it in, across the city and date pages; kept for the visit. */
export interface SearchDraft {
  routeWay: RouteWay;
  segments: { org: string; dst: string; date: string }[];
  passengers: PassengerCounts;
  classLevel: Cabin;
}

const today = () => new Date().toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Spec section 3: one adult, economy, one-way by default; Hong Kong to Tokyo a week ahead. */
const initial = (): SearchDraft => ({
  routeWay: 'D',
  segments: [{ org: 'HKG', dst: 'TYO', date: addDays(today(), 7) }],
  passengers: { adult: 1, child: 0, infant: 0 },
  classLevel: 'Y',
});

let draft: SearchDraft = readJson<SearchDraft>(sessionStorage, 'searchDraft') ?? initial();
const listeners = new Set<() => void>();

/** Changes the draft and answers the changed draft. */
export function updateDraft(change: (d: SearchDraft) => SearchDraft): SearchDraft {
  draft = change(draft);
  writeJson(sessionStorage, 'searchDraft', draft);
  listeners.forEach((l) => l());
  return draft;
}

export const useDraft = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => draft,
  );

/** The legs a trip type needs: a return mirrors the outbound; multi-city keeps what was entered. */
export function withRouteWay(d: SearchDraft, routeWay: RouteWay): SearchDraft {
  const first = d.segments[0]!;
  if (routeWay === 'D') return { ...d, routeWay, segments: [first] };
  if (routeWay === 'R') return { ...d, routeWay, segments: [first, { org: first.dst, dst: first.org, date: d.segments[1]?.date ?? addDays(first.date, 7) }] };
  return { ...d, routeWay, segments: d.segments.length > 1 ? d.segments : [first, { org: first.dst, dst: '', date: addDays(first.date, 3) }] };
}

/** Recent searches: the last 3 distinct ones (same trip type, cities and dates count as one). */
export function rememberSearch(d: SearchDraft): void {
  const key = (s: SearchDraft) => JSON.stringify([s.routeWay, s.segments]);
  const history = [d, ...(readJson<SearchDraft[]>(localStorage, 'searchHistory') ?? []).filter((h) => key(h) !== key(d))].slice(0, 3);
  writeJson(localStorage, 'searchHistory', history);
}
export const searchHistory = () => readJson<SearchDraft[]>(localStorage, 'searchHistory') ?? [];

/** A city or airport chosen for one end of a leg; a return trip comes back the same way. */
export function choosePlace(leg: number, field: 'org' | 'dst', code: string): SearchDraft {
  return updateDraft((d) => {
    const segments = d.segments.map((s, i) => (i === leg ? { ...s, [field]: code } : s));
    if (d.routeWay === 'R' && leg === 0) segments[1] = { ...segments[1]!, org: segments[0]!.dst, dst: segments[0]!.org };
    return { ...d, segments };
  });
}
