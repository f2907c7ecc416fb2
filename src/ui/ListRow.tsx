import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './utilities.css';
import './ListRow.css';

export interface ListRowProps {
  label: ReactNode;
  /** On the right before the chevron, such as the current language. */
  value?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** A page of the app: the row is a link. */
  href?: string;
  /** Or an action on this page: the row is a button. */
  onPress?: () => void;
}

/**
 * One row of a list that leads somewhere, with its chevron; rows sit in a ListGroup. A native link
 * or button (all a row needs), so lists on the home tab carry no control library.
 */
export function ListRow({ label, value, description, href, onPress }: ListRowProps) {
  const content = (
    <>
      <span className="ui-list-row-text">
        <span>{label}</span>
        {description && <span className="ui-list-row-description">{description}</span>}
      </span>
      {value !== undefined && <span className="ui-list-row-value">{value}</span>}
      <span className="ui-chevron" aria-hidden="true" />
    </>
  );
  return href !== undefined ? (
    <Link className="ui-list-row" to={href}>
      {content}
    </Link>
  ) : (
    <button type="button" className="ui-list-row" onClick={onPress}>
      {content}
    </button>
  );
}

/** Rows under one another, with straight full-width dividers between them. */
export function ListGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <nav className="ui-list-group" aria-label={label}>
      {children}
    </nav>
  );
}
