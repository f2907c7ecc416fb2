import { useEffect, useRef } from 'react';
import { ApiError } from '../../services/http';
import { followTripChanges } from '../../services/order';
import type { TripChange } from '../../services/schemas/trip-changes';
import { useSignedIn } from './use-session';
import { useLoad } from './hooks';
import { fetchCityNamesSoon } from './place-names';

/** How long a lost stream waits before it connects again. */
const RECONNECT_MS = 2000;

/**
 * One stream of the traveller's trip changes for the whole app, open while a screen listens: a
 * lost connection connects again and resumes after the last change heard; a refusal (signed out)
 * stops it until the next screen listens.
 */
const listeners = new Set<(change: TripChange) => void>();
let following: AbortController | null = null;

function follow(): void {
  const controller = new AbortController();
  following = controller;
  let lastId: number | undefined;
  const connect = (): void =>
    void followTripChanges(
      lastId,
      (change) => {
        lastId = change.id;
        for (const listener of listeners) listener(change);
      },
      controller.signal,
    ).then(
      () => !controller.signal.aborted && setTimeout(connect, RECONNECT_MS),
      (failure: unknown) => {
        if (failure instanceof ApiError) {
          if (following === controller) following = null;
        } else if (!controller.signal.aborted) setTimeout(connect, RECONNECT_MS);
      },
    );
  connect();
}

/** Calls `listener` with each change to the traveller's trips until the returned function is called. */
export function onTripChange(listener: (change: TripChange) => void): () => void {
  listeners.add(listener);
  if (!following) follow();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    following?.abort();
    following = null;
  };
}

/** While the traveller is signed in, calls `onChange` whenever the server says one of their trips changed (paid, refunded, changed, checked in, a flight cancelled or retimed). */
export function useTripChanges(onChange: (change: TripChange) => void, enabled = true): void {
  const signedIn = useSignedIn() && enabled;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => (signedIn ? onTripChange((change) => latest.current(change)) : undefined), [signedIn]);
}

/** Data about the traveller's trips: loaded as useLoad does, and again behind what is shown whenever the server says one of their trips changed. */
export function useTripLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  // A trip shows its airports' cities.
  useEffect(fetchCityNamesSoon, []);
  const data = useLoad(load);
  useTripChanges(data.refresh);
  return data;
}
