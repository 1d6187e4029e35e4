import { Link } from "@tanstack/react-router";
import { headingId, Prose, RichText } from "../../../components/content/rich-text";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import { company } from "../../../content/company";
import type { LegalPage } from "../../../content/types";
import { useLocale } from "../../../components/layout/locale-context";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./legal-page.module.css";

/** A legal or info page: title, last-updated date, contents list and the document, in the page's language. */
export function LegalPageView({ page, eyebrow }: { page: LegalPage; eyebrow: string }) {
  const locale = useLocale();
  const link = (path: string) => localizedPath(path, locale);
  const sections = page.body.flatMap((block) => (block.type === "h2" ? [block.text] : []));
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={page.title}
        lead={page.summary}
        meta={page.lastUpdated ? m.last_updated({ date: page.lastUpdated }, { locale }) : undefined}
      />
      <Section>
        <div className={styles.layout}>
          {sections.length > 2 ? (
            <nav className={styles.toc} aria-labelledby="toc-title">
              <p id="toc-title" className={styles.tocTitle}>
                {m.on_this_page({}, { locale })}
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
            <Notice tone="info" title={m.questions_title({}, { locale })} className={styles.contact}>
              <p>
                {m.contact_call({}, { locale })} <a href={company.phone.href}>{company.phone.display}</a> (
                {m.hours_in_sentence({}, { locale })}), {m.contact_text({}, { locale })}{" "}
                <a href={company.text.href}>{company.text.display}</a> {m.contact_email({}, { locale })}{" "}
                <a href={`mailto:${company.email.support}`}>{company.email.support}</a>.{" "}
                {m.contact_see_also({}, { locale })}{" "}
                <Link to={link("/privacy-policy")}>{m.link_privacy({}, { locale })}</Link>,{" "}
                <Link to={link("/terms-of-use")}>{m.link_terms({}, { locale })}</Link>,{" "}
                <Link to={link("/security")}>{m.link_security({}, { locale })}</Link>{" "}
                {m.contact_and({}, { locale })}{" "}
                <Link to={link("/accessibility")}>{m.link_accessibility({}, { locale })}</Link>
                {locale === "en" ? " " : ""}
                {m.contact_pages_end({}, { locale })}
              </p>
            </Notice>
          </div>
        </div>
      </Section>
    </>
  );
}
