import axe from 'axe-core';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { demoClubMembers, demoUser } from '../server/db/seed/demo-accounts';
import { adultFirstNames, adultLastName } from './travellers';

/**
 * Checks every state a page settles on while a browser test runs: axe-core finds no serious or
 * critical accessibility violation, and a Chinese page shows no English word. A state is checked
 * when it has been still for 150 ms, before the test acts on it, and when the test ends. A state is
 * the route, the language and the page's structure (elements, their attribute names and
 * open/invalid/hidden states), so a dialog, an error or loaded content is checked again, a typed
 * value or a ticking countdown is not.
 */

/**
 * States checked per route and language in one test: loading, loaded, an error, a dialog. A page
 * whose structure keeps changing (the flow atlas as states are picked) is not checked over and over.
 */
const STATES_PER_ROUTE = 4;

/** The attribute the page's script sets on <html> when the page changes, and reading its state clears. */
const CHANGED = 'data-page-changed';

/** What stays in Latin letters on a Chinese page by nature (every other Latin word fails). */
const latinByNature: RegExp[] = [
  /^[A-Z]{3}$/, // airport, city and currency codes: HKG, TYO, HKD
  /^[A-Z]{2}$/, // country and airline codes: HK, FW
  /^[A-Z\d]{2}\d+$/, // flight and order numbers: FW123, FW202611239589072254
  /^(\d{1,2})?[A-K]$/, // seats and the seat map's column letters: 12A, A
  /^[A-Z2-9]{6}$/, // booking references: K7XQ2M
  /^[A-Z]\d{0,2}$/, // gates, check-in aisles and counter rows as the airports sign them: D1, M
];
/** Names of the demo accounts and their saved passengers, typed by their travellers when the data was made, and of the adults the tests book. */
const seededNames = [demoUser.nickName, ...[...demoUser.passengers, ...demoClubMembers].flatMap((p) => [p.lastName, p.firstName]), adultLastName, ...adultFirstNames];
const words = (text: string) => text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
/** The seeded names' words in capitals: typed by their travellers, so never English on a Chinese page. */
const seededWords = seededNames.flatMap(words).map((w) => w.toUpperCase());
const emails = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** The words of a Chinese page's text that should not be in Latin letters; `typed` holds the words the traveller typed, in capitals. */
export const englishWords = (text: string, typed: ReadonlySet<string>) =>
  words(text.replace(emails, '')).filter((w) => !latinByNature.some((re) => re.test(w)) && !typed.has(w.toUpperCase()));

/** Dates and times as data, never as a reader is shown them: 2026-12-24, 2026-12-24T08:05, 2026-12-24 08:05:00. */
const isoDateTime = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b/g;
/** Times on a 12-hour clock, as Intl shows them unless told the 24-hour one every page uses: 7:44 AM, 上午7:44. */
const twelveHourTime = /\b\d{1,2}:\d{2}\s?[AP]M\b|[上下]午\d{1,2}:\d{2}/g;
/** ASCII colons and commas touching a Chinese character: Chinese text takes the full-width ：and ，. */
const asciiPunctuationInChinese = /[\u3400-\u9fff][,:]|[,:]\s*[\u3400-\u9fff]/g;
/** The one term Hong Kong Chinese pages use for each concept, keyed by the word it replaces. */
export const zhHkTerms: Record<string, string> = { 訂位編號: '訂座編號', 次卡: '兌換卡', 你: '您', 降低: '減少', 提高: '增加' };
const otherTerm = new RegExp(Object.keys(zhHkTerms).join('|'), 'g');

/** What a page's text shows against one format per language: ISO dates and 12-hour times anywhere; in Hong Kong Chinese, ASCII punctuation and a second term. */
export function formatSlips(text: string, locale: string): string[] {
  const slips = [...(text.match(isoDateTime) ?? []), ...(text.match(twelveHourTime) ?? [])];
  if (locale === 'zh-HK') slips.push(...(text.match(asciiPunctuationInChinese) ?? []), ...(text.match(otherTerm) ?? []));
  return slips;
}

interface Finding {
  /** The axe rule, or 'english'. */
  check: string;
  route: string;
  locale: string;
  /** The element (axe's selector), or the English words. */
  target: string;
  detail: string;
}

