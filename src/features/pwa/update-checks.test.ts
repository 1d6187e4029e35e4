// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  offerWhileWaiting,
  registerWhenOnline,
  reloadIntoNewVersion,
  UPDATE_CHECK_INTERVAL_MS,
  updateIsWaiting,
  watchForUpdates,
} from "./update-checks";

/*
 * A driver keeps the installed app open for days: the app must ask the
 * browser to look for a new service worker by itself, when it comes back
 * into view, when the connection returns, and every hour while open.
 */
function fakeRegistration() {
  return {
    update: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    installing: null as ServiceWorker | null,
  };
}

let visibility: DocumentVisibilityState = "visible";
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  online = true;
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});

afterEach(() => vi.useRealTimers());

describe("watchForUpdates", () => {
  it("checks when the app becomes visible again, not when it is hidden", () => {
    const registration = fakeRegistration();
    const stop = watchForUpdates(registration);
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.update).not.toHaveBeenCalled();
    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it("checks when the connection returns", () => {
    const registration = fakeRegistration();
    const stop = watchForUpdates(registration);
    window.dispatchEvent(new Event("online"));
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it("checks every hour while open, and not while offline", () => {
    const registration = fakeRegistration();
    const stop = watchForUpdates(registration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    online = false;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    online = true;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    stop();
  });

  it("does not check while a new worker is already installing, and stops when asked", () => {
    const registration = fakeRegistration();
    registration.installing = {} as ServiceWorker;
    const stop = watchForUpdates(registration);
    window.dispatchEvent(new Event("online"));
    expect(registration.update).not.toHaveBeenCalled();
    registration.installing = null;
    stop();
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).not.toHaveBeenCalled();
  });

  it("a failed check (no signal) is quietly tried again at the next occasion", async () => {
    const registration = fakeRegistration();
    registration.update.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const stop = watchForUpdates(registration);
    window.dispatchEvent(new Event("online"));
    await vi.runAllTicks();
    window.dispatchEvent(new Event("online"));
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("reloadIntoNewVersion", () => {
  function fakeWorkers(waiting: boolean) {
    const container = new EventTarget();
    const worker = { postMessage: vi.fn() };
    const registration = { waiting: waiting ? (worker as unknown as ServiceWorker) : null };
    return { container, worker, registration, reload: vi.fn() };
  }

  it("asks the waiting worker to take over, then reloads once when it has, even in a tab that never reloaded", () => {
    const { container, worker, registration, reload } = fakeWorkers(true);
    reloadIntoNewVersion(registration, container, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when no worker waits any more (another tab already let it take over)", () => {
    const { container, registration, reload } = fakeWorkers(false);
    reloadIntoNewVersion(registration, container, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** A service worker as the registration names it: an event target with a state. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState };
}

function registrationWith(waiting: ServiceWorker | null, active: ServiceWorker | null) {
  return Object.assign(new EventTarget(), {
    waiting,
    active,
    installing: null,
  }) as unknown as ServiceWorkerRegistration & {
    waiting: ServiceWorker | null;
    active: ServiceWorker | null;
    installing: ServiceWorker | null;
  };
}

describe("offering an update", () => {
  it("offers nothing on a first visit, while the only worker is installed before it activates", () => {
    const first = fakeWorker("installed");
    const registration = registrationWith(first, null);
    const show = vi.fn();

    offerWhileWaiting(registration, show);

    expect(show).toHaveBeenLastCalledWith(false);
    registration.waiting = null;
    registration.active = first;
    first.state = "activated";
    first.dispatchEvent(new Event("statechange"));
    expect(show).toHaveBeenLastCalledWith(false);
    expect(show).not.toHaveBeenCalledWith(true);
  });

  it("offers it when a different worker waits behind the one in charge, and withdraws it once that one took over", () => {
    const current = fakeWorker("activated");
    const next = fakeWorker("installed");
    const registration = registrationWith(next, current);
    const show = vi.fn();

    const stop = offerWhileWaiting(registration, show);

    expect(show).toHaveBeenLastCalledWith(true);
    // Another tab pressed Reload: the new worker is in charge and nothing waits.
    registration.waiting = null;
    registration.active = next;
    next.state = "activated";
    next.dispatchEvent(new Event("statechange"));
    expect(show).toHaveBeenLastCalledWith(false);
    stop();
  });

  it("offers it when a new worker is found later and waits", () => {
    const current = fakeWorker("activated");
    const registration = registrationWith(null, current);
    const show = vi.fn();
    offerWhileWaiting(registration, show);
    expect(show).toHaveBeenLastCalledWith(false);

    registration.waiting = fakeWorker("installed");
    registration.dispatchEvent(new Event("updatefound"));

    expect(show).toHaveBeenLastCalledWith(true);
    expect(updateIsWaiting({ waiting: current, active: current })).toBe(false);
  });

  it("offers it once a worker told of while still installing has installed and waits", () => {
    const current = fakeWorker("activated");
    const next = fakeWorker("installing");
    const registration = registrationWith(null, current);
    registration.installing = next;
    const show = vi.fn();
    offerWhileWaiting(registration, show);
    expect(show).toHaveBeenLastCalledWith(false);

    registration.installing = null;
    registration.waiting = next;
    next.state = "installed";
    next.dispatchEvent(new Event("statechange"));

    expect(show).toHaveBeenLastCalledWith(true);
  });
});

describe("registering the worker on a first visit that loses the signal", () => {
  type Options = { onRegisterError?: (error: unknown) => void };
  function failingThenWorking(failures: number) {
    let calls = 0;
    return vi.fn((options?: Options) => {
      calls += 1;
      if (calls <= failures)
        options?.onRegisterError?.(new TypeError("An unknown error occurred when fetching the script."));
    });
  }

  it("tries again each time the connection returns, until it takes, and then no more", () => {
    const register = failingThenWorking(2);
    const stop = registerWhenOnline(register, {});
    expect(register).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event("online"));
    expect(register).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("online"));
    expect(register).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event("online"));
    expect(register).toHaveBeenCalledTimes(3);
    stop();
  });

  it("passes the failure on to the caller's own handler", () => {
    const onRegisterError = vi.fn();
    const stop = registerWhenOnline(failingThenWorking(1), { onRegisterError });
    expect(onRegisterError).toHaveBeenCalledWith(expect.any(TypeError));
    stop();
  });

  it("stops trying once the page no longer wants it", () => {
    const register = failingThenWorking(5);
    const stop = registerWhenOnline(register, {});
    stop();
    window.dispatchEvent(new Event("online"));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
