import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ComponentType } from "react";
import type { MobileMenuDrawer as Drawer } from "./mobile-menu-drawer";
import { OutboxIndicator } from "../../features/outbox/outbox-indicator";
import { Logo } from "../brand/logo";
import { ButtonLink } from "../ui/button";
import { primaryNav } from "./primary-nav";
import styles from "./site-header.module.css";

export { primaryNav } from "./primary-nav";

const loadDrawer = () => import("./mobile-menu-drawer");
const MobileMenuDrawer = lazy<ComponentType<ComponentProps<typeof Drawer>>>(() =>
  loadDrawer().then(
    (module) => ({ default: module.MobileMenuDrawer }),
    // Without its code (no signal before the site was stored) the page goes on without the drawer.
    () => ({ default: () => null }),
  ),
);

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
 * The Menu button of small screens. The drawer's code (a Radix dialog) loads
 * when the button is first pressed (fetched ahead on touch, hover or focus),
 * so no page carries it until a visitor needs it.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add("scroll-locked");
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);
  const prefetch = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
        <span className={styles.menuLabel} aria-hidden="true">
          Menu
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
