import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import type * as z from 'zod/mini';
import { codes } from './schemas/codes';
import { envelopeSchema } from './schemas/envelope';
import { httpConfig, type HttpRuntime } from './http-runtime';
import type { Locale } from './schemas/locale';
import { heardServerTime } from './server-clock';

export { configureHttp, type HttpRuntime } from './http-runtime';

export const CLIENT_CREDENTIAL = 'Basic ' + btoa('fwc-h5:fwc-h5-secret');
export const VERSION_HEADER = '10.0.4';
export const TIMEOUT_MS = 60_000;
const TOAST_MS = 3000;
export const CLUB_LOGIN_PATH = '/pagesMy/pages/loginreg/jplogin';
export const LOGIN_PATH = '/pages/login/index';

export const endpointByLocale: Record<Locale, string> = {
  'zh-CN': 'H5 CN',
  'zh-HK': 'H5 HK',
  'en-US': 'H5 HK',
  'en-CA': 'H5 CA',
};

/** A request that got a response other than code 00000. */
export class ApiError extends Error {
  code: string;
  msg: string;
  data: unknown;
  httpStatus: number;

  constructor(code: string, msg: string, data: unknown, httpStatus: number) {
    super(msg || code);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}

export type RequestErrorKind = 'timeout' | 'abort' | 'network' | 'file';

/** A request that got no usable response. */
export class RequestError extends Error {
  kind: RequestErrorKind;

