import { Link } from "@tanstack/react-router";
import { ChevronRight, Menu, MessageSquareText, Phone, X } from "lucide-react";
import type { ReactNode } from "react";
import { company } from "../../content/company";
import { closeEnclosingPopover } from "../../lib/close-popover";
import { Logo } from "../brand/logo";
import { ButtonLink } from "../ui/button-link";
import * as m from "../../paraglide/messages";
import { localizedPath } from "../../lib/locale";
import { useLocale } from "./locale-context";
import { LanguageSwitch } from "./language-switch";
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
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={["container", styles.inner].join(" ")}>
        <Logo collapsible />
        <nav aria-label={m.nav_label({}, { locale })} className={styles.nav}>
          <ul className={styles.navList}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={localizedPath(item.to, locale)}
                  className={styles.navLink}
                  activeOptions={{ exact: item.to === "/" }}
                >
                  {item.label({}, { locale })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {status}
          <LanguageSwitch
            className={styles.language}
            nameClassName={styles.languageName}
            codeClassName={styles.languageCode}
          />
          <ButtonLink
            to={localizedPath("/client-login", locale)}
            variant="ghost"
            size="sm"
            className={styles.login}
          >
            {m.client_login({}, { locale })}
          </ButtonLink>
          <ButtonLink
            to={localizedPath("/get-quote", locale)}
            variant="primary"
            size="sm"
            className={styles.quote}
          >
            {m.get_free_quote({}, { locale })}
          </ButtonLink>
          <button
            type="button"
            className={styles.menuButton}
            popoverTarget={MOBILE_MENU_ID}
            aria-label={m.menu({}, { locale })}
          >
            <Menu aria-hidden="true" />
            <span className={styles.menuLabel} aria-hidden="true">
              {m.menu({}, { locale })}
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
  const locale = useLocale();
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className={styles.drawer}
      aria-label={m.menu({}, { locale })}
      role="dialog"
    >
      <div className={styles.drawerTop}>
        <Logo tone="light" />
        <button
          type="button"
          className={styles.closeButton}
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={m.close_menu({}, { locale })}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <div className={styles.drawerBody}>
        <div>
          <p className={styles.drawerTitle} aria-hidden="true">
            {m.menu({}, { locale })}
          </p>
          <nav aria-label={m.nav_label({}, { locale })}>
            <ul className={styles.drawerList}>
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <Link
                    to={localizedPath(item.to, locale)}
                    className={styles.drawerLink}
                    activeOptions={{ exact: item.to === "/" }}
                    onClick={closeEnclosingPopover}
                  >
                    {item.label({}, { locale })}
                    <ChevronRight aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.drawerActions}>
          <ButtonLink
            to={localizedPath("/get-quote", locale)}
            variant="primary"
            block
            onClick={closeEnclosingPopover}
          >
            {m.get_free_quote({}, { locale })}
          </ButtonLink>
          <ButtonLink
            to={localizedPath("/client-login", locale)}
            variant="onDark"
            block
            onClick={closeEnclosingPopover}
          >
            {m.client_login({}, { locale })}
          </ButtonLink>
          <LanguageSwitch className={styles.drawerLanguage} />
        </div>
        <div className={styles.drawerContact}>
          <a href={company.phone.href}>
            <Phone aria-hidden="true" />
            {m.call({ phone: company.phone.display }, { locale })}
          </a>
          <a href={company.text.href}>
            <MessageSquareText aria-hidden="true" />
            {m.text_us({ phone: company.text.display }, { locale })}
          </a>
          <p>{m.hours({}, { locale })}</p>
        </div>
      </div>
    </div>
  );
}
