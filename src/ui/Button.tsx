import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from './button-class';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  /** Full width. */
  block?: boolean;
  /** A call started by this button is running: the label says so (spec section 4's "submitting..."). */
  busy?: boolean;
  busyLabel?: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A button (React Aria: press, keyboard and focus ring alike on touch and desktop). A busy button
 * still takes presses, so the statechart can answer a repeated submit with its notice; while busy it is
 * named by what it shows, not by its longer label.
 */
export function Button({ variant = 'secondary', block, busy, busyLabel, className, children, ...props }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <AriaButton {...props} aria-label={busy ? undefined : props['aria-label']} className={buttonClass(variant, block, className)} data-busy={busy || undefined}>
      {busy ? (busyLabel ?? t('notice.submitting')) : children}
    </AriaButton>
  );
}
