import { Link } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { company } from "../../content/company";
import { ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { SiteShell } from "./site-shell";
import styles from "./not-found-page.module.css";

const usefulPages = [
  { to: "/how-factoring-works", label: "How factoring works" },
  { to: "/industries", label: "Industries we serve" },
  { to: "/why-us", label: "Why TPF" },
  { to: "/resources", label: "Calculators and articles" },
  { to: "/about", label: "About us" },
] as const;

export function NotFoundPage() {
  return (
    <SiteShell>
      <section className={styles.page} aria-labelledby="not-found-title">
        <div className={["container", styles.inner].join(" ")}>
          <WrongExitSign />
          <div className={styles.text}>
            <h1 id="not-found-title">404 Page Not Found</h1>
            <p className={styles.lead}>
              Looks like this road doesn't go anywhere. The page you were looking for doesn't exist or has
              moved.
            </p>
            <div className={styles.actions}>
              <ButtonLink to="/" variant="secondary">
                Back to Home
              </ButtonLink>
              <ButtonLink to="/get-quote" variant="primary">
                Get Free Quote
              </ButtonLink>
              <ButtonAnchor href={company.phone.href} variant="outline">
                <Phone aria-hidden="true" />
                Call {company.phone.display}
              </ButtonAnchor>
            </div>
            <h2 className={styles.linksHeading}>Popular pages</h2>
            <ul className={styles.links}>
              {usefulPages.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </SiteShell>
  );
}

/** A highway exit sign reading "404 / Wrong exit". */
function WrongExitSign() {
  return (
    <svg className={styles.sign} viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <rect x="92" y="200" width="14" height="100" rx="3" fill="#5a6676" />
      <rect x="314" y="200" width="14" height="100" rx="3" fill="#5a6676" />
      <rect x="12" y="18" width="396" height="196" rx="22" fill="#0b2545" />
      <rect x="24" y="30" width="372" height="172" rx="14" fill="none" stroke="#ffffff" strokeWidth="5" />
      <rect x="250" y="0" width="130" height="44" rx="10" fill="#f2a900" />
      <text
        x="315"
        y="30"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="20"
        fill="#061427"
      >
        EXIT 404
      </text>
      <text
        x="210"
        y="122"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="900"
        fontSize="76"
        fill="#ffffff"
      >
        404
      </text>
      <text
        x="210"
        y="170"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize="26"
        fill="#ffd062"
        letterSpacing="3"
      >
        WRONG EXIT
      </text>
      <path
        d="M330 150h36m-14-14 14 14-14 14"
        stroke="#ffffff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="rotate(-45 348 150)"
      />
    </svg>
  );
}
