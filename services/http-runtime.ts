import type { Locale } from './schemas/locale';

/**
 * What the HTTP helper (./http) asks of the app. The app gives it at start, apart from the helper
 * itself, which loads with the first service that calls.
 */
export interface HttpRuntime {
  /** Bearer access token when logged in. */
  getToken(): string | null;
  /** Without a login: the token of the one order a guest booked or found again, if any. */
  getGuestToken(): string | null;
  getLocale(): Locale;
  /** For example 'H5' or 'APP'; contains 'APP' inside the native app. */
  getChannel(): string;
  t(key: string): string;
  /** Only the 'please login' notice that goes with the way to the login page. */
  toast(message: string, durationMs: number): void;
  /** Clears the session silently. */
  resetLogin(): void;
  goTo(path: string): void;
  /** Inside the native app. */
  closeWebPage(): void;
}

interface HttpConfig {
  runtime: HttpRuntime;
  apiBase: string;
  contentBase: string;
}

let config: HttpConfig | null = null;

export function configureHttp(runtime: HttpRuntime, options: { apiBase?: string; contentBase?: string } = {}): void {
  config = { runtime, apiBase: options.apiBase ?? '', contentBase: options.contentBase ?? '' };
}

export function httpConfig(): HttpConfig {
  if (!config) throw new Error('configureHttp() must be called before any request');
  return config;
}
