import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { company } from "../../../content/company";
import formStyles from "./form.module.css";
import styles from "./dialog.module.css";
import { SupportContacts } from "./support-contacts";

/** Passwords are reset by support after they confirm who is asking; this says how to reach them. */
export function ForgotPasswordDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className={formStyles.linkButton}>
          Forgot password?
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>Reset your password</Dialog.Title>
          <Dialog.Description className={styles.description}>
            For your security, our support team resets passwords after confirming who you are. Call, text or
            e-mail us and we will get you back in, usually {company.responsePromise}.
          </Dialog.Description>
          <SupportContacts />
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="outline" size="sm">
                Close
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <X aria-hidden="true" size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