/** Runs in every document: tells the test, 150 ms after the last change, which state the page settled on. */
function reportSettledStates(CHANGED: string) {
  if (window !== window.top || !location.protocol.startsWith('http') || document.contentType !== 'text/html') return;
  const page = window as unknown as { pageSettled(state: string): void; valueTyped(value: string): void; pageState(): string };
  const stateAttributes = new Set(['role', 'aria-expanded', 'aria-invalid', 'aria-hidden', 'aria-modal', 'disabled', 'hidden', 'open']);
  const structure = () => {
    let hash = 0;
    const add = (s: string) => {
      for (let i = 0; i < s.length; i++) hash = (hash * 31 + s.charCodeAt(i)) | 0;
    };
    for (const el of document.body?.querySelectorAll('*') ?? []) {
      add(el.tagName);
      for (const a of el.attributes) add(stateAttributes.has(a.name) ? `${a.name}=${a.value}` : a.name);
    }
    return hash.toString(36);
  };
  // Set on <html> when the page has changed since the test last read its state: the test's action handler looks for it.
  // (Read when used: an init script runs before the document has its root element.)
  const root = () => document.documentElement;
  page.pageState = () => {
    root().removeAttribute(CHANGED);
    return `${location.pathname} ${root().lang} ${structure()}`;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = '';
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const state = `${location.pathname} ${root().lang} ${structure()}`;
      if (state !== reported) page.pageSettled((reported = state));
    }, 150);
  };
  new MutationObserver((records) => {
    if (records.every((r) => r.attributeName === CHANGED)) return;
    root().setAttribute(CHANGED, '');
    settle();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener(
    'input',
    (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) page.valueTyped(e.target.value);
    },
    true,
  );
  settle();
}

/**
 * The page's route and language, and the text a reader sees or hears in it: the title, visible text,
 * and the labels, alternatives, titles and placeholders of visible elements. Text marked as another
 * language (a language picker's `lang="en-US"`) is left out.
 */
function pageTexts() {
  const locale = document.documentElement.lang;
  const inPageLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? locale) === locale;
  // A closed list's options have no box of their own: they are shown when the list is.
  const shown = (el: Element) => el.checkVisibility() || (el.closest('select')?.checkVisibility() ?? false);
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && inPageLanguage(parent) && shown(parent)) texts.push(node.textContent ?? '');
  }
  for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
    if (!inPageLanguage(el) || !shown(el)) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(el.getAttribute(name) ?? '');
  }
  const state = (window as unknown as { pageState?(): string }).pageState?.();
  return { state, route: location.pathname, locale, texts: texts.filter((t) => t.trim()) };
}

/**
 * Runs axe-core (injected into the page) once the page's animations have ended, and answers its serious and critical violations. Rules whose
 * every check is at most moderate cannot find one, so they are not run (the region rule is slow).
 */
