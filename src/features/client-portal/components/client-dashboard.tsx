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
  Settings,
} from "lucide-react";
import type { ReactNode } from "react";
import { documentKindOptions, REQUIRED_DOCUMENTS } from "../../../../api/contract/invoice";
import { Badge } from "../../../components/ui/badge";
import { ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Card } from "../../../components/ui/card";
import { CheckList } from "../../../components/ui/check-list";
import { IconTile } from "../../../components/ui/icon-tile";
import { company } from "../../../content/company";
import { formatDate } from "../../../lib/format-date";
import styles from "./client-dashboard.module.css";

/** What the invoice flow asks for with every load: the required documents, then the optional ones. */
const loadDocuments = documentKindOptions.map((kind) =>
  REQUIRED_DOCUMENTS.includes(kind.value) ? kind.label : `${kind.label}, optional`,
);

export interface PortalUser {
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  lastLogin: string | null;
}

/** "Today" for a first sign-in or one earlier today, else the date of the previous sign-in. */
export function lastLoginLabel(lastLogin: string | null, now: Date = new Date()): string {
  if (!lastLogin) return "Today";
  const date = new Date(lastLogin);
  if (Number.isNaN(date.getTime())) return "Today";
  if (date.toDateString() === now.toDateString()) return "Today";
  return formatDate(date);
}

/** The client's home: what they can do today, their account and how to reach us. */
export function ClientDashboard({
  user,
  passwordChange,
  recentActivity,
}: {
  user: PortalUser;
  passwordChange: ReactNode;
  /** The latest invoices with their status (the invoices feature renders them). */
  recentActivity: ReactNode;
}) {
  const invoiceMail = `mailto:${company.email.support}?subject=${encodeURIComponent(`Invoice submission: ${user.companyName}`)}`;
  return (
    <div className={styles.dashboard}>
      <header className={styles.welcome}>
        <h1 className={styles.title}>Welcome back, {user.firstName}</h1>
        <p className={styles.subtitle}>{user.companyName}</p>
      </header>

      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="visually-hidden">
          What you can do
        </h2>
        <div className={styles.actions}>
          <Card as="article" accent className={styles.wide} aria-labelledby="submit-invoice-heading">
            <div className={styles.cardHead}>
              <IconTile icon={FileText} />
              <div>
                <h3 id="submit-invoice-heading" className={styles.cardTitle}>
                  Submit Invoice
                </h3>
                <p className={styles.cardLead}>
                  Send a delivered load today and get paid within {company.fundingTime}.
                </p>
              </div>
            </div>
            <div className={styles.split}>
              <div>
                <h4 className={styles.minor}>From your phone, even with no signal</h4>
                <p className={styles.cardText}>
                  Load details, then photos of the rate confirmation and the signed BOL. We turn each photo
                  into a clear scan and send it when the signal allows.
                </p>
                <ButtonLink to="/invoices/new" search={{}} className={styles.invoiceButton}>
                  <FilePlus2 aria-hidden="true" />
                  Submit an invoice
                </ButtonLink>
                <h4 className={`${styles.minor} ${styles.minorGap}`}>Include with every load</h4>
                <CheckList items={loadDocuments} />
              </div>
              <div>
                <h4 className={styles.minor}>Or send it another way</h4>
                <ul className={styles.contactList}>
                  <li>
                    <a href={invoiceMail}>
                      <Mail aria-hidden="true" size={18} />
                      E-mail {company.email.support}
                    </a>
                  </li>
                  <li>
                    <a href={company.text.href}>
                      <MessageSquareText aria-hidden="true" size={18} />
                      Text photos to {company.text.display}
                    </a>
                  </li>
                  <li>
                    <a href={company.phone.href}>
                      <Phone aria-hidden="true" size={18} />
                      Call {company.phone.display}
                    </a>
                  </li>
                </ul>
              </div>
            </div>
          </Card>

          <Card as="article" aria-labelledby="fuel-cards-heading">
            <div className={styles.cardHead}>
              <IconTile icon={Fuel} tone="amber" />
              <h3 id="fuel-cards-heading" className={styles.cardTitle}>
                Fuel Cards
              </h3>
            </div>
            <p className={styles.cardText}>
              Save 2 to 6 cents a gallon at thousands of truck stops with a Bronze, Silver or Gold card.
            </p>
            <ButtonLink to="/fuel-card-application" variant="outline" size="sm" className={styles.push}>
              Apply for a fuel card
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Card>

          <Card as="article" aria-labelledby="quote-heading">
            <div className={styles.cardHead}>
              <IconTile icon={ClipboardList} tone="light" />
              <h3 id="quote-heading" className={styles.cardTitle}>
                Get Quote
              </h3>
            </div>
            <p className={styles.cardText}>
              Adding trucks or need a line of credit? Ask for a quote on more funding.
            </p>
            <ButtonLink to="/get-quote" variant="outline" size="sm" className={styles.push}>
              Request a quote
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Card>

          <Card as="article" aria-labelledby="settings-heading">
            <div className={styles.cardHead}>
              <IconTile icon={Settings} tone="light" />
              <h3 id="settings-heading" className={styles.cardTitle}>
                Account Settings
              </h3>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Name</dt>
                <dd>
                  {user.firstName} {user.lastName}
                </dd>
              </div>
              <div>
                <dt>Username</dt>
                <dd>{user.username}</dd>
              </div>
              <div>
                <dt>Company</dt>
                <dd>{user.companyName}</dd>
              </div>
            </dl>
            <div className={[styles.push, styles.actions].join(" ")}>
              <ButtonLink to="/account-settings" variant="outline" size="sm">
                Settings and messages
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
              Account Overview
            </h2>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone="green">Active</Badge>
              </dd>
            </div>
            <div>
              <dt>Available credit</dt>
              <dd>Contact for details</dd>
            </div>
            <div>
              <dt>Last login</dt>
              <dd>{lastLoginLabel(user.lastLogin)}</dd>
            </div>
          </dl>
        </Card>

        <Card as="section" aria-labelledby="support-heading">
          <div className={styles.cardHead}>
            <IconTile icon={LifeBuoy} tone="light" />
            <h2 id="support-heading" className={styles.cardTitle}>
              Support
            </h2>
          </div>
          <p className={styles.cardText}>Text us any time. We answer {company.responsePromise}.</p>
          <ButtonAnchor href={company.text.href} variant="secondary" size="sm">
            <MessageSquareText aria-hidden="true" />
            Text {company.text.display}
          </ButtonAnchor>
          <p className={styles.small}>
            Or call <a href={company.phone.href}>{company.phone.display}</a>, {company.hours}.
          </p>
        </Card>

        <Card as="section" aria-labelledby="activity-heading" className={styles.activity}>
          <div className={styles.cardHead}>
            <IconTile icon={Activity} tone="light" />
            <h2 id="activity-heading" className={styles.cardTitle}>
              Recent Activity
            </h2>
          </div>
          {recentActivity}
        </Card>
      </div>
    </div>
  );
}
