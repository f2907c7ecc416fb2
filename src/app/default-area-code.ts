import { LOUNGE_DEFAULT_AREA_CODE } from '../../services/schemas/lounge';
import type { Locale } from '../../services/schemas/locale';

/**
 * The area code a phone field starts with (spec section 9): the signed-in traveller's own number's,
 * else 852 in English and 86 in Chinese; the lounge's contact starts at 86 whatever the language.
 */
export function defaultAreaCode(locale: Locale, user?: { areaCode?: string | null } | null, form: 'lounge' | 'any' = 'any'): string {
  if (user?.areaCode) return user.areaCode;
  if (form === 'lounge') return LOUNGE_DEFAULT_AREA_CODE;
  return locale.startsWith('zh') ? '86' : '852';
}
