import { Link, useRouterState } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { company } from "../../content/company";
import { localeOfPath, localizedPath, type Locale } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { LocaleContext, useLocale } from "./locale-context";
import { ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { SiteShell } from "./site-shell";
import styles from "./not-found-page.module.css";

const usefulPages = [
  { to: "/how-factoring-works", label: m.not_found_how },
  { to: "/industries", label: m.not_found_industries },
  { to: "/why-us", label: m.link_why },
  { to: "/resources", label: m.not_found_tools },
  { to: "/about", label: m.not_found_about },
] as const;

/** The 404 page, in the language of the address asked for (`/es/...` is Spanish). */
export function NotFoundPage() {
  const locale = useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
  return (
    <LocaleContext.Provider value={locale}>
      <NotFoundBody />
    </LocaleContext.Provider>
  );
}

function NotFoundBody() {
  const locale = useLocale();
  const to = (path: string) => localizedPath(path, locale);
  return (
    <SiteShell>
      <section className={styles.page} aria-labelledby="not-found-title">
        <div className={["container", styles.inner].join(" ")}>
          <WrongExitSign locale={locale} />
          <div className={styles.text}>
            <h1 id="not-found-title">{m.not_found_title({}, { locale })}</h1>
            <p className={styles.lead}>{m.not_found_lead({}, { locale })}</p>
            <div className={styles.actions}>
              <ButtonLink to={to("/")} variant="secondary">
                {m.back_home({}, { locale })}
              </ButtonLink>
              <ButtonLink to={to("/get-quote")} variant="primary">
                {m.get_free_quote({}, { locale })}
              </ButtonLink>
              <ButtonAnchor href={company.phone.href} variant="outline">
                <Phone aria-hidden="true" />
                {m.call({ phone: company.phone.display }, { locale })}
              </ButtonAnchor>
            </div>
            <h2 className={styles.linksHeading}>{m.not_found_popular({}, { locale })}</h2>
            <ul className={styles.links}>
              {usefulPages.map((page) => (
                <li key={page.to}>
                  <Link to={to(page.to)}>{page.label({}, { locale })}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </SiteShell>
  );
}

/** A highway exit sign reading "404 / Wrong exit", in the page's language. */
function WrongExitSign({ locale }: { locale: Locale }) {
  return (
    <svg className={styles.sign} viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <rect x="92" y="200" width="14" height="100" rx="3" fill="#5a6676" />
      <rect x="314" y="200" width="14" height="100" rx="3" fill="#5a6676" />
      <rect x="12" y="18" width="396" height="196" rx="22" fill="#0b2545" />
      <rect x="24" y="30" width="372" height="172" rx="14" fill="none" stroke="#ffffff" strokeWidth="5" />
      {/* Wide enough for the label in every language ("EXIT 404", "SALIDA 404"). */}
      <rect x="235" y="0" width="160" height="44" rx="10" fill="#f2a900" />
      <text
        x="315"
        y="30"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="20"
        fill="#061427"
      >
        {m.not_found_sign_exit({ code: 404 }, { locale })}
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
        {m.not_found_sign({}, { locale })}
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