  constructor(kind: RequestErrorKind) {
    super(`request failed: ${kind}`);
    this.name = 'RequestError';
    this.kind = kind;
  }
}

export interface RequestOptions<T> {
  /** Parses `data` of a success envelope. */
  schema: z.ZodMiniType<T>;
  method?: 'GET' | 'POST';
  json?: unknown;
  /** Form-encoded body (only the token call uses it). */
  form?: Record<string, string>;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  base?: 'api' | 'content';
}

export interface UploadOptions<T> {
  schema: z.ZodMiniType<T>;
  fields?: Record<string, string>;
  files: Record<string, Blob>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

let responseCode: string | null = null;
/** The calls running now by method, URL and body, each with its caller's signal. */
const inFlight = new Map<string, { signal: AbortSignal | undefined }>();

export function lastResponseCode(): string | null {
  return responseCode;
}

export function clearLastResponseCode(): void {
  responseCode = null;
}

const currentRuntime = () => httpConfig().runtime;

function isApp(rt: HttpRuntime): boolean {
  return rt.getChannel().includes('APP');
}

function headersFor(rt: HttpRuntime): Record<string, string> {
  const locale = rt.getLocale();
  const endpoint = endpointByLocale[locale];
  const token = rt.getToken();
  const guestToken = token ? null : rt.getGuestToken();
  return {
    'X-Locale': locale,
    'X-Endpoint': isApp(rt) ? 'APP ' + endpoint.slice('H5 '.length) : endpoint,
    'X-Version': VERSION_HEADER,
    Authorization: token ? `Bearer ${token}` : CLIENT_CREDENTIAL,
    ...(guestToken && { 'X-Guest-Token': guestToken }),
  };
}

function urlFor(base: string, path: string, searchParams: RequestOptions<unknown>['searchParams'] = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return base + path + (search ? `?${search}` : '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The response-code table (spec section 8), shared by request() and upload(). A failure is the
 * caller's to show (a failed state of its statechart, or a toast its wiring asks for), so nothing
 * here shows one; only the answers that end the session lead to a login page.
 */
function handleResponse<T>(status: number, statusText: string, body: unknown, schema: z.ZodMiniType<T>): T {
  const rt = currentRuntime();
  const parsed = envelopeSchema.safeParse(body);
  const envelope = parsed.success ? parsed.data : null;

  if (status === 401) {
    if (isApp(rt)) {
      rt.closeWebPage();
    } else {
      rt.resetLogin();
      rt.goTo(CLUB_LOGIN_PATH);
    }
    throw new ApiError(envelope?.code ?? codes.unauthorized, envelope?.msg ?? '', envelope?.data, status);
  }
  if (status !== 200) throw new ApiError(envelope?.code ?? String(status), envelope?.msg || statusText || String(status), envelope?.data, status);

  const badResponse = (data: unknown) => new ApiError('SCHEMA', rt.t('http.badResponse'), data, status);
  if (!envelope) throw badResponse(body);

  const { code, msg, data, s_code } = envelope;
  if (s_code === 'A00' || s_code === 'A01') responseCode = s_code;

  switch (code) {
    case codes.success: {
      const result = schema.safeParse(data);
      if (!result.success) throw badResponse(data);
      return result.data;
    }
    case codes.loginRequired:
      rt.toast(rt.t('http.pleaseLogin'), TOAST_MS);
      rt.resetLogin();
      rt.goTo(CLUB_LOGIN_PATH);
      break;
    case codes.goToLogin:
      rt.goTo(LOGIN_PATH);
      break;
    case codes.systemBusy:
    case codes.interfaceError:
    case codes.invalidState:
      responseCode = code;
      break;
  }
  throw new ApiError(code, msg, data, status);
}

/** What makes two calls the same call: method, URL and body. */
function callKey(method: string, url: string, options: RequestOptions<unknown>): string {
  const body = options.form ? new URLSearchParams(options.form).toString() : options.json === undefined ? '' : JSON.stringify(options.json);
  return `${method} ${url} ${body}`;
}

/** Gateway answers worth one more try of a read; any other status carries the envelope handleResponse reads. */
const retriedStatuses = [502, 503, 504];

/**
 * The app's fetch: the headers on every try, the server's clock heard from every answer, and a read
 * (GET) tried again after a network failure or a gateway answer; a write is sent once, as the server
 * may have acted on it.
 */
const api = ky.create({
  timeout: TIMEOUT_MS,
  retry: { limit: 2, methods: ['get'], statusCodes: retriedStatuses },
  // Only a retried status becomes an HTTPError (ky retries errors only); send() hands its answer back.
  throwHttpErrors: (status) => retriedStatuses.includes(status),
  hooks: {
    beforeRequest: [
      (sent) => {
        for (const [name, value] of Object.entries(headersFor(currentRuntime()))) sent.headers.set(name, value);
      },
    ],
    afterResponse: [(_sent, _options, response) => heardServerTime(response.headers.get('x-server-time'))],
  },
});

/** Sends through ky; a call that got no answer rejects with RequestError. */
async function send(url: string, options: Options): Promise<Response> {
  try {
    return await api(url, options);
  } catch (error) {
    if (error instanceof HTTPError) return error.response;
    throw new RequestError(error instanceof TimeoutError ? 'timeout' : options.signal?.aborted ? 'abort' : 'network');
  }
}

/**
 * Sends a call and parses its answer. A true duplicate (same method, URL and body while the first
 * still runs) is refused with RequestError 'abort' (spec section 4); once the first is cancelled,
 * its twin goes out.
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  currentRuntime(); // a forgotten configureHttp() fails here, not as a network error inside ky
  const method = options.method ?? 'POST';
  const url = urlFor(options.base === 'content' ? httpConfig().contentBase : httpConfig().apiBase, path, options.searchParams);
  const key = callKey(method, url, options);
  const twin = inFlight.get(key);
  if (twin && !twin.signal?.aborted) throw new RequestError('abort');
  const call = { signal: options.signal };
  inFlight.set(key, call);
  try {
    // fetch sets Content-Type application/x-www-form-urlencoded for a URLSearchParams body.
    const body = options.form ? new URLSearchParams(options.form) : undefined;
    const response = await send(url, { method, body, json: options.json, signal: options.signal });
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new RequestError(options.signal?.aborted ? 'abort' : 'network');
    }
    return handleResponse(response.status, response.statusText, parseJson(text), options.schema);
  } finally {
    if (inFlight.get(key) === call) inFlight.delete(key);
  }
}

/** Multipart upload over XMLHttpRequest, because fetch cannot report upload progress over HTTP/1.1. */
export function upload<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const rt = currentRuntime();
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new RequestError('abort'));

  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const [name, file] of Object.entries(options.files)) form.append(name, file);

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', httpConfig().apiBase + path);
    for (const [name, value] of Object.entries(headersFor(rt))) xhr.setRequestHeader(name, value);
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.ontimeout = () => reject(new RequestError('timeout'));
    xhr.onabort = () => reject(new RequestError('abort'));
    xhr.onerror = () => reject(new RequestError('file'));
    xhr.onload = () => {
      try {
        resolve(handleResponse(xhr.status, xhr.statusText, parseJson(xhr.responseText), options.schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}

export interface EventStreamOptions<E> {
  /** Parses each event's data. */
  schema: z.ZodMiniType<E>;
  searchParams?: RequestOptions<unknown>['searchParams'];
  onEvent(event: E): void;
  signal: AbortSignal;
}

/**
 * Follows a server-sent event stream with the app's headers (EventSource cannot send the access
 * token). Resolves when the server ends the stream; a refusal before the stream (a JSON envelope)
 * rejects as request() would, and a lost connection with RequestError.
 */
export async function eventStream<E>(path: string, options: EventStreamOptions<E>): Promise<void> {
  const rt = currentRuntime();
  // A lost stream is followed again by its caller, from the last event it heard.
  const response = await send(urlFor(httpConfig().apiBase, path, options.searchParams), { headers: { Accept: 'text/event-stream' }, signal: options.signal, retry: 0 });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    handleResponse(response.status, response.statusText, parseJson(await response.text()), options.schema);
    throw new ApiError('SCHEMA', rt.t('http.badResponse'), null, response.status);
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data === undefined) continue;
        const event = options.schema.safeParse(parseJson(data));
        if (!event.success) throw new ApiError('SCHEMA', rt.t('http.badResponse'), data, response.status);
        options.onEvent(event.data);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new RequestError(options.signal.aborted ? 'abort' : 'network');
  }
}
