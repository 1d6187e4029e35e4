import { X } from "lucide-react";
import { company } from "../../../content/company";
import formStyles from "./form.module.css";
import styles from "../../../components/ui/modal.module.css";
import { SupportContacts } from "./support-contacts";

const DIALOG_ID = "forgot-password";

/**
 * Passwords are reset by support after they confirm who is asking; this
 * says how to reach them. A native popover: it opens the moment the page
 * shows, before and without scripts; Escape or a tap outside closes it.
 */
export function ForgotPassword() {
  return (
    <>
      <button type="button" className={formStyles.linkButton} popoverTarget={DIALOG_ID}>
        Forgot password?
      </button>
      <div
        id={DIALOG_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
        className={styles.content}
      >
        <h2 id={`${DIALOG_ID}-title`} className={styles.title}>
          Reset your password
        </h2>
        <p className={styles.description}>
          For your security, our support team resets passwords after confirming who you are. Call, text or
          e-mail us and we will get you back in, usually {company.responsePromise}.
        </p>
        <SupportContacts />
        <button
          type="button"
          className={styles.close}
          popoverTarget={DIALOG_ID}
          popoverTargetAction="hide"
          aria-label="Close"
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </>
  );
}
