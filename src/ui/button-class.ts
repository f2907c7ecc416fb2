import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * The button look, for a router Link that reads as a button, or a plain <button> on the home tab,
 * whose first load has no room for the control library.
 */
export const buttonClass = (variant: ButtonVariant = 'secondary', block = false, extra?: string) =>
  ['ui-button', variant, block && 'block', extra].filter(Boolean).join(' ');
