/** The app's languages (spec section 9, "Locales, currencies and formatting"). */
export const locales = ['en-US', 'en-CA', 'zh-CN', 'zh-HK'] as const;
export type Locale = (typeof locales)[number];
