import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  CLIENT_CREDENTIAL,
  CLUB_LOGIN_PATH,
  LOGIN_PATH,
  RequestError,
  TIMEOUT_MS,
  clearLastResponseCode,
  configureHttp,
  eventStream,
  lastResponseCode,
  request,
  upload,
  type HttpRuntime,
} from '../../services/http';
import type { Locale } from '../../services/schemas/locale';
import { serverNow } from '../../services/server-clock';

const API = 'https://api.test';
const CONTENT = 'https://cms.test';

function recordingRuntime(setup: { token?: string | null; guestToken?: string | null; locale?: Locale; channel?: string } = {}) {
  const record = {
    toasts: [] as Array<[string, number]>,
    goTo: [] as string[],
    resetLogin: 0,
    closeWebPage: 0,
  };
  const runtime: HttpRuntime = {
    getToken: () => setup.token ?? null,
    getGuestToken: () => setup.guestToken ?? null,
    getLocale: () => setup.locale ?? 'en-US',
    getChannel: () => setup.channel ?? 'H5',
    t: (key) => `t:${key}`,
    toast: (message, durationMs) => void record.toasts.push([message, durationMs]),
    resetLogin: () => void record.resetLogin++,
    goTo: (path) => void record.goTo.push(path),
    closeWebPage: () => void record.closeWebPage++,
  };
  return { runtime, record };
}

const fetchMock = vi.fn<(input: Request, init?: RequestInit) => Promise<Response>>();
let record: ReturnType<typeof recordingRuntime>['record'];

function use(setup: Parameters<typeof recordingRuntime>[0] = {}) {
  const made = recordingRuntime(setup);
  configureHttp(made.runtime, { apiBase: API, contentBase: CONTENT });
  record = made.record;
}

/** Request bodies as fetch saw them (a Request body can be read once). */
let sentBodies: string[] = [];

function respond(body: unknown, status = 200, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockImplementation(async (input) => {
    sentBodies.push(await input.text());
    return new Response(text, { status, statusText });
  });
}

/** A fetch that answers only by rejecting once its request is aborted (like the real one). */
function respondNever() {
  fetchMock.mockImplementation(
    (input) =>
      new Promise((_, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason));
      }),
  );
}

function sentRequest(index = 0): Request {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  return call[0];
}

