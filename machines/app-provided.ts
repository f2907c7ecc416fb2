import { fromPromise } from 'xstate';

/** A service a statechart calls, declared with its input and output; the app provides the real one. */
export const appProvided = <Output, Input>() => fromPromise<Output, Input>(() => Promise.reject(new Error('service not provided by the app')));
