import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import styles from "./toast.module.css";
import { useDocumentLocale } from "../../lib/use-document-locale";
import * as m from "../../paraglide/messages";

/*
 * App-wide notifications (docs/product-rules.md): one toast at a time, shown for
 * 5000 ms, swiped away to the right past 50 px, reached with F8, at most
 * 420 px wide. A new toast replaces the one on screen. `toast()` works from
 * anywhere (event handlers, background work); <ToastProvider> renders it.
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

type Edge = "top" | "bottom" | "header";

/** What a notice must never sit on: the page's headings, controls, and what is marked to stay visible. */
const NEEDED = [
  "h1",
  "h2",
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "[data-keep-visible]",
]
  .map((selector) => `main ${selector}`)
  .join(", ");

/** What matters most when something must be covered: the page's title and what is marked to stay visible. */
const MOST_NEEDED = "main h1, main [data-keep-visible]";

/**
 * The edge where a toast of this height covers nothing the page needs
 * (docs/decisions/0071-toast-placement.md), tried in this order: under the
 * header, at the bottom above the fixed notices, then over the header itself
 * (its links wait five seconds; the page's own content does not). When every
 * band holds something, the one that covers least, where the title or a
 * kept-visible element outweighs any number of ordinary controls; earlier
 * bands first on a tie.
 */
function freeEdge(viewport: HTMLElement, toastHeight: number): Edge {
  const style = getComputedStyle(viewport);
  const length = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
  const boxes = [...document.querySelectorAll(NEEDED)]
    .map((element) => ({
      box: element.getBoundingClientRect(),
      weight: element.matches(MOST_NEEDED) ? 1000 : 1,
    }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const covered = (from: number, to: number) =>
    boxes.reduce((sum, { box, weight }) => (box.bottom > from && box.top < to ? sum + weight : sum), 0);
  const top = length("--toast-top");
  const bottom = window.innerHeight - length("--toast-bottom");
  const header = length("--toast-over-header");
  const bands: [Edge, number][] = [
    ["top", covered(top, top + toastHeight)],
    ["bottom", covered(bottom - toastHeight, bottom)],
    ["header", covered(header, header + toastHeight)],
  ];
  return bands.reduce((best, band) => (band[1] < best[1] ? band : best))[0];
}

function CurrentToast({ onPlace }: { onPlace: (edge: Edge) => void }) {
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const root = useRef<HTMLLIElement>(null);
  const locale = useDocumentLocale();
  const id = entry?.id;
  // Before the browser paints: the toast is never seen over what it must not hide. The page may
  // change under it while it shows (an invoice read again moves its badge): each time the page's
  // size changes, the edge is chosen again.
  useLayoutEffect(() => {
    const element = root.current;
    const viewport = element?.parentElement;
    if (id === undefined || !element || !viewport) return;
    const place = () => onPlace(freeEdge(viewport, element.offsetHeight));
    place();
    const main = document.querySelector("main");
    if (!main || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(place);
    observer.observe(main);
    return () => observer.disconnect();
  }, [id, onPlace]);
  if (!entry) return null;
  const variant = entry.variant ?? "default";
  const Icon = icons[variant];
  return (
    <Toast.Root
      ref={root}
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
  const [edge, setEdge] = useState<Edge>("top");
  const locale = useDocumentLocale();
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={m.toast_label({}, { locale })}
    >
      {children}
      <CurrentToast onPlace={setEdge} />
      <Toast.Viewport
        hotkey={["F8"]}
        // Radix fills in {hotkey} itself.
        label={m.toast_region({ hotkey: "{hotkey}" }, { locale })}
        className={styles.viewport}
        data-edge={edge}
      />
    </Toast.Provider>
  );
}