const anything = z.unknown();
const point = z.object({ n: z.number() });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  sentBodies = [];
  vi.stubGlobal('fetch', fetchMock);
  clearLastResponseCode();
  use();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('response-code table', () => {
  it('code 00000: parses data with the schema and resolves it', async () => {
    respond({ code: '00000', msg: 'success', data: { n: 1 } });
    await expect(request('/dsb-x/a', { schema: point })).resolves.toEqual({ n: 1 });
    expect(record.toasts).toEqual([]);
  });

  it('code 00000 with data not matching the schema: rejects ApiError SCHEMA with t(http.badResponse)', async () => {
    respond({ code: '00000', msg: 'success', data: { n: 'one' } });
    const error = await failureOf(request('/dsb-x/a', { schema: point }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SCHEMA', msg: 't:http.badResponse', httpStatus: 200 });
  });

  it('HTTP 200 whose body is not an envelope: rejects ApiError SCHEMA', async () => {
    respond('<html>oops</html>');
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'SCHEMA', msg: 't:http.badResponse' });
  });

  it('HTTP 401 (H5): resets login and goes to club login, no toast', async () => {
    respond({ code: 'A0401', msg: 'Unauthorized' }, 401);
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'A0401', httpStatus: 401 });
    expect(record.resetLogin).toBe(1);
    expect(record.goTo).toEqual([CLUB_LOGIN_PATH]);
    expect(record.closeWebPage).toBe(0);
    expect(record.toasts).toEqual([]);
  });

  it('HTTP 401 (APP channel): closes the web page, no reset, no navigation, no toast', async () => {
    use({ channel: 'FWC_APP' });
    respond('', 401);
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ httpStatus: 401 });
    expect(record.closeWebPage).toBe(1);
    expect(record.resetLogin).toBe(0);
    expect(record.goTo).toEqual([]);
    expect(record.toasts).toEqual([]);
  });

  it('other non-200 status: rejects ApiError with the envelope msg, no toast', async () => {
    respond({ code: 'A0429', msg: 'Too many requests' }, 429);
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'A0429', msg: 'Too many requests', httpStatus: 429 });
    expect(record.toasts).toEqual([]);
  });

  it('other non-200 status without an envelope: the message is the status text, else the status number', async () => {
    respond('<html>bad gateway</html>', 502, 'Bad Gateway');
    const first = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(first).toMatchObject({ httpStatus: 502, msg: 'Bad Gateway' });
    respond('', 503);
    const second = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(second).toMatchObject({ httpStatus: 503, msg: '503' });
    expect(record.toasts).toEqual([]);
  });

  it('code U00003: toasts t(http.pleaseLogin), resets login, goes to club login, rejects', async () => {
    respond({ code: 'U00003', msg: 'login required' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'U00003', httpStatus: 200 });
    expect(record.toasts).toEqual([['t:http.pleaseLogin', 3000]]);
    expect(record.resetLogin).toBe(1);
    expect(record.goTo).toEqual([CLUB_LOGIN_PATH]);
  });

  it('code M03009: goes to the login page and rejects', async () => {
    respond({ code: 'M03009', msg: 'account gone' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'M03009' });
    expect(record.goTo).toEqual([LOGIN_PATH]);
    expect(record.resetLogin).toBe(0);
    expect(record.toasts).toEqual([]);
  });

  it.each(['B0001', 'I00032'])('codes B0001 and I00032 (%s): stores the code, rejects with msg, no toast', async (code) => {
    respond({ code, msg: 'System busy' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code, msg: 'System busy' });
    expect(record.toasts).toEqual([]);
    expect(lastResponseCode()).toBe(code);
    clearLastResponseCode();
    expect(lastResponseCode()).toBeNull();
  });

  it('code I0003: stores the code, rejects, no toast', async () => {
    respond({ code: 'I0003', msg: 'Invalid state' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'I0003' });
    expect(record.toasts).toEqual([]);
    expect(lastResponseCode()).toBe('I0003');
  });

  it.each(['R13029', 'R13103'])('codes R13029 and R13103 (%s): reject with msg for the page to show, no toast', async (code) => {
    respond({ code, msg: 'Fare changed' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, msg: 'Fare changed' });
    expect(record.toasts).toEqual([]);
  });

  it.each(['A00', 'A01'])('s_code A00 or A01 (%s): stores s_code, no toast, then the code decides', async (sCode) => {
    respond({ code: '00000', msg: 'success', data: { n: 2 }, s_code: sCode });
    await expect(request('/dsb-x/a', { schema: point })).resolves.toEqual({ n: 2 });
    expect(lastResponseCode()).toBe(sCode);

    clearLastResponseCode();
    respond({ code: 'O10001', msg: 'Order failed', s_code: sCode });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'O10001', msg: 'Order failed' });
    expect(lastResponseCode()).toBe(sCode);
    expect(record.toasts).toEqual([]);
  });

  it('any other non-00000 code with msg: rejects ApiError with code, msg and data, no toast', async () => {
    respond({ code: 'U00010', msg: 'Wrong password', data: { left: 2 } });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'U00010', msg: 'Wrong password', data: { left: 2 }, httpStatus: 200 });
    expect(record.toasts).toEqual([]);
    expect(lastResponseCode()).toBeNull();
  });

  it('a non-00000 code without msg: rejects without a toast', async () => {
    respond({ code: 'U00010' });
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toMatchObject({ code: 'U00010', msg: '' });
    expect(record.toasts).toEqual([]);
  });

  it('network failure: rejects RequestError network, no toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(record.toasts).toEqual([]);
  });

  it('time-out: rejects RequestError timeout after 60 000 ms, no toast', async () => {
    vi.useFakeTimers();
    respondNever();
    let settled = false;
    const outcome = failureOf(request('/dsb-x/a', { schema: anything })).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(sentRequest().signal.aborted).toBe(true);
    expect(record.toasts).toEqual([]);
  });

  it("aborted by caller's signal: rejects RequestError abort, no toast", async () => {
    respondNever();
    const controller = new AbortController();
    const outcome = failureOf(request('/dsb-x/a', { schema: anything, signal: controller.signal }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'abort' });
    expect(record.toasts).toEqual([]);
  });
});

