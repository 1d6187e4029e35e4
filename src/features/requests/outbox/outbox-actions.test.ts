import { afterEach, describe, expect, it, vi } from "vitest";
import { sendOneNow } from "./outbox-actions";

const { toast, loadOutbox } = vi.hoisted(() => ({ toast: vi.fn(), loadOutbox: vi.fn() }));
vi.mock("../../../components/ui/toast", () => ({ toast }));
vi.mock("./load-outbox", () => ({ loadOutbox }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("Send now", () => {
  it("with no signal, tries nothing and says plainly that the request goes by itself when the signal returns", async () => {
    vi.stubGlobal("navigator", { onLine: false });

    await sendOneNow("key-1");

    expect(loadOutbox).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: "No signal right now",
      description:
        "Your request stays saved on this device and will be sent by itself when the signal returns.",
    });
  });
});
