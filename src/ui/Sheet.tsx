import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './Sheet.css';

export interface SheetProps {
  title: string;
  /** 'sheet' rises from the bottom edge; 'dialog' is centred. */
  kind?: 'sheet' | 'dialog';
  /** Controlled; leave out inside a DialogTrigger, which opens it from its button. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closed by a tap on the backdrop (Escape closes any sheet that can close). */
  isDismissable?: boolean;
  /** Buttons at the foot; one with slot="close" closes the sheet. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal bottom sheet or centred dialog (React Aria: focus kept inside, Escape closes, focus goes
 * back to what opened it, the page behind is hidden from screen readers).
 */
export function Sheet({ title, kind = 'sheet', isOpen, onOpenChange, isDismissable = kind === 'sheet', actions, children }: SheetProps) {
  return (
    <ModalOverlay className="ui-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Modal className={`ui-modal ${kind}`}>
        <Dialog className="ui-dialog">
          <Heading slot="title">{title}</Heading>
          {children}
          {actions && <div className="ui-dialog-actions">{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
