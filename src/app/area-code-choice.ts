import { writeJson } from './storage';

export const SELECT_AREA_PATH = '/pagesMy/pages/select-area/index';
/** Only stored state named so may be written by the picker, whatever its address says. */
const STORE_PREFIX = 'areaCode.';

/** The picker's address for a form whose area code lives in the stored state `store` ('areaCode.login'). */
export const selectAreaPath = (store: string) => `${SELECT_AREA_PATH}?store=${encodeURIComponent(store)}`;

/** Keeps the picked code where the form reads it back; false for a store name the picker may not write. */
export function storeAreaCode(store: string | undefined, areaCode: string): boolean {
  if (!store?.startsWith(STORE_PREFIX)) return false;
  writeJson(sessionStorage, store, areaCode);
  return true;
}
