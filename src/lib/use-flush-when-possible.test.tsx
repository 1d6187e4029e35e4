// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFlushWhenPossible } from "./use-flush-when-possible";

type Options = Parameters<typeof useFlushWhenPossible>[1];

function mount(initial: Options) {
  const flush = vi.fn(() => Promise.resolve());
  const hook = renderHook((options: Options) => useFlushWhenPossible(flush, options), {
    initialProps: initial,
  });
  return { flush, ...hook };
}

describe("useFlushWhenPossible", () => {
  it("flushes once when there is something to send at start, however often that changes", () => {
    const { flush, rerender } = mount({ atStart: false, onReturn: true, waiting: false });
    expect(flush).not.toHaveBeenCalled();
    rerender({ atStart: true, onReturn: true, waiting: true });
    rerender({ atStart: false, onReturn: true, waiting: true });
    rerender({ atStart: true, onReturn: true, waiting: true });
    expect(flush).toHaveBeenCalledOnce();
  });

  it("flushes when the signal returns and the page becomes visible, only while `onReturn` holds", () => {
    const { flush, rerender, unmount } = mount({ atStart: false, onReturn: false, waiting: false });
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(flush).not.toHaveBeenCalled();

    rerender({ atStart: false, onReturn: true, waiting: false });
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(flush).toHaveBeenCalledTimes(2);

    unmount();
    window.dispatchEvent(new Event("online"));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("tries again every minute while something waits", () => {
    vi.useFakeTimers();
    try {
      const { flush, rerender } = mount({ atStart: false, onReturn: false, waiting: true });
      vi.advanceTimersByTime(60_000);
      expect(flush).toHaveBeenCalledOnce();
      rerender({ atStart: false, onReturn: false, waiting: false });
      vi.advanceTimersByTime(120_000);
      expect(flush).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
