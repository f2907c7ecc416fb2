import { t } from './i18n';

/** The name of reference data (city, airport, country) in the current language. */
export function localName(item: { nameEn: string; nameSc: string; nameTc: string }, locale: string): string {
  return locale === 'zh-CN' ? item.nameSc : locale === 'zh-HK' ? item.nameTc : item.nameEn;
}

/** A fare brand's display name in the current language (its code when it has none). */
export const brandName = (brand: string) => t(`brandName.${brand}`, { defaultValue: brand });
