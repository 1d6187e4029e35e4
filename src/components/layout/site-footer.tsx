import { Link } from "@tanstack/react-router";
import { Mail, MapPin, MessageSquareText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { Logo } from "../brand/logo";
import { socialGlyphs } from "../brand/social-icons";
import { localizedPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "./locale-context";
import styles from "./site-footer.module.css";

const columns = [
  {
    heading: m.footer_services,
    links: [
      { to: "/get-quote", label: m.link_get_quote },
      { to: "/fuel-card-application", label: m.link_fuel_card },
      { to: "/asset-based-lending", label: m.link_abl },
      { to: "/how-factoring-works", label: m.link_how_factoring },
    ],
  },
  {
    heading: m.footer_company,
    links: [
      { to: "/why-us", label: m.link_why },
      { to: "/industries", label: m.link_industries },
      { to: "/resources", label: m.link_resources },
      { to: "/about", label: m.link_about },
    ],
  },
  {
    heading: m.footer_legal,
    links: [
      { to: "/privacy-policy", label: m.link_privacy },
      { to: "/terms-of-use", label: m.link_terms },
      { to: "/security", label: m.link_security },
      { to: "/accessibility", label: m.link_accessibility },
    ],
  },
] as const;

/** `action`: the footer's slot for what the app offers once it runs (installing it). */
export function SiteFooter({ action }: { action?: ReactNode }) {
  const { address } = company;
  const locale = useLocale();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.blurb}>{m.footer_blurb({}, { locale })}</p>
            <ul className={styles.contact}>
              <li>
                <a href={company.phone.href}>
                  <Phone aria-hidden="true" />
                  {m.call({ phone: company.phone.display }, { locale })}
                </a>
              </li>
              <li>
                <a href={company.text.href}>
                  <MessageSquareText aria-hidden="true" />
                  {m.text_us({ phone: company.text.display }, { locale })}
                </a>
              </li>
              <li>
                <a href={`mailto:${company.email.support}`}>
                  <Mail aria-hidden="true" />
                  {company.email.support}
                </a>
              </li>
            </ul>
            <p className={styles.hours}>{m.hours({}, { locale })}</p>
            <address className={styles.address}>
              <MapPin aria-hidden="true" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </address>
            <ul className={styles.social} aria-label={m.social_label({}, { locale })}>
              {company.social.map((profile) => {
                const Glyph = socialGlyphs[profile.name];
                return (
                  <li key={profile.name}>
                    <a href={profile.href} target="_blank" rel="noopener noreferrer">
                      <Glyph />
                      <span className="visually-hidden">
                        {m.social_link({ company: company.name, network: profile.name }, { locale })}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-label={m.footer_nav_label({}, { locale })} className={styles.columns}>
            {columns.map((column) => (
              <div key={column.heading({}, { locale: "en" })}>
                <h2 className={styles.heading}>{column.heading({}, { locale })}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={localizedPath(link.to, locale)}>{link.label({}, { locale })}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.members}>
          {m.members(
            { first: company.associations[0].name, second: company.associations[1].name },
            { locale },
          )}
        </p>
        <div className={styles.bottom}>
          <p>{m.rights({ year: String(company.copyrightYear), name: company.fullName }, { locale })}</p>
          {action}
          <Link to="/admin/team" className={styles.admin}>
            {m.admin({}, { locale })}
          </Link>
        </div>
      </div>
    </footer>
  );
}
