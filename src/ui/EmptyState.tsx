import { useId, type ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  /** A sentence under the title: why it is empty, or what to do. */
  children?: ReactNode;
  /** What to do next, usually a Button or a link. */
  action?: ReactNode;
  /** 'alertdialog' when the state asks the reader to act before anything else (a page that failed to load). */
  role?: 'alertdialog';
}

/** An empty list or a page with nothing to show: a title, a line and one way on. */
export function EmptyState({ title, children, action, role }: EmptyStateProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <section className="ui-empty-state" role={role} aria-labelledby={titleId} aria-describedby={children ? bodyId : undefined}>
      <svg className="ui-empty-state-mark" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M12 28l24-9-2-3-8 2-6-6h-3l3 7-6 2-2-2h-2z" />
      </svg>
      <h2 id={titleId}>{title}</h2>
      {children && <div id={bodyId}>{children}</div>}
      {action}
    </section>
  );
}