describe('headers', () => {
  it.each([
    ['zh-CN', 'H5 CN'],
    ['zh-HK', 'H5 HK'],
    ['en-US', 'H5 HK'],
    ['en-CA', 'H5 CA'],
  ] as const)('%s: X-Locale and X-Endpoint %s, X-Version 10.0.4', async (locale, endpoint) => {
    use({ locale });
    respond({ code: '00000', data: null });
    await request('/dsb-x/a', { schema: anything });
    const headers = sentRequest().headers;
    expect(headers.get('X-Locale')).toBe(locale);
    expect(headers.get('X-Endpoint')).toBe(endpoint);
    expect(headers.get('X-Version')).toBe('10.0.4');
  });

  it.each([
    ['zh-CN', 'APP CN'],
    ['en-US', 'APP HK'],
    ['en-CA', 'APP CA'],
  ] as const)('APP channel, %s: X-Endpoint %s', async (locale, endpoint) => {
    use({ locale, channel: 'APP' });
    respond({ code: '00000', data: null });
    await request('/dsb-x/a', { schema: anything });
    expect(sentRequest().headers.get('X-Endpoint')).toBe(endpoint);
  });

  it('Authorization: the client credential when anonymous, the bearer token when logged in', async () => {
    respond({ code: '00000', data: null });
    await request('/dsb-x/a', { schema: anything });
    const anonymous = 'Basic ' + Buffer.from('fwc-h5:fwc-h5-secret').toString('base64');
    expect(CLIENT_CREDENTIAL).toBe(anonymous);
    expect(sentRequest(0).headers.get('Authorization')).toBe(anonymous);

    use({ token: 'abc.def' });
    await request('/dsb-x/a', { schema: anything });
    expect(sentRequest(1).headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it("X-Guest-Token: a guest's order token beside the client credential, never beside a login", async () => {
    respond({ code: '00000', data: null });
    await request('/dsb-x/a', { schema: anything });
    expect(sentRequest(0).headers.has('X-Guest-Token')).toBe(false);

    use({ guestToken: 'guest.tok' });
    await request('/dsb-x/a', { schema: anything });
    expect(sentRequest(1).headers.get('Authorization')).toBe(CLIENT_CREDENTIAL);
    expect(sentRequest(1).headers.get('X-Guest-Token')).toBe('guest.tok');

    use({ token: 'abc.def', guestToken: 'guest.tok' });
    await request('/dsb-x/a', { schema: anything });
    expect(sentRequest(2).headers.get('Authorization')).toBe('Bearer abc.def');
    expect(sentRequest(2).headers.has('X-Guest-Token')).toBe(false);
  });
});

describe('request shape', () => {
  it("an answer's x-server-time sets the server's clock, refusals too", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T08:00:00.000Z') });
    fetchMock.mockResolvedValue(Response.json({ code: 'U00010', msg: 'no' }, { headers: { 'x-server-time': '2027-01-10T06:00:00.000Z' } }));
    await failureOf(request('/dsb-x/a', { schema: anything }));
    expect(new Date(serverNow()).toISOString()).toBe('2027-01-10T06:00:00.000Z');
  });

  it('form: the only form-encoded body', async () => {
    respond({ code: '00000', data: null });
    await request('/dsb-auth/oauth/token', { schema: anything, form: { username: 'a@b.c', password: 'p w' } });
    const sent = sentRequest(0);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${API}/dsb-auth/oauth/token`);
    expect(sent.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sentBodies[0]).toBe('username=a%40b.c&password=p+w');

    await request('/dsb-x/b', { schema: anything, json: { a: 1 } });
    const json = sentRequest(1);
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(sentBodies[1]).toBe('{"a":1}');
  });

  it('GET with search params on the content base; undefined params are left out', async () => {
    respond({ code: '00000', data: [] });
    await request('/about-high-lights', {
      schema: anything,
      method: 'GET',
      base: 'content',
      searchParams: { locale: 'en-US', page: 1, all: true, skip: undefined },
    });
    const sent = sentRequest();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(`${CONTENT}/about-high-lights?locale=en-US&page=1&all=true`);
  });

});

describe('retry', () => {
  /** Runs a call under fake timers past ky's back-off between tries (0.3 s, then 0.6 s). */
  async function settled<T>(call: () => Promise<T>): Promise<PromiseSettledResult<T>> {
    vi.useFakeTimers();
    const outcome = Promise.allSettled([call()]);
    await vi.advanceTimersByTimeAsync(5000);
    return (await outcome)[0];
  }

  it('a GET answered 503 is sent again, with the headers, and resolves with the second answer', async () => {
    use({ token: 'tok', locale: 'zh-CN' });
    respond({ code: '00000', data: { n: 1 } });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    const outcome = await settled(() => request('/dsb-x/a', { schema: point, method: 'GET' }));
    expect(outcome).toEqual({ status: 'fulfilled', value: { n: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const sent of [sentRequest(0), sentRequest(1)]) {
      expect(sent.headers.get('Authorization')).toBe('Bearer tok');
      expect(sent.headers.get('X-Locale')).toBe('zh-CN');
    }
  });

  it('a GET is tried three times at most: after network failures it rejects RequestError network', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const outcome = await settled(() => request('/dsb-x/a', { schema: anything, method: 'GET' }));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { kind: 'network' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("a GET answered 504 each time rejects with the last answer's status", async () => {
    respond('', 504, 'Gateway Timeout');
    const outcome = await settled(() => request('/dsb-x/a', { schema: anything, method: 'GET' }));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { httpStatus: 504, msg: 'Gateway Timeout' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("a GET answered 500 (the server's own failure) is sent once", async () => {
    respond({ code: 'B0500', msg: 'down' }, 500);
    const outcome = await settled(() => request('/dsb-x/a', { schema: anything, method: 'GET' }));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { httpStatus: 500, msg: 'down' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a POST is sent once, whether answered 503 or lost on the network', async () => {
    respond('', 503);
    const answered = await settled(() => request('/dsb-x/a', { schema: anything, json: { a: 1 } }));
    expect(answered).toMatchObject({ status: 'rejected', reason: { httpStatus: 503 } });
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const lost = await settled(() => request('/dsb-x/a', { schema: anything, json: { a: 1 } }));
    expect(lost).toMatchObject({ status: 'rejected', reason: { kind: 'network' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('duplicate in-flight call', () => {
  it('is rejected with RequestError abort and not sent; the first continues; the URL is free afterwards', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    const first = request('/dsb-x/a', { schema: point, searchParams: { id: 1 } });
    const duplicate = await failureOf(request('/dsb-x/a', { schema: point, searchParams: { id: 1 } }));
    expect(duplicate).toBeInstanceOf(RequestError);
    expect(duplicate).toMatchObject({ kind: 'abort' });
    expect(record.toasts).toEqual([]);

    // A different URL or method is not a duplicate.
    respond({ code: '00000', data: { n: 9 } });
    await expect(request('/dsb-x/a', { schema: point, searchParams: { id: 2 } })).resolves.toEqual({ n: 9 });
    await expect(request('/dsb-x/a', { schema: point, searchParams: { id: 1 }, method: 'GET' })).resolves.toEqual({ n: 9 });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    answer(new Response(JSON.stringify({ code: '00000', data: { n: 1 } })));
    await expect(first).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls.filter(([sent]) => sent.method === 'POST' && sent.url.endsWith('id=1'))).toHaveLength(1);

    await expect(request('/dsb-x/a', { schema: point, searchParams: { id: 1 } })).resolves.toEqual({ n: 9 });
  });

  it('a call to the same URL with another body goes out while the first runs (the seat map of another segment)', async () => {
    respondNever();
    const first = new AbortController();
    const firstOutcome = failureOf(request('/dsb-x/seat', { schema: point, json: { processKey: 'k', segmentIndex: 0 }, signal: first.signal }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    respond({ code: '00000', data: { n: 1 } });
    await expect(request('/dsb-x/seat', { schema: point, json: { processKey: 'k', segmentIndex: 1 } })).resolves.toEqual({ n: 1 });
    expect(sentBodies).toEqual(['{"processKey":"k","segmentIndex":1}']);
    first.abort();
    await firstOutcome;
  });

  it('the same call with the same body is refused while the first runs', async () => {
    respondNever();
    const first = new AbortController();
    const firstOutcome = failureOf(request('/dsb-x/seat', { schema: point, json: { segmentIndex: 0 }, signal: first.signal }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const duplicate = await failureOf(request('/dsb-x/seat', { schema: point, json: { segmentIndex: 0 } }));
    expect(duplicate).toMatchObject({ kind: 'abort' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.abort();
    await firstOutcome;
  });

  it('a call whose earlier twin was cancelled goes out at once, and the cancelled one does not free its place', async () => {
    respondNever();
    const controller = new AbortController();
    const cancelled = failureOf(request('/dsb-x/seat', { schema: point, json: { segmentIndex: 0 }, signal: controller.signal }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The new call comes before the cancelled one has settled (an invoke restarted in the same step).
    controller.abort();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const again = request('/dsb-x/seat', { schema: point, json: { segmentIndex: 0 } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await cancelled).toMatchObject({ kind: 'abort' });

    // The cancelled call has settled, yet the running one still makes a third one a duplicate.
    expect(await failureOf(request('/dsb-x/seat', { schema: point, json: { segmentIndex: 0 } }))).toMatchObject({ kind: 'abort' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer(new Response(JSON.stringify({ code: '00000', data: { n: 2 } })));
    await expect(again).resolves.toEqual({ n: 2 });
  });

  it('frees the URL after a failure too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await failureOf(request('/dsb-x/a', { schema: anything }));
    respond({ code: '00000', data: 'ok' });
    await expect(request('/dsb-x/a', { schema: z.string() })).resolves.toBe('ok');
  });
});

class FakeXMLHttpRequest {
  static instances: FakeXMLHttpRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  constructor() {
    FakeXMLHttpRequest.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  // Test controls
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
  fail(event: 'onerror' | 'ontimeout') {
    this[event]?.();
    this.onloadend?.();
  }
}

describe('upload', () => {
  let xhr: () => FakeXMLHttpRequest;

  beforeEach(() => {
    FakeXMLHttpRequest.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
    xhr = () => {
      const last = FakeXMLHttpRequest.instances.at(-1);
      if (!last) throw new Error('no XMLHttpRequest was made');
      return last;
    };
  });

  it('posts multipart fields and files with the shared headers and reports progress 0..100', async () => {
    use({ token: 'tok', locale: 'zh-HK' });
    const percents: number[] = [];
    const file = new Blob(['pdf bytes'], { type: 'application/pdf' });
    const outcome = upload('/dsb-member/upload', {
      schema: z.object({ url: z.string() }),
      fields: { kind: 'student' },
      files: { document: file },
      onProgress: (percent) => percents.push(percent),
    });

    const sent = xhr();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${API}/dsb-member/upload`);
    expect(sent.timeout).toBe(60_000);
    expect(sent.headers).toEqual({
      'X-Locale': 'zh-HK',
      'X-Endpoint': 'H5 HK',
      'X-Version': '10.0.4',
      Authorization: 'Bearer tok',
    });
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect(form.get('kind')).toBe('student');
    expect(await (form.get('document') as Blob).text()).toBe('pdf bytes');

    sent.progress(0, 3);
    sent.progress(1, 3);
    sent.progress(3, 3);
    expect(percents).toEqual([0, 33, 100]);

    sent.respond(200, { code: '00000', msg: 'success', data: { url: '/files/1.pdf' } });
    await expect(outcome).resolves.toEqual({ url: '/files/1.pdf' });
  });

  it('handles the envelope with the same code table (U00003, 401, other code)', async () => {
    const loginRequired = failureOf(upload('/up', { schema: anything, files: {} }));
    xhr().respond(200, { code: 'U00003', msg: 'login' });
    expect(await loginRequired).toMatchObject({ code: 'U00003' });
    expect(record.toasts).toEqual([['t:http.pleaseLogin', 3000]]);
    expect(record.goTo).toEqual([CLUB_LOGIN_PATH]);

    const unauthorized = failureOf(upload('/up', { schema: anything, files: {} }));
    xhr().respond(401, { code: 'A0401', msg: 'Unauthorized' });
    expect(await unauthorized).toMatchObject({ httpStatus: 401 });
    expect(record.resetLogin).toBe(2);

    const other = failureOf(upload('/up', { schema: anything, files: {} }));
    xhr().respond(200, { code: 'A0413', msg: 'File too large' });
    const error = await other;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'A0413' });
    expect(error).toMatchObject({ msg: 'File too large' });
    expect(record.toasts).toEqual([['t:http.pleaseLogin', 3000]]);
  });

  it('time-out: RequestError timeout, no toast', async () => {
    const outcome = failureOf(upload('/up', { schema: anything, files: {} }));
    xhr().fail('ontimeout');
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(record.toasts).toEqual([]);
  });

  it('xhr error: RequestError file, no toast', async () => {
    const outcome = failureOf(upload('/up', { schema: anything, files: {} }));
    xhr().fail('onerror');
    expect(await outcome).toMatchObject({ kind: 'file' });
    expect(record.toasts).toEqual([]);
  });

  it("aborted by caller's signal: aborts the xhr, RequestError abort, no toast", async () => {
    const controller = new AbortController();
    const outcome = failureOf(upload('/up', { schema: anything, files: {}, signal: controller.signal }));
    controller.abort();
    expect(xhr().aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'abort' });
    expect(record.toasts).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(upload('/up', { schema: anything, files: {}, signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'abort' });
    expect(FakeXMLHttpRequest.instances).toHaveLength(0);
  });
});

