/**
 * Until the app has hydrated a form, the form is plain prerendered HTML: a
 * submission then would be the browser's own (a GET that puts every field,
 * a password too, into the address and reloads the page, losing the app's
 * validation and the outbox). Every form of the app handles its submission
 * itself and cancels the browser's; so a submission that reaches the window
 * uncancelled came before the app had taken the form over. It is cancelled
 * and sent again to the form once the app is ready, so the app's own
 * handler deals with it.
 */
const APP_READY = "tpf:app-ready";
/** How long a held submission is retried while the page finishes hydrating. */
const RETRY_FOR_MS = 10_000;
const RETRY_EVERY_MS = 100;

/** Called by the entry (src/main.tsx) before anything else runs. */
export function guardFormSubmissions(): void {
  let ready = false;
  window.addEventListener(APP_READY, () => (ready = true), { once: true });
  const held = new WeakMap<HTMLFormElement, number>();

  // Bubble phase on the window: React's own listener (on the root element) has already run.
  window.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (event.defaultPrevented) {
      // The app handled it: nothing is held for this form any more.
      held.delete(form);
      return;
    }
    event.preventDefault();
    const now = Date.now();
    const since = held.get(form) ?? now;
    if (now - since > RETRY_FOR_MS) {
      // Nothing took the form over in time: stay cancelled, and a new press starts over.
      held.delete(form);
      return;
    }
    held.set(form, since);
    const submitter = event.submitter;
    const again = () => {
      if (!form.isConnected) return;
      const usable =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.form === form &&
        submitter.isConnected;
      form.requestSubmit(usable ? submitter : undefined);
    };
    if (ready) setTimeout(again, RETRY_EVERY_MS);
    else window.addEventListener(APP_READY, () => setTimeout(again, 0), { once: true });
  });
}

/** Called once the app has hydrated (an effect of the root layout). */
export function announceAppReady(): void {
  document.documentElement.dataset.appReady = "";
  window.dispatchEvent(new Event(APP_READY));
}
