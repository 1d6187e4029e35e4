import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import styles from "./toast.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/*
 * App-wide notifications (docs/product-rules.md): one toast at a time, shown for
 * 5000 ms, swiped away to the right past 50 px, reached with F8, at most
 * 420 px wide on a phone and 40rem on a wider screen. A new toast replaces the
 * one on screen. `toast()` works from anywhere (event handlers, background
 * work); <ToastProvider> renders it.
 */

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  /** destructive: an error, announced at once; success and default wait for a pause. */
  variant?: ToastVariant | undefined;
  /** Milliseconds on screen; 5000 by default. */
  duration?: number | undefined;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

let current: ToastEntry | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastEntry | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a notification, replacing the one on screen. Returns its id for `dismissToast`. */
export function toast(options: ToastOptions): number {
  lastId += 1;
  publish({ ...options, id: lastId, open: true });
  return lastId;
}

/** Closes the toast on screen (or only the one with this id). */
export function dismissToast(id?: number): void {
  if (current && current.open && (id === undefined || current.id === id))
    publish({ ...current, open: false });
}

const CARRIED = "tpf:toast-after-navigation";

/**
 * Shows a notification on the page the browser opens next (a sign-in that
 * leaves for another page): kept in this tab's storage until a page shows it.
 */
export function toastAfterNavigation(options: ToastOptions): void {
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify(options));
  } catch {
    toast(options);
  }
}

function showCarriedToast(): void {
  try {
    const carried = sessionStorage.getItem(CARRIED);
    sessionStorage.removeItem(CARRIED);
    if (carried) toast(JSON.parse(carried) as ToastOptions);
  } catch {
    // Storage unreadable: there is nothing to show.
  }
}

const api = { toast, dismiss: dismissToast } as const;

/** The toast functions, for components that prefer a hook. */
export function useToast() {
  return api;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

/**
 * A notice never covers the page (docs/decisions/0071-toast-placement.md): it takes a band of its
 * own at the top of the screen, and the page moves down by the band's height while it shows. The
 * band's height is set on the document (`--toast-space`: a block before the page, the sticky
 * header's offset) in the frame the toast appears, changes or leaves, before the browser paints, so
 * no frame shows it over the page. While it shows, the browser's scroll anchoring is off
 * (`data-toast-shown`): anchoring would scroll the page back up under the band.
 */
function makeRoom(viewport: HTMLElement) {
  const height = viewport.childElementCount > 0 ? viewport.getBoundingClientRect().height : 0;
  const root = document.documentElement;
  root.style.setProperty("--toast-space", `${Math.ceil(height)}px`);
  root.toggleAttribute("data-toast-shown", height > 0);
}

function CurrentToast() {
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const locale = useDocumentLocale();
  if (!entry) return null;
  const variant = entry.variant ?? "default";
  const Icon = icons[variant];
  return (
    <Toast.Root
      key={entry.id}
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(entry.id);
      }}
      duration={entry.duration}
      type={variant === "destructive" ? "foreground" : "background"}
      className={styles.toast}
      data-variant={variant}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <Toast.Title className={styles.title}>{entry.title}</Toast.Title>
        {entry.description ? (
          <Toast.Description className={styles.description}>{entry.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close className={styles.close} aria-label={m.toast_close({}, { locale })}>
        <X aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** Wraps the app once (in the root route) and renders the toast viewport after the page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  useEffect(showCarriedToast, []);
  const locale = useDocumentLocale();
  const viewport = useRef<HTMLOListElement>(null);
  // The band's height follows the toast's own (its text wraps, a new toast replaces it, it leaves).
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => makeRoom(element));
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty("--toast-space");
      document.documentElement.removeAttribute("data-toast-shown");
    };
  }, []);
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={m.toast_label({}, { locale })}
    >
      {children}
      <CurrentToast />
      <Toast.Viewport
        ref={viewport}
        hotkey={["F8"]}
        // Radix fills in {hotkey} itself.
        label={m.toast_region({ hotkey: "{hotkey}" }, { locale })}
        className={styles.viewport}
      />
    </Toast.Provider>
  );
}
