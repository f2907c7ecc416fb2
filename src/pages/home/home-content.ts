import { getContent } from '../../../services/content';
import type { Locale } from '../../../services/schemas/locale';

/** What the home page shows of the published content, read at once. */
export async function loadHomeContent(locale: Locale, signal: AbortSignal) {
  const [menus, highlights, clubs, pages] = await Promise.all(
    (['navigation-bar-menus', 'about-high-lights', 'about-fortune-wings-clubs', 'about-common-pages'] as const).map((path) => getContent(path, locale, signal)),
  );
  return { menus: menus!, highlights: highlights!, clubs: clubs!, pages: pages! };
}
export type HomeContent = Awaited<ReturnType<typeof loadHomeContent>>;
