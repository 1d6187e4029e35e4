import { Link } from "@tanstack/react-router";
import { ChevronRight, Menu, MessageSquareText, Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { company } from "../../content/company";
import { OutboxIndicator } from "../../features/outbox/outbox-indicator";
import { Logo } from "../brand/logo";
import { ButtonLink } from "../ui/button";
import styles from "./site-header.module.css";

export const primaryNav = [
  { to: "/", label: "Home" },
  { to: "/how-factoring-works", label: "How It Works" },
  { to: "/industries", label: "Industries" },
  { to: "/why-us", label: "Why TPF" },
  { to: "/resources", label: "Resources" },
  { to: "/about", label: "About" },
] as const;

export function SiteHeader() {
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
          <OutboxIndicator />
          <ButtonLink to="/client-login" variant="ghost" size="sm" className={styles.login}>
            Client Login
          </ButtonLink>
          <ButtonLink to="/get-quote" variant="primary" size="sm" className={styles.quote}>
            Get Free Quote
          </ButtonLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * The slide-in drawer of small screens; it closes when a link is chosen.
 * Radix's Dialog.Overlay is left out on purpose: its scroll lock injects a
 * <style> element, which the Content-Security-Policy (style-src 'self')
 * refuses. A plain backdrop and a class on <html> do the same job.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add("scroll-locked");
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label="Menu">
        <Menu aria-hidden="true" />
        <span className={styles.menuLabel} aria-hidden="true">
          Menu
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div className={styles.overlay} data-state={open ? "open" : "closed"} aria-hidden="true" />
        <Dialog.Content className={styles.drawer}>
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
