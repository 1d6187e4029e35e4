import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
vi.mock("../../../components/ui/toast", () => ({ toast }));
const loadOutbox = vi.fn();
vi.mock("./load-outbox", () => ({ loadOutbox }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("Send now", () => {
  it("with no signal, tries nothing and says plainly that the request goes by itself when the signal returns", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const { sendOneNow } = await import("./outbox-actions");

    await sendOneNow("key-1");

    expect(loadOutbox).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: "No signal right now",
      description:
        "Your request stays saved on this device and will be sent by itself when the signal returns.",
    });
  });
});
