import type { Locale } from '../../services/schemas/locale';

/** 852 in English, 86 in Simplified Chinese; Hong Kong's Traditional Chinese keeps 852. */
export const defaultAreaCode = (locale: Locale) => (locale === 'zh-CN' ? '86' : '852');