async function runAxe() {
  type Audit = { rules: { id: string; any: Check[]; all: Check[]; none: Check[] }[]; checks: Record<string, { metadata?: { impact?: string } }> };
  type Check = string | { id: string };
  const { axe } = window as unknown as { axe: typeof import('axe-core') & { _audit: Audit } };
  const canBeSerious = (checks: Check[]) =>
    checks.some((c) => ['serious', 'critical'].includes(axe._audit.checks[typeof c === 'string' ? c : c.id]?.metadata?.impact ?? 'critical'));
  const rules: Record<string, { enabled: boolean }> = { 'target-size': { enabled: true } };
  for (const rule of axe._audit.rules) if (!canBeSerious([...rule.any, ...rule.all, ...rule.none])) rules[rule.id] = { enabled: false };
  // A toast or a sheet fading in is judged as it ends, not half-transparent (endless spinners are not waited for).
  const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  const results = await axe.run(document, { resultTypes: ['violations'], rules });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

type Violations = Awaited<ReturnType<typeof runAxe>>;

const checksOf = new WeakMap<BrowserContext, PageChecks>();
/** Axe's answer by state: the same state in a later test of the file (the login page, say) is not run again. */
const violationsOf = new Map<string, Violations>();

/**
 * Axe's answers by state are also kept for the whole run, in the folder the e2e global setup gives
 * (`axeAnswersDir`), so a state another file has checked (home, the login page) is not run again.
 */
async function answersFile(state: string): Promise<string | undefined> {
  const { inject } = await import('vitest');
  const dir = inject('axeAnswersDir');
  return dir && join(dir, `${createHash('sha256').update(state).digest('hex').slice(0, 32)}.json`);
}

function keptAnswer(file: string | undefined): Violations | undefined {
  try {
    return file ? (JSON.parse(readFileSync(file, 'utf8')) as Violations) : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the page's current state now: for a test that visits pages one after another without acting on them. */
export const checkNow = (page: Page) => checksOf.get(page.context())!.checkNow(page);

export class PageChecks {
  private readonly checked = new Set<string>();
  private readonly checksOfRoute = new Map<string, number>();
  private readonly typedWords = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly findings: Finding[] = [];

  constructor() {
    this.reset();
  }

  /** Forgets what the last test checked, found and typed: the context serves the next test. */
  reset() {
    this.checked.clear();
    this.checksOfRoute.clear();
    this.findings.length = 0;
    this.typedWords.clear();
    for (const w of seededWords) this.typedWords.add(w);
  }

  async watch(context: BrowserContext) {
    checksOf.set(context, this);
    // Before every action the test takes on a page that has changed, the state it acts on is checked (the test waits for it).
    context.on('page', (page) => void page.addLocatorHandler(page.locator(`html[${CHANGED}]`), () => this.checkNow(page), { noWaitAfter: true }));
    await context.exposeBinding('pageSettled', ({ page }, state: string) => this.settled(page, state));
    await context.exposeBinding('valueTyped', (_, value: string) => {
      for (const w of words(value.replace(emails, ''))) this.typedWords.add(w.toUpperCase());
    });
    await context.addInitScript(reportSettledStates, CHANGED);
  }

  private settled(page: Page, state: string) {
    const route = state.slice(0, state.lastIndexOf(' '));
    const checks = this.checksOfRoute.get(route) ?? 0;
    if (this.checked.has(state) || checks >= STATES_PER_ROUTE) return;
    this.checked.add(state);
    this.checksOfRoute.set(route, checks + 1);
    this.queue = this.queue.then(() =>
      this.check(page, state).catch(() => {
        // The page moved on before it was checked: the state it is in now is checked instead.
        this.checked.delete(state);
        this.checksOfRoute.set(route, this.checksOfRoute.get(route)! - 1);
      }),
    );
  }

  private async check(page: Page, settled: string) {
    if (page.isClosed()) return;
    const started = Date.now();
    const { state, route, locale, texts } = await page.evaluate(pageTexts);
    if (state !== settled) throw new Error('the page moved on');
    for (const text of texts) {
      const slips = formatSlips(text, locale);
      if (slips.length > 0) this.findings.push({ check: 'format', route, locale, target: `${[...new Set(slips)].join(', ')} in "${text.trim().slice(0, 120)}"`, detail: 'a date, punctuation or term out of the language\'s format' });
    }
    if (locale.startsWith('zh')) {
      for (const text of texts) {
        const english = englishWords(text, this.typedWords);
        if (english.length > 0) this.findings.push({ check: 'english', route, locale, target: `${[...new Set(english)].join(', ')} in "${text.trim().slice(0, 120)}"`, detail: 'English words' });
      }
    }
    const file = await answersFile(settled);
    let violations = violationsOf.get(settled) ?? keptAnswer(file);
    if (!violations) {
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
      violations = await page.evaluate(runAxe);
      if (file) writeFileSync(file, JSON.stringify(violations));
    }
    violationsOf.set(settled, violations);
    for (const v of violations) {
      for (const target of v.targets) this.findings.push({ check: v.id, route, locale, target, detail: `${v.impact}: ${v.help}` });
    }
    if (process.env.PAGE_CHECKS_LOG) console.log(`checked ${route} ${locale} in ${Date.now() - started} ms`);
  }

  /** Checks the state the page is in now, if it was not checked yet. */
  async checkNow(page: Page) {
    const state = await page.evaluate(() => (window as unknown as { pageState?(): string }).pageState?.()).catch(() => undefined);
    if (state) this.settled(page, state);
    await this.queue;
  }

  /** Checks the state each open page is in now, and answers the report of every new failure (empty when none). */
  async report(context: BrowserContext): Promise<string> {
    for (const page of context.pages()) await this.checkNow(page);
    const failures = new Map<string, Set<string>>();
    for (const f of this.findings) {
      const heading = `${f.check} on ${f.route} (${f.locale}): ${f.detail}`;
      failures.set(heading, (failures.get(heading) ?? new Set()).add(`    ${f.target}`));
    }
    return [...failures].map(([heading, targets]) => [heading, ...[...targets].slice(0, 8), ...(targets.size > 8 ? [`    ... and ${targets.size - 8} more`] : [])].join('\n')).join('\n');
  }
}
