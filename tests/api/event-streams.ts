import type * as z from 'zod/mini';

/** Server-sent events of the schema's kind, read from a server listening on a port. */
export async function readEvents<E>(url: string, token: string, schema: z.ZodMiniType<E>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  // A read still waiting when `within` gave up: the next call takes its event.
  let waiting: Promise<{ id: string | undefined; event: E } | null> | null = null;
  async function read(): Promise<{ id: string | undefined; event: E } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data === undefined) continue;
        return { id: /^id: (.*)$/m.exec(block)?.[1], event: schema.parse(JSON.parse(data)) };
      }
      if (ended) return null;
      const { value, done } = await reader.read();
      if (done) ended = true;
      else buffer += value;
    }
  }
  const next = () => {
    const event = waiting ?? read();
    waiting = null;
    return event;
  };
  return {
    res,
    /** The next event (its `id:` line beside it), or null once the server ended the stream. */
    next,
    /** The next event, or null when none comes within `ms`: what a screen open that long would have been told. */
    async within(ms: number): Promise<{ id: string | undefined; event: E } | null> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
      const pending = next();
      const first = await Promise.race([pending, late]);
      clearTimeout(timer);
      if (first === null) waiting = pending;
      return first;
    },
    close: () => controller.abort(),
  };
}

