import { useEffect, useState } from 'react';
import { readJson, writeJson } from './storage';

/** useState kept in sessionStorage, so what a traveller typed survives a reload of the page. */
export function useStoredState<T>(name: string, initial: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readJson<T>(sessionStorage, name) ?? initial());
  useEffect(() => writeJson(sessionStorage, name, value), [name, value]);
  return [value, setValue];
}
