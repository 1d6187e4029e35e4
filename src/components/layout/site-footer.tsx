import { Link } from "@tanstack/react-router";
import { Mail, MapPin, MessageSquareText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { Logo } from "../brand/logo";
import { socialGlyphs } from "../brand/social-icons";
import styles from "./site-footer.module.css";

const columns = [
  {
    heading: "Services",
    links: [
      { to: "/get-quote", label: "Get a Quote" },
      { to: "/fuel-card-application", label: "Fuel Card Application" },
      { to: "/asset-based-lending", label: "Asset-Based Lending" },
      { to: "/how-factoring-works", label: "How Factoring Works" },
    ],
  },
  {
    heading: "Company",
    links: [
      { to: "/why-us", label: "Why TPF" },
      { to: "/industries", label: "Industries We Serve" },
      { to: "/resources", label: "Resources" },
      { to: "/about", label: "About Us" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-use", label: "Terms of Use" },
      { to: "/security", label: "Security" },
      { to: "/accessibility", label: "Accessibility" },
    ],
  },
] as const;

/** `action`: the footer's slot for what the app offers once it runs (installing it). */
export function SiteFooter({ action }: { action?: ReactNode }) {
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.blurb}>
              Invoice factoring, lines of credit, asset-based lending and fuel cards for owner-operators,
              fleets, brokers and logistics companies.
            </p>
            <ul className={styles.contact}>
              <li>
                <a href={company.phone.href}>
                  <Phone aria-hidden="true" />
                  Call {company.phone.display}
                </a>
              </li>
              <li>
                <a href={company.text.href}>
                  <MessageSquareText aria-hidden="true" />
                  Text {company.text.display}
                </a>
              </li>
              <li>
                <a href={`mailto:${company.email.support}`}>
                  <Mail aria-hidden="true" />
                  {company.email.support}
                </a>
              </li>
            </ul>
            <p className={styles.hours}>{company.hours}</p>
            <address className={styles.address}>
              <MapPin aria-hidden="true" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </address>
            <ul className={styles.social} aria-label="Social media">
              {company.social.map((profile) => {
                const Glyph = socialGlyphs[profile.name];
                return (
                  <li key={profile.name}>
                    <a href={profile.href} target="_blank" rel="noopener noreferrer">
                      <Glyph />
                      <span className="visually-hidden">
                        {company.name} on {profile.name} (opens in a new tab)
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-label="Footer" className={styles.columns}>
            {columns.map((column) => (
              <div key={column.heading}>
                <h2 className={styles.heading}>{column.heading}</h2>
                <ul className={styles.links}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.members}>
          Proud member of the <strong>{company.associations[0].name}</strong> and the{" "}
          <strong>{company.associations[1].name}</strong>.
        </p>
        <div className={styles.bottom}>
          <p>
            © {company.copyrightYear} {company.fullName}. All rights reserved.
          </p>
          {action}
          <Link to="/admin/team" className={styles.admin}>
            Admin
          </Link>
        </div>
      </div>
    </footer>
  );
}
