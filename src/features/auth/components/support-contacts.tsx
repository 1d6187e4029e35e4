import { Mail, MessageSquareText, Phone } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { company, companyWords } from "../../../content/company";
import * as m from "../../../paraglide/messages";
import styles from "./support-contacts.module.css";

/** Call, text and e-mail links to the support team, from the company facts, in the page's language. */
export function SupportContacts() {
  const locale = useLocale();
  const hours = companyWords(locale).hoursShort;
  const ways = [
    {
      icon: Phone,
      label: m.account_contact_call({ hours }, { locale }),
      value: company.phone.display,
      href: company.phone.href,
    },
    {
      icon: MessageSquareText,
      label: m.account_contact_text({}, { locale }),
      value: company.text.display,
      href: company.text.href,
    },
    {
      icon: Mail,
      label: m.account_contact_email({}, { locale }),
      value: company.email.support,
      href: `mailto:${company.email.support}`,
    },
  ];
  return (
    <ul className={styles.contactList}>
      {ways.map(({ icon: Icon, label, value, href }) => (
        <li key={href}>
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
