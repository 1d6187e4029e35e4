import { Link } from "@tanstack/react-router";
import { ChevronRight, Menu, MessageSquareText, Phone, X } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { closeEnclosingPopover } from "../../lib/close-popover";
import { Logo } from "../brand/logo";
import { ButtonLink } from "../ui/button-link";
import { primaryNav } from "./primary-nav";
import styles from "./site-header.module.css";

export { primaryNav } from "./primary-nav";

/** The drawer's id, named by the Menu button's `popovertarget`. */
const MOBILE_MENU_ID = "mobile-menu";

/**
 * The public header. `status` is the header's slot for what the app adds
 * once it runs (the outbox reminder); everything else is plain HTML that
 * works before and without scripts.
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={["container", styles.inner].join(" ")}>
        <Logo collapsible />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.navLink} activeOptions={{ exact: item.to === "/" }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {status}
          <ButtonLink to="/client-login" variant="ghost" size="sm" className={styles.login}>
            Client Login
          </ButtonLink>
          <ButtonLink to="/get-quote" variant="primary" size="sm" className={styles.quote}>
            Get Free Quote
          </ButtonLink>
          <button
            type="button"
            className={styles.menuButton}
            popoverTarget={MOBILE_MENU_ID}
            aria-label="Menu"
          >
            <Menu aria-hidden="true" />
            <span className={styles.menuLabel} aria-hidden="true">
              Menu
            </span>
          </button>
        </div>
      </div>
      <MobileMenu />
    </header>
  );
}

/**
 * The slide-in drawer of small screens: a native popover, so the Menu
 * button opens it the moment the page shows, with or without scripts.
 * Escape, a tap outside or the close button dismiss it and give focus back
 * to the Menu button; the page behind does not scroll while it is open.
 */
function MobileMenu() {
  return (
    <div id={MOBILE_MENU_ID} popover="auto" className={styles.drawer} aria-label="Menu" role="dialog">
      <div className={styles.drawerTop}>
        <Logo tone="light" />
        <button
          type="button"
          className={styles.closeButton}
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <div className={styles.drawerBody}>
        <div>
          <p className={styles.drawerTitle} aria-hidden="true">
            Menu
          </p>
          <nav aria-label="Main">
            <ul className={styles.drawerList}>
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.drawerLink}
                    activeOptions={{ exact: item.to === "/" }}
                    onClick={closeEnclosingPopover}
                  >
                    {item.label}
                    <ChevronRight aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.drawerActions}>
          <ButtonLink to="/get-quote" variant="primary" block onClick={closeEnclosingPopover}>
            Get Free Quote
          </ButtonLink>
          <ButtonLink to="/client-login" variant="onDark" block onClick={closeEnclosingPopover}>
            Client Login
          </ButtonLink>
        </div>
        <div className={styles.drawerContact}>
          <a href={company.phone.href}>
            <Phone aria-hidden="true" />
            Call {company.phone.display}
          </a>
          <a href={company.text.href}>
            <MessageSquareText aria-hidden="true" />
            Text {company.text.display}
          </a>
          <p>{company.hours}</p>
        </div>
      </div>
    </div>
  );
}
