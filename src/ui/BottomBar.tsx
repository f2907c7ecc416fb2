import type { ReactNode } from 'react';
import './BottomBar.css';

export interface BottomBarProps {
  /** What the amount is, such as "Total". */
  label: string;
  /** The amount as it should read, already formatted with its currency. */
  total: ReactNode;
  /** Under the amount: a line such as "3 passengers, taxes included" or a button opening the breakdown. */
  detail?: ReactNode;
  /** The action, usually a primary Button. */
  children: ReactNode;
}

/**
 * The bar held at the bottom of a step: the running total and the step's action, above the
 * phone's home indicator. A new total is announced politely.
 */
export function BottomBar({ label, total, detail, children }: BottomBarProps) {
  return (
    <div className="ui-bottom-bar">
      <div className="ui-bottom-bar-total">
        <div aria-live="polite" aria-atomic="true">
          <span className="ui-bottom-bar-label">{label}</span> <strong>{total}</strong>
        </div>
        {detail}
      </div>
      <div className="ui-bottom-bar-action">{children}</div>
    </div>
  );
}
