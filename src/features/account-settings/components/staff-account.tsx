import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { KeyRound, Mail, Smartphone } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { staffAccountOptions } from "../requests";
import { EmailSection, PushDeviceList, SectionHead } from "./credentials";
import styles from "./account-settings.module.css";

/**
 * A staff member's own account (docs/decisions/0190-account-security.md):
 * the e-mail address, changed with the current password and a confirmed
 * link; the password, changed with the current one; and the devices that get
 * their alerts. Staff screens are in English.
 */
export function StaffOwnAccount({
  confirmEmailToken,
  onConfirmDone,
  passwordChange,
}: {
  confirmEmailToken?: string | undefined;
  onConfirmDone: () => void;
  /** The password change dialog, sending to the staff member's own route. */
  passwordChange: ReactNode;
}) {
  const account = useSuspenseQuery(staffAccountOptions());
  return (
    <div className={styles.flow}>
      <Card as="section" aria-labelledby="staff-email-heading">
        <SectionHead icon={Mail} id="staff-email-heading" title="Your e-mail" />
        <EmailSection
          account="staff"
          email={account.data.email}
          pendingEmail={account.data.pendingEmail}
          confirmToken={confirmEmailToken}
          onChanged={() => account.refetch()}
          onConfirmDone={onConfirmDone}
        />
      </Card>
      <Card as="section" aria-labelledby="staff-password-heading">
        <SectionHead icon={KeyRound} id="staff-password-heading" title="Your password" />
        <p className={styles.text}>
          A new password signs you out everywhere else and removes your other devices. Colleagues can reset it
          for you under Staff if you have lost it.
        </p>
        <div>{passwordChange}</div>
      </Card>
      <Card as="section" aria-labelledby="staff-devices-heading">
        <SectionHead icon={Smartphone} id="staff-devices-heading" title="Your devices" />
        <PushDeviceList account="staff" />
      </Card>
    </div>
  );
}
