import type { BrowserContext, Page } from 'playwright-core';

const watchOf = new WeakMap<BrowserContext, ConsoleWatch>();

/**
 * What went wrong in a phone's pages while a test ran: console errors, uncaught errors and failed
 * requests. A request cut short because the page moved on (net::ERR_ABORTED) is the browser's
 * ordinary work, not a failure.
 */
export class ConsoleWatch {
  private readonly problems: string[] = [];
  private readonly expected: RegExp[] = [];

  constructor(context: BrowserContext) {
    watchOf.set(context, this);
    context.on('console', (message) => {
      if (message.type() === 'error') this.add(`console error on ${pathOf(message.page())}: ${message.text()}`);
    });
    context.on('weberror', (error) => this.add(`uncaught error on ${pathOf(error.page())}: ${error.error().message}`));
    context.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') this.add(`failed request ${request.method()} ${new URL(request.url()).pathname}: ${reason}`);
    });
  }

  private add(problem: string) {
    if (!this.expected.some((re) => re.test(problem))) this.problems.push(problem);
  }

  /** Forgets the last test's problems and what it expected. */
  reset() {
    this.problems.length = 0;
    this.expected.length = 0;
  }

  expect(patterns: RegExp[]) {
    this.expected.push(...patterns);
  }

  /** Every problem the test did not expect, one per line (empty when none). */
  report(): string {
    if (this.problems.length === 0) return '';
    return ['console or network problems the test did not cause:', ...[...new Set(this.problems)].map((p) => `    ${p.slice(0, 300)}`)].join('\n');
  }
}

const pathOf = (page: Page | null) => (page ? new URL(page.url()).pathname : 'a worker');

/**
 * Announces the console errors or failed requests a test causes on purpose (a request it cuts, the
 * network it takes away, an answer it refuses), each matching one of `patterns`: the browser logs
 * "Failed to load resource" for them, which would otherwise fail the test.
 */
export function expectProblems(page: Page, ...patterns: RegExp[]): void {
  watchOf.get(page.context())!.expect(patterns);
}
