import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import './utilities.css';
import './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
}

/** A checkbox whose whole row, box and label, is the 44 px target. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className="ui-checkbox">
      <span className="ui-checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18">
          <polyline points="3.5 9.5 7.5 13 14.5 5" />
        </svg>
      </span>
      <span className="ui-checkbox-label">{children}</span>
    </AriaCheckbox>
  );
}
