import { Link } from "@tanstack/react-router";
import { ChevronRight, MessageSquareText, Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { company } from "../../content/company";
import { Logo } from "../brand/logo";
import { ButtonLink } from "../ui/button";
import { primaryNav } from "./primary-nav";
import styles from "./site-header.module.css";

/** The drawer's id, named by the Menu button's aria-controls while it is open. */
export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The slide-in drawer of small screens; it closes when a link is chosen.
 * Loaded when the Menu button is first pressed (see MobileMenu), so pages
 * carry no dialog code until then. The button lives in the header; focus
 * returns to it when the drawer closes.
 * Radix's Dialog.Overlay is left out on purpose: its scroll lock injects a
 * <style> element, which the Content-Security-Policy (style-src 'self')
 * refuses. A plain backdrop and a class on <html> do the same job.
 */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className={styles.overlay} data-state={open ? "open" : "closed"} aria-hidden="true" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          className={styles.drawer}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.drawerTop}>
            <Logo tone="light" onNavigate={close} />
            <Dialog.Close className={styles.closeButton} aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.drawerBody}>
            <div>
              <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
              <Dialog.Description className="visually-hidden">
                Site pages, client login and ways to reach us.
              </Dialog.Description>
              <nav aria-label="Main">
                <ul className={styles.drawerList}>
                  {primaryNav.map((item) => (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        className={styles.drawerLink}
                        activeOptions={{ exact: item.to === "/" }}
                        onClick={close}
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
              <ButtonLink to="/get-quote" variant="primary" block onClick={close}>
                Get Free Quote
              </ButtonLink>
              <ButtonLink to="/client-login" variant="onDark" block onClick={close}>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
