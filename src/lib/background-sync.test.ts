import { afterEach, describe, expect, it, vi } from "vitest";
import { registerBackgroundSync } from "./background-sync";

afterEach(() => vi.unstubAllGlobals());

const withRegistration = (registration: unknown) =>
  vi.stubGlobal("navigator", { serviceWorker: { getRegistration: () => Promise.resolve(registration) } });

describe("registerBackgroundSync", () => {
  it("registers the tag where the worker has Background Sync", async () => {
    const register = vi.fn(() => Promise.resolve());
    withRegistration({ sync: { register } });
    await registerBackgroundSync(() => Promise.resolve("tpf-test"));
    expect(register).toHaveBeenCalledWith("tpf-test");
  });

  it("asks for no tag (loads no code) without a worker or without Background Sync", async () => {
    const tagOf = vi.fn(() => Promise.resolve("tpf-test"));
    withRegistration(undefined);
    await registerBackgroundSync(tagOf);
    withRegistration({});
    await registerBackgroundSync(tagOf);
    vi.stubGlobal("navigator", {});
    await registerBackgroundSync(tagOf);
    expect(tagOf).not.toHaveBeenCalled();
  });

  it("settles quietly when the browser refuses", async () => {
    withRegistration({ sync: { register: () => Promise.reject(new Error("NotAllowedError")) } });
    await expect(registerBackgroundSync(() => Promise.resolve("tpf-test"))).resolves.toBeUndefined();
  });
});
