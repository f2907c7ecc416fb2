import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readJson, writeJson } from './storage';

/** useState kept in sessionStorage, so what a traveller typed survives a reload of the page. */
export function useStoredState<T>(name: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => readJson<T>(sessionStorage, name) ?? initial());
  useEffect(() => writeJson(sessionStorage, name, value), [name, value]);
  return [value, setValue];
}
