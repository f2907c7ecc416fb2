import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceOf } from '../../server/routes/static';
import { databaseKinds, startTestServer } from './harness';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root">
<!--shell:hero--><div class="home-hero"></div><!--/shell:hero-->
<!--shell:searchForm--><div class="app-shell-search-form"></div><!--/shell:searchForm-->
<!--shell:tabBar--><div class="tab-bar"></div><!--/shell:tabBar-->
</div></body></html>`;

/** The build's manifest, as much of it as the pages read. */
const manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['node_modules/react-dom/client.js', 'src/app/start.tsx'] },
  'node_modules/react-dom/client.js': { file: 'assets/client-15.js', imports: ['_react-11.js'] },
  'src/app/start.tsx': { file: 'assets/start-10.js', imports: ['_react-11.js'] },
  '_react-11.js': { file: 'assets/react-11.js' },
  'src/pages/home/new-index.tsx': { file: 'assets/new-index-2.js', imports: ['_SearchForm-3.js', 'src/main.tsx'], css: ['assets/new-index-4.css'] },
  '_SearchForm-3.js': { file: 'assets/SearchForm-3.js' },
  'src/pages/home/index.tsx': { file: 'assets/home-5.js', imports: ['_SearchForm-3.js'] },
  'src/pages/my/index.tsx': { file: 'assets/my-6.js' },
  'locales/en.json': { file: 'assets/en-7.js' },
  'locales/tc.json': { file: 'assets/tc-8.js' },
  'locales/sc.json': { file: 'assets/sc-9.js' },
  'locales/en.json?later': { file: 'assets/en-later-12.js' },
  'src/routes-more.ts': { file: 'assets/routes-more-14.js' },
  'src/pagesBook/book/fill-passenger.tsx': { file: 'assets/fill-passenger-13.js', imports: ['_react-11.js'] },
};

describe('pages of the app', () => {
  let s: Server;
  const clientDir = mkdtempSync(join(tmpdir(), 'fwc-client-'));
  beforeAll(async () => {
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, 'index.html'), indexHtml);
    writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
    s = await startTestServer(databaseKinds[0]!, { staticDir: clientDir });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (url: string, acceptLanguage = 'en-US,en;q=0.9') => {
    const res = await s.app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  };
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);

  it("draws home's shell and fetches the app's code, the page's own, its style sheet and texts with the HTML", async () => {
    for (const url of ['/', '/pages/home/new-index']) {
      const html = await page(url);
      expect(html).toContain('class="home-hero"');
      expect(html).toContain('class="app-shell-search-form"');
      expect(html).toContain('class="tab-bar"');
      // The entry is loaded by its own script tag already; what it imports once the shell is painted is not.
      expect(preloads(html).sort()).toEqual(['SearchForm-3.js', 'client-15.js', 'en-7.js', 'new-index-2.js', 'react-11.js', 'start-10.js']);
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/new-index-4.css">');
    }
  });

  it('answers a missing built file with 404, not a page of the app', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/assets/start-0.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    expect((await s.app.inject({ method: 'GET', url: '/pages/no/such/page' })).statusCode).toBe(200);
  });

  it("preloads the texts of the browser's language", async () => {
    expect(preloads(await page('/', 'zh-HK,zh;q=0.9,en;q=0.8'))).toContain('tc-8.js');
    expect(preloads(await page('/', 'zh-TW'))).toContain('tc-8.js');
    expect(preloads(await page('/', 'zh-CN,zh;q=0.9'))).toContain('sc-9.js');
    expect(preloads(await page('/', 'en-CA'))).toContain('en-7.js');
  });

  it('draws only the frame each page has', async () => {
    const booking = await page('/pages/home/index');
    expect(booking).not.toContain('home-hero');
    expect(booking).toContain('app-shell-search-form');
    expect(preloads(booking).sort()).toEqual(['SearchForm-3.js', 'client-15.js', 'en-7.js', 'home-5.js', 'react-11.js', 'start-10.js']);

    const mine = await page('/pages/my/index');
    expect(mine).not.toContain('home-hero');
    expect(mine).not.toContain('app-shell-search-form');
    expect(mine).toContain('class="tab-bar"');

    const passengers = await page('/pagesBook/pages/book/fill-passenger?x=1');
    expect(passengers).not.toMatch(/home-hero|app-shell-search-form|tab-bar/);
    expect(preloads(passengers).sort()).toEqual(['client-15.js', 'en-7.js', 'en-later-12.js', 'fill-passenger-13.js', 'react-11.js', 'routes-more-14.js', 'start-10.js']);

    const unknown = await page('/pagesBook/pages/book/nothing');
    expect(preloads(unknown).sort()).toEqual(['client-15.js', 'en-7.js', 'react-11.js', 'start-10.js']);
  });

  it('names the source file of every page', () => {
    const tables = readFileSync('src/routes.ts', 'utf8') + readFileSync('src/routes-more.ts', 'utf8');
    const pages = [...tables.matchAll(/path: '(\/[^']+)'.*import\('\.\/([^']+)'\)/g)];
    expect(pages.length).toBeGreaterThan(40);
    for (const [, path, file] of pages) expect(sourceOf(path!, existsSync)).toBe(`src/${file}.tsx`);
    expect(pages.map(([, path]) => path)).toContain('/flows');
    expect(sourceOf('/', existsSync)).toBe('src/pages/home/new-index.tsx');
  });
});
