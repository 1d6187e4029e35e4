import type { ReactNode } from "react";
import { BookOpenCheck, Building2, Calculator, Truck } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { IconTile } from "../../../components/ui/icon-tile";
import { company } from "../../../content/company";
import { ApiCallSample } from "./api-call-sample";
import styles from "./external-login-page.module.css";
import signIn from "./sign-in-page.module.css";

const integrations = [
  {
    icon: Calculator,
    name: "QuickBooks",
    text: "Keep the client login link in your bookmarks bar beside QuickBooks Online. To go the other way, choose QuickBooks above with your QuickBooks address (on intuit.com): sign in to TPF once and continue straight to your books.",
  },
  {
    icon: BookOpenCheck,
    name: "Xero",
    text: "Save the client login link where your team opens Xero. Choose Xero above with your Xero address (on xero.com) to sign in to TPF and land in Xero ready to reconcile the funding you received.",
  },
  {
    icon: Building2,
    name: "Sage",
    text: "Add the client login link to your browser favourites next to Sage. Choose Sage above with your Sage address (on sage.com) to sign in to TPF and continue to Sage in one step.",
  },
  {
    icon: Truck,
    name: "Trucking software",
    text: "Most dispatch and TMS products let you add a custom link or button: point it at the client login link. To continue from TPF into your TMS, ask your account manager to approve its address, then choose Trucking Software above.",
  },
] as const;

/**
 * The external-system sign-in page: the form, the shareable link,
 * integration examples and the API call. The route passes the two
 * interactive parts in (each is an island).
 */
export function ExternalLoginPage({
  form,
  shareLink,
  origin,
}: {
  form: ReactNode;
  shareLink: ReactNode;
  /** The site's public address, for the example call. */
  origin?: string | undefined;
}) {
  return (
    <>
      <section className={signIn.page}>
        <div className={`container ${signIn.grid}`}>
          <div className={signIn.card}>
            <p className={signIn.eyebrow}>Client portal</p>
            <h1 className={signIn.title}>External System Login</h1>
            <p className={signIn.lead}>
              Sign in with your TPF account and continue to your accounting or trucking software.
            </p>
            <div className={signIn.formNarrow}>{form}</div>
          </div>
          <aside className={signIn.aside} aria-labelledby="share-link-heading">
            <div className={signIn.asideBlock}>
              <h2 id="share-link-heading">Share the client login link</h2>
              <p>
                Add it to your software as a bookmark or custom link, or send it to the people on your team
                who submit invoices.
              </p>
              {shareLink}
            </div>
            <hr className={signIn.rule} />
            <div className={signIn.asideBlock}>
              <h2>Need a new address approved?</h2>
              <p>
                Call {company.phone.display} ({company.hours}), text {company.text.display} or e-mail{" "}
                <a href={`mailto:${company.email.support}`}>{company.email.support}</a>.
              </p>
            </div>
          </aside>
        </div>
      </section>
      <section className={styles.band} aria-labelledby="integrations-heading">
        <div className="container">
          <h2 id="integrations-heading" className={styles.bandTitle}>
            How clients reach {company.name} from their software
          </h2>
          <ul className={styles.integrations}>
            {integrations.map((item) => (
              <Card as="li" key={item.name} compact>
                <IconTile icon={item.icon} tone="light" />
                <h3 className={styles.integrationName}>{item.name}</h3>
                <p className={styles.integrationText}>{item.text}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${styles.band} ${styles.bandMuted}`} aria-labelledby="api-heading">
        <div className={`container ${styles.apiGrid}`}>
          <div>
            <h2 id="api-heading" className={styles.bandTitle}>
              For developers: the sign-in call
            </h2>
            <p className={styles.apiText}>
              Your own system can sign a client in and receive the address to continue to. Credentials travel
              in the body of an HTTPS request, never in an address. The answer is{" "}
              <code>{`{ success, user, redirectUrl }`}</code>, or <code>{`{ error }`}</code> with status 400
              when the address is not allowed for the chosen system, 401 for wrong credentials and 429 after
              too many attempts.
            </p>
          </div>
          <ApiCallSample origin={origin} />
        </div>
      </section>
    </>
  );
}
