import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import styles from "./modal.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/**
 * A modal dialog of the app (Radix: focus kept inside, Escape and a tap
 * outside close it): a title, a line that says what it is for, the body and
 * a Close button. `trigger`, when given, is the button that opens it;
 * otherwise `open` alone does. `actions` style the row of buttons at its end.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  /** Text, or text with parts kept whole (a reference on one line). */
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** Added to the dialog's own class (a larger dialog, such as the page viewer). */
  className?: string;
  /** Where focus goes when it closes; by default back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const locale = useDocumentLocale();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={className ? `${styles.content} ${className}` : styles.content}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          {children}
          <Dialog.Close className={styles.close} aria-label={m.dialog_close({}, { locale })}>
            <X aria-hidden="true" size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the end of a modal, Cancel first. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A button that closes the modal it is in (Cancel, "I have noted it"). */
export const ModalClose = Dialog.Close;
