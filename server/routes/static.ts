import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { languageOf } from '../i18n';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
  css?: string[];
}

/** What index.html's shell draws on a page before the app's code runs; the app's first render replaces it. */
type ShellPart = 'hero' | 'searchForm' | 'tabBar';

/** What the tab pages' frames draw; every other page gets the nav bar's frame alone. */
const tabShells: Record<string, ShellPart[]> = {
  '/': ['hero', 'searchForm', 'tabBar'],
  '/pages/home/new-index': ['hero', 'searchForm', 'tabBar'],
  '/pages/home/index': ['searchForm', 'tabBar'],
  '/pages/service/index': ['tabBar'],
  '/pages/travel/index': ['tabBar'],
  '/pages/my/index': ['tabBar'],
};
const shellParts: ShellPart[] = ['hero', 'searchForm', 'tabBar'];
/** The app's code, which the entry runs once the shell is painted (after React DOM, in tasks of their own: src/main.tsx). */
const APP_START = 'src/app/start.tsx';
/** The route table's pages past the tabs, which the app loads before it draws any of them. */
const MORE_ROUTES = 'src/routes-more.ts';

/** The language the app starts in when nothing is stored, as the browser's own language picks it. */
function catalogueOf(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? '').split(',')[0]!.trim();
  const locale = first === 'zh-CN' ? 'zh-CN' : first.startsWith('zh') ? 'zh-HK' : 'en-US';
  return `locales/${languageOf(locale)}.json`;
}

/**
 * A page's source file, as src/routes.ts and src/routes-more.ts name it: `/pagesBook/pages/book/index`
 * is `src/pagesBook/book/index.tsx`; a page outside /pages is a file (`/dev/ui` is `src/dev/ui.tsx`)
 * or, if there is none of its name (`known`), its folder's index (`/flows` is `src/flows/index.tsx`).
 */
export function sourceOf(path: string, known: (source: string) => boolean): string {
  const page = path === '/' ? '/pages/home/new-index' : path;
  if (page.startsWith('/pages')) return `src${page.replace(/^\/(pages\w+)\/pages\//, '/$1/')}.tsx`;
  return known(`src${page}.tsx`) ? `src${page}.tsx` : `src${page}/index.tsx`;
}

/**
 * index.html for each page: the shell's parts that page has, and links that fetch its own code, style
 * sheets and the likely language's texts while the app's entry loads (they would wait for it).
 */
function pageBuilder(dir: string): (path: string, acceptLanguage: string | undefined) => string {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const manifestFile = join(dir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>) : {};
  const inHtml = (file: string) => html.includes(`/${file}"`);
  const withImports = (key: string, into = new Set<string>()): Set<string> => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]!.imports ?? []) withImports(dep, into);
    return into;
  };
  const linksOf = (keys: string[]) => {
    const chunks = [...new Set(keys.flatMap((key) => [...withImports(key)]))].map((key) => manifest[key]!);
    const scripts = chunks.map((c) => c.file).filter((file) => !inHtml(file));
    const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !inHtml(file));
    return [...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`), ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)].join('\n    ');
  };
  // What the entry imports once the shell is painted: the app's start and the libraries it runs first.
  const appStart = Object.values(manifest).find((c) => c.isEntry)?.dynamicImports ?? [APP_START];
  const cache = new Map<string, string>();
  return (path, acceptLanguage) => {
    const source = sourceOf(path, (file) => file in manifest);
    const known = source in manifest;
    const catalogue = catalogueOf(acceptLanguage);
    const key = `${known ? path : ''} ${catalogue}`;
    let page = cache.get(key);
    if (page === undefined) {
      const shell = tabShells[path];
      // A page past the tabs also waits for its route table (src/app/App.tsx) and the later texts (src/app/lazy-page.tsx).
      const own = known ? [source, ...(shell ? [] : [MORE_ROUTES, `${catalogue}?later`])] : [];
      page = html.replace('</head>', `  ${linksOf([...appStart, catalogue, ...own])}\n  </head>`);
      for (const part of shellParts.filter((p) => !shell?.includes(p))) page = page.replace(new RegExp(`<!--shell:${part}-->[^]*?<!--/shell:${part}-->`), '');
      cache.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built client; hashed assets are cached for a year, pages never. The build writes each
 * text file's brotli and gzip copy beside it, sent to browsers that accept them. Returns what sends
 * a page of the app.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const root = resolve(dir);
  if (!existsSync(root)) throw new Error(`The client is not built: ${dir} is missing (run npm run build).`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageFor = pageBuilder(root);
  return (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(pageFor(new URL(req.url, 'http://app').pathname, req.headers['accept-language']));
}
