import { Mail, MessageSquareText, Phone } from "lucide-react";
import { company } from "../../../content/company";
import styles from "./support-contacts.module.css";

/** Call, text and e-mail links to the support team, from the company facts. */
export function SupportContacts() {
  const ways = [
    { icon: Phone, label: `Call (${company.hours})`, value: company.phone.display, href: company.phone.href },
    { icon: MessageSquareText, label: "Text", value: company.text.display, href: company.text.href },
    { icon: Mail, label: "E-mail", value: company.email.support, href: `mailto:${company.email.support}` },
  ];
  return (
    <ul className={styles.contactList}>
      {ways.map(({ icon: Icon, label, value, href }) => (
        <li key={label}>
          <a className={styles.contact} href={href}>
            <Icon aria-hidden="true" size={20} />
            <span className={styles.contactText}>
              <span className={styles.contactLabel}>{label}</span>
              <span className={styles.contactValue}>{value}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
