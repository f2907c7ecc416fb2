import type { ReactNode } from 'react';
import { Sheet } from '../ui/Sheet';

/** A centred modal dialog with its own buttons, always open while drawn. */
export function Dialog({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <Sheet kind="dialog" isOpen title={title} actions={actions}>
      {children}
    </Sheet>
  );
}
