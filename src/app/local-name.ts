/** The name of reference data (city, airport, country) in the current language. */
export function localName(item: { nameEn: string; nameSc: string; nameTc: string }, locale: string): string {
  return locale === 'zh-CN' ? item.nameSc : locale === 'zh-HK' ? item.nameTc : item.nameEn;
}
