import { describe, expect, it, vi } from "vitest";
import { broadcastNews } from "./broadcast-news";

describe("broadcastNews", () => {
  it("tells the listeners here at once, and every other context over the channel", async () => {
    const here = broadcastNews<{ n: number }>("tpf-test-news");
    const heardHere = vi.fn();
    const stop = here.listen(heardHere);
    const otherTab = new BroadcastChannel("tpf-test-news");
    const heardThere = new Promise((resolve) => {
      otherTab.onmessage = (event: MessageEvent) => resolve(event.data);
    });

    here.tell({ n: 1 });
    expect(heardHere).toHaveBeenCalledWith({ n: 1 });
    await expect(heardThere).resolves.toEqual({ n: 1 });

    const fromThere = new Promise((resolve) => here.listen(resolve));
    otherTab.postMessage({ n: 2 });
    await expect(fromThere).resolves.toEqual({ n: 2 });
    expect(heardHere).toHaveBeenLastCalledWith({ n: 2 });

    stop();
    here.tell({ n: 3 });
    expect(heardHere).toHaveBeenCalledTimes(2);
    otherTab.close();
  });
});