describe('event stream', () => {
  /** A stream answer whose body arrives in the given pieces, then ends (or breaks, with `cut`). */
  function streamOf(pieces: string[], { cut = false } = {}) {
    const rest = [...pieces];
    // One piece a read, as a network hands them over; erroring at once would drop the pieces queued before.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = rest.shift();
        if (piece !== undefined) controller.enqueue(new TextEncoder().encode(piece));
        else if (cut) controller.error(new TypeError('network'));
        else controller.close();
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }));
  }

  it('hands over each event in order, however the body is cut into pieces, with the app headers and the query', async () => {
    use({ token: 'tok', locale: 'zh-HK' });
    streamOf(['id: 1\ndata: {"n":', '1}\n\n: idle\n\nid: 2\ndata: {"n":2}\n', '\n']);
    const events: unknown[] = [];
    await eventStream('/dsb-x/stream', { schema: point, searchParams: { afterId: 7 }, onEvent: (e) => events.push(e), signal: new AbortController().signal });
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
    const sent = sentRequest();
    expect(sent.url).toBe(`${API}/dsb-x/stream?afterId=7`);
    expect(Object.fromEntries(sent.headers)).toMatchObject({ authorization: 'Bearer tok', 'x-locale': 'zh-HK', accept: 'text/event-stream' });
  });

  it('rejects a refusal answered before the stream as the request helper does', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'Q00001', msg: 'Conversation not found.', data: null }));
    const error = await failureOf(eventStream('/dsb-x/stream', { schema: point, onEvent: () => {}, signal: new AbortController().signal }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'Q00001', msg: 'Conversation not found.' });
  });

  it('rejects a connection lost midway as a network failure, after the events that came', async () => {
    streamOf(['data: {"n":1}\n\n', 'data: {"n"'], { cut: true });
    const events: unknown[] = [];
    const error = await failureOf(eventStream('/dsb-x/stream', { schema: point, onEvent: (e) => events.push(e), signal: new AbortController().signal }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(events).toEqual([{ n: 1 }]);
  });

  it('rejects an event its schema does not describe', async () => {
    streamOf(['data: {"n":"one"}\n\n']);
    const error = await failureOf(eventStream('/dsb-x/stream', { schema: point, onEvent: () => {}, signal: new AbortController().signal }));
    expect(error).toMatchObject({ code: 'SCHEMA' });
  });
});
