import {
  Activity,
  ArrowRight,
  ClipboardList,
  FilePlus2,
  FileText,
  Fuel,
  Gauge,
  LifeBuoy,
  Mail,
  MessageSquareText,
  Phone,
  ScrollText,
  Settings,
  ShieldCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { documentKindOptions, REQUIRED_DOCUMENTS, type DocumentKind } from "../../../../api/contract/invoice";
import { useLocale } from "../../../components/layout/locale-context";
import { Badge } from "../../../components/ui/badge";
import { ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Card } from "../../../components/ui/card";
import { CheckList } from "../../../components/ui/check-list";
import { IconTile } from "../../../components/ui/icon-tile";
import { company, companyWords } from "../../../content/company";
import { formatDate } from "../../../lib/format-date";
import { localizedPath, type Locale } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./client-dashboard.module.css";

/** The documents' names as the portal shows them (the contract's labels are the English ones). */
const documentNames: Record<DocumentKind, (locale: Locale) => string> = {
  "rate-confirmation": (locale) => m.account_doc_rate_confirmation({}, { locale }),
  "bol-pod": (locale) => m.account_doc_bol_pod({}, { locale }),
  receipt: (locale) => m.account_doc_receipt({}, { locale }),
};

/** What the invoice flow asks for with every load: the required documents, then the optional ones. */
export const loadDocuments = (locale: Locale): string[] =>
  documentKindOptions.map((kind) => {
    const name = documentNames[kind.value](locale);
    return REQUIRED_DOCUMENTS.includes(kind.value)
      ? name
      : m.account_doc_optional({ document: name }, { locale });
  });

export interface PortalUser {
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  lastLogin: string | null;
}

/** "Today" for a first sign-in or one earlier today, else the date of the previous sign-in. */
export function lastLoginLabel(
  lastLogin: string | null,
  now: Date = new Date(),
  locale: Locale = "en",
): string {
  const today = m.account_today({}, { locale });
  if (!lastLogin) return today;
  const date = new Date(lastLogin);
  if (Number.isNaN(date.getTime())) return today;
  if (date.toDateString() === now.toDateString()) return today;
  return formatDate(date, locale);
}

/** The client's home: what they can do today, their account and how to reach us. */
export function ClientDashboard({
  user,
  passwordChange,
  recentActivity,
  money,
}: {
  user: PortalUser;
  passwordChange: ReactNode;
  /** The latest invoices with their status (the invoices feature renders them). */
  recentActivity: ReactNode;
  /** Rows of the Account Overview's list: the client's reserve and funding (the invoices feature's). */
  money: ReactNode;
}) {
  const locale = useLocale();
  const words = companyWords(locale);
  const subject = m.account_invoice_mail_subject({ company: user.companyName }, { locale });
  const invoiceMail = `mailto:${company.email.support}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className={styles.dashboard}>
      <header className={styles.welcome}>
        <h1 className={styles.title}>{m.account_welcome({ name: user.firstName }, { locale })}</h1>
        <p className={styles.subtitle}>{user.companyName}</p>
      </header>

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="visually-hidden">
          {m.account_what_you_can_do({}, { locale })}
        </h2>
        <div className={styles.actions}>
          <Card as="article" accent className={styles.wide} aria-labelledby="submit-invoice-heading">
            <div className={styles.cardHead}>
              <IconTile icon={FileText} />
              <div>
                <h3 id="submit-invoice-heading" className={styles.cardTitle}>
                  {m.account_submit_invoice_title({}, { locale })}
                </h3>
                <p className={styles.cardLead}>
                  {m.account_submit_invoice_lead({ time: words.fundingTime }, { locale })}
                </p>
              </div>
            </div>
            <div className={styles.split}>
              <div>
                <h4 className={styles.minor}>{m.account_from_phone({}, { locale })}</h4>
                <p className={styles.cardText}>{m.account_from_phone_text({}, { locale })}</p>
                <ButtonLink to="/invoices/new" search={{}} className={styles.invoiceButton}>
                  <FilePlus2 aria-hidden="true" />
                  {m.account_submit_an_invoice({}, { locale })}
                </ButtonLink>
                <h4 className={`${styles.minor} ${styles.minorGap}`}>
                  {m.account_include_every_load({}, { locale })}
                </h4>
                <CheckList items={loadDocuments(locale)} />
              </div>
              <div>
                <h4 className={styles.minor}>{m.account_send_another_way({}, { locale })}</h4>
                <ul className={styles.contactList}>
                  <li>
                    <a href={invoiceMail}>
                      <Mail aria-hidden="true" size={18} />
                      {m.account_email_to({ address: company.email.support }, { locale })}
                    </a>
                  </li>
                  <li>
                    <a href={company.text.href}>
                      <MessageSquareText aria-hidden="true" size={18} />
                      {m.account_text_photos({ phone: company.text.display }, { locale })}
                    </a>
                  </li>
                  <li>
                    <a href={company.phone.href}>
                      <Phone aria-hidden="true" size={18} />
                      {m.call({ phone: company.phone.display }, { locale })}
                    </a>
                  </li>
                </ul>
              </div>
            </div>
          </Card>

          <Card as="article" aria-labelledby="broker-check-heading">
            <div className={styles.cardHead}>
              <IconTile icon={ShieldCheck} tone="light" />
              <h3 id="broker-check-heading" className={styles.cardTitle}>
                {m.broker_check_title({}, { locale })}
              </h3>
            </div>
            <p className={styles.cardText}>{m.broker_check_card_text({}, { locale })}</p>
            <ButtonLink to="/broker-check" search={{}} variant="outline" size="sm" className={styles.push}>
              {m.broker_check_open({}, { locale })}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Card>

          <Card as="article" aria-labelledby="fuel-cards-heading">
            <div className={styles.cardHead}>
              <IconTile icon={Fuel} tone="amber" />
              <h3 id="fuel-cards-heading" className={styles.cardTitle}>
                {m.account_fuel_cards({}, { locale })}
              </h3>
            </div>
            <p className={styles.cardText}>{m.account_fuel_cards_text({}, { locale })}</p>
            <ButtonLink
              to={localizedPath("/fuel-card-application", locale)}
              variant="outline"
              size="sm"
              className={styles.push}
            >
              {m.account_apply_fuel_card({}, { locale })}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Card>

          <Card as="article" aria-labelledby="quote-heading">
            <div className={styles.cardHead}>
              <IconTile icon={ClipboardList} tone="light" />
              <h3 id="quote-heading" className={styles.cardTitle}>
                {m.account_get_quote({}, { locale })}
              </h3>
            </div>
            <p className={styles.cardText}>{m.account_get_quote_text({}, { locale })}</p>
            <ButtonLink
              to={localizedPath("/get-quote", locale)}
              variant="outline"
              size="sm"
              className={styles.push}
            >
              {m.account_request_quote({}, { locale })}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Card>

          <Card as="article" aria-labelledby="settings-heading">
            <div className={styles.cardHead}>
              <IconTile icon={Settings} tone="light" />
              <h3 id="settings-heading" className={styles.cardTitle}>
                {m.account_settings_title({}, { locale })}
              </h3>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{m.account_name({}, { locale })}</dt>
                <dd>
                  {user.firstName} {user.lastName}
                </dd>
              </div>
              <div>
                <dt>{m.account_username({}, { locale })}</dt>
                <dd>{user.username}</dd>
              </div>
              <div>
                <dt>{m.account_company({}, { locale })}</dt>
                <dd>{user.companyName}</dd>
              </div>
            </dl>
            <div className={[styles.push, styles.cardButtons].join(" ")}>
              <ButtonLink to="/account-settings" variant="outline" size="sm">
                {m.account_settings_link({}, { locale })}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              {passwordChange}
            </div>
          </Card>
        </div>
      </section>

      <div className={styles.lower}>
        <Card as="section" aria-labelledby="overview-heading">
          <div className={styles.cardHead}>
            <IconTile icon={Gauge} tone="light" />
            <h2 id="overview-heading" className={styles.cardTitle}>
              {m.account_overview({}, { locale })}
            </h2>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{m.account_status({}, { locale })}</dt>
              <dd>
                <Badge tone="green">{m.account_active({}, { locale })}</Badge>
              </dd>
            </div>
            {money}
            <div>
              <dt>{m.account_last_login({}, { locale })}</dt>
              <dd>{lastLoginLabel(user.lastLogin, new Date(), locale)}</dd>
            </div>
          </dl>
          <ButtonLink to="/statement" variant="outline" size="sm" className={styles.push}>
            <ScrollText aria-hidden="true" />
            {m.statement_open({}, { locale })}
          </ButtonLink>
        </Card>

        <Card as="section" aria-labelledby="support-heading">
          <div className={styles.cardHead}>
            <IconTile icon={LifeBuoy} tone="light" />
            <h2 id="support-heading" className={styles.cardTitle}>
              {m.account_support({}, { locale })}
            </h2>
          </div>
          <p className={styles.cardText}>
            {m.account_support_text({ promise: words.responsePromise }, { locale })}
          </p>
          <ButtonAnchor href={company.text.href} variant="secondary" size="sm">
            <MessageSquareText aria-hidden="true" />
            {/* One label, so it wraps as text; the number never breaks across lines. */}
            <span>
              {m.account_text_us_lead({}, { locale })}{" "}
              <span className={styles.number}>{company.text.display}</span>
            </span>
          </ButtonAnchor>
          <p className={styles.small}>
            {m.account_or_call({}, { locale })} <a href={company.phone.href}>{company.phone.display}</a>,{" "}
            {words.hours}.
          </p>
        </Card>

        <Card as="section" aria-labelledby="activity-heading" className={styles.activity}>
          <div className={styles.cardHead}>
            <IconTile icon={Activity} tone="light" />
            <h2 id="activity-heading" className={styles.cardTitle}>
              {m.account_recent_activity({}, { locale })}
            </h2>
          </div>
          {recentActivity}
        </Card>
      </div>
    </div>
  );
}
