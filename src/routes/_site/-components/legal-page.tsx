import { Link } from "@tanstack/react-router";
import { headingId, Prose, RichText } from "../../../components/content/rich-text";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import { company } from "../../../content/company";
import type { LegalPage } from "../../../content/types";
import styles from "./legal-page.module.css";

/** A legal or info page: title, last-updated date, contents list and the document. */
export function LegalPageView({ page, eyebrow }: { page: LegalPage; eyebrow: string }) {
  const sections = page.body.flatMap((block) => (block.type === "h2" ? [block.text] : []));
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={page.title}
        lead={page.summary}
        meta={page.lastUpdated ? `Last updated ${page.lastUpdated}` : undefined}
      />
      <Section>
        <div className={styles.layout}>
          {sections.length > 2 ? (
            <nav className={styles.toc} aria-labelledby="toc-title">
              <p id="toc-title" className={styles.tocTitle}>
                On this page
              </p>
              <ul className={styles.tocList}>
                {sections.map((title) => (
                  <li key={title}>
                    <a href={`#${headingId(title)}`}>{title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div>
            <Prose>
              <RichText blocks={page.body} />
            </Prose>
            <Notice tone="info" title="Questions about this page?" className={styles.contact}>
              <p>
                Call <a href={company.phone.href}>{company.phone.display}</a> ({company.hours}), text{" "}
                <a href={company.text.href}>{company.text.display}</a> or e-mail{" "}
                <a href={`mailto:${company.email.support}`}>{company.email.support}</a>. See also our{" "}
                <Link to="/privacy-policy">Privacy Policy</Link>, <Link to="/terms-of-use">Terms of Use</Link>
                , <Link to="/security">Security</Link> and <Link to="/accessibility">Accessibility</Link>{" "}
                pages.
              </p>
            </Notice>
          </div>
        </div>
      </Section>
    </>
  );
}
