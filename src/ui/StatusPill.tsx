import type { HTMLAttributes } from 'react';
import './StatusPill.css';

/** What a status means to the reader, which its colour says: done and fine, needs a look, stopped, in progress, or over. */
export type StatusTone = 'positive' | 'attention' | 'negative' | 'progress' | 'neutral';

/** A short status beside what it is of (a ticket, an order, a flight), coloured by what it means. */
export function StatusPill({ tone, className, ...rest }: { tone: StatusTone } & HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} data-tone={tone} className={`ui-status-pill ${tone}${className ? ` ${className}` : ''}`} />;
}
