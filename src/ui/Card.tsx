import type { ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** Heading inside the card, at the level the page needs (h2 by default). */
  title?: ReactNode;
  level?: 2 | 3;
  /** Beside the title, such as a "Change" link. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white panel grouping what belongs together; its title sits inside it. */
export function Card({ title, level = 2, action, children, className }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')}>
      {(title || action) && (
        <div className="ui-card-head">
          {title && <Heading>{title}</Heading>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
