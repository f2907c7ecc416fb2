/** The server's one clock. Tests and the development tools move it; nothing else reads Date.now(). */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (or back, with a negative number) by `ms`. */
  advance(ms: number): void;
  /** Back to where the clock started. */
  reset(): void;
}

export function createClock(start?: Date): Clock {
  const startOffset = start ? start.getTime() - Date.now() : 0;
  let offset = startOffset;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = startOffset;
    },
  };
}
