/** A page inside a flow may take over the nav bar's back button (the flow goes one step back). */
let handler: (() => void) | null = null;

export const setBackHandler = (next: (() => void) | null) => {
  handler = next;
};

export const backHandler = () => handler;
