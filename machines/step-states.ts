import { flowError } from './error-message';

/** The error code of a failed call's event. */
export const codeOf = (event: unknown) => flowError((event as { error?: unknown }).error).code;

/** A state tagged `busy` while the user's call runs: pressing `press` again only raises the 'submitting…' notice. */
export const busyOn = <T extends string>(press: T) => ({ tags: ['busy'], on: { [press]: { actions: 'notifyBusy' } } as Record<T, { actions: 'notifyBusy' }> }) as const;

/** A state tagged `failed` that keeps the error; `retry` runs the call again from `target`. */
export const failedWithRetry = (target: string) => ({ tags: ['failed'], on: { retry: { target, actions: 'clearError' } } }) as const;
