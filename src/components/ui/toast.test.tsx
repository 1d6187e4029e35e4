// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, ToastProvider, useToast } from "./toast";

afterEach(() => {
  act(() => dismissToast());
});

function Trigger() {
  const { toast: show } = useToast();
  return (
    <button
      type="button"
      onClick={() => show({ title: "Saved", description: "Your changes are saved.", variant: "success" })}
    >
      Save
    </button>
  );
}

describe("toast", () => {
  it("renders on the server with an empty, labelled viewport", () => {
    const html = renderToString(
      <ToastProvider>
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toContain("<p>page</p>");
    expect(html).toContain('aria-label="Notifications (F8)"');
  });

  it("shows a toast from the hook with its title and description", async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const viewport = screen.getByRole("region", { name: "Notifications (F8)" });
    const item = within(viewport).getByRole("listitem");
    expect(item).toHaveTextContent("Saved");
    expect(item).toHaveTextContent("Your changes are saved.");
    expect(item).toHaveAttribute("data-variant", "success");
  });

  it("keeps one toast at a time: a new one replaces the one on screen", () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    const viewport = screen.getByRole("region", { name: "Notifications (F8)" });
    expect(within(viewport).getAllByRole("listitem")).toHaveLength(1);
    expect(viewport).toHaveTextContent("Second");
    expect(viewport).not.toHaveTextContent("First");
    expect(within(viewport).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
  });

  it("closes with its close button", () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      toast({ title: "Hello" });
    });
    // fireEvent: jsdom has no pointer capture, which Radix's swipe handling uses.
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Hello")).not.toBeInTheDocument();
  });

  it("closes after 5 seconds by default", () => {
    vi.useFakeTimers();
    try {
      render(<ToastProvider>{null}</ToastProvider>);
      act(() => {
        toast({ title: "Brief" });
      });
      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByText("Brief", { selector: "div" })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText("Brief", { selector: "div" })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("dismisses only the toast it names", () => {
    render(<ToastProvider>{null}</ToastProvider>);
    let first = 0;
    act(() => {
      first = toast({ title: "First" });
      toast({ title: "Second" });
    });
    act(() => dismissToast(first));
    expect(screen.getByText("Second", { selector: "div" })).toBeInTheDocument();
  });
});

describe("the room a toast takes", () => {
  /** jsdom has no layout: a ResizeObserver told by hand, and the viewport's height as a toast would give it. */
  function observeByHand() {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
          this.callback();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLOListElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLOListElement,
    ) {
      const height = this.childElementCount * 96;
      return { top: 0, bottom: height, height, left: 0, right: 375, width: 375, x: 0, y: 0 } as DOMRect;
    });
    return { resized: () => observers.forEach((callback) => callback()) };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const root = document.documentElement;

  it("moves the page down by the toast's band while it shows, and gives the room back when it goes", () => {
    const { resized } = observeByHand();
    render(
      <ToastProvider>
        <main>
          <h1>Dashboard</h1>
        </main>
      </ToastProvider>,
    );
    expect(root.style.getPropertyValue("--toast-space")).toBe("0px");
    expect(root).not.toHaveAttribute("data-toast-shown");

    act(() => void toast({ title: "Admin login successful", variant: "success" }));
    act(resized);
    expect(root.style.getPropertyValue("--toast-space")).toBe("96px");
    // Scroll anchoring would scroll a scrolled page back under the band: off while it shows.
    expect(root).toHaveAttribute("data-toast-shown");

    // fireEvent: jsdom has no pointer capture, which Radix's swipe handling uses.
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    act(resized);
    expect(root.style.getPropertyValue("--toast-space")).toBe("0px");
    expect(root).not.toHaveAttribute("data-toast-shown");
  });

  it("leaves the page as it was when the provider goes", () => {
    const { resized } = observeByHand();
    const { unmount } = render(<ToastProvider>{null}</ToastProvider>);
    act(() => void toast({ title: "Saved" }));
    act(resized);
    unmount();
    expect(root.style.getPropertyValue("--toast-space")).toBe("");
    expect(root).not.toHaveAttribute("data-toast-shown");
  });
});
