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

describe("where a toast sits", () => {
  /** Lays the page out by hand (jsdom has no layout): each element's box from its data-y and data-h. */
  function layOut() {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const y = Number(this.getAttribute("data-y") ?? -1000);
      const height = Number(this.getAttribute("data-h") ?? 40);
      return { top: y, bottom: y + height, left: 0, right: 300, width: 300, height, x: 0, y } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(80);
    const realStyle = window.getComputedStyle.bind(window);
    const bands: Record<string, string> = {
      "--toast-top": "76px",
      "--toast-bottom": "100px",
      "--toast-over-header": "8px",
    };
    vi.spyOn(window, "getComputedStyle").mockImplementation((element) => {
      const style = realStyle(element);
      return new Proxy(style, {
        get: (target, key) =>
          key === "getPropertyValue"
            ? (name: string) => bands[name] ?? target.getPropertyValue(name)
            : (Reflect.get(target, key, target) as unknown),
      });
    });
  }

  afterEach(() => vi.restoreAllMocks());

  it("covers a link rather than the status badge when every band holds something", () => {
    layOut();
    render(
      <ToastProvider>
        <main>
          <h1 data-y="20">Invoice INV-7K3M-9PX2</h1>
          <span data-keep-visible="" data-y="100" data-h="24">
            Submitted
          </span>
          <a href="/page" data-y="620">
            Download
          </a>
        </main>
      </ToastProvider>,
    );
    act(() => void toast({ title: "Pages sent" }));
    // Under the header: the badge; over the header: the title; at the bottom: one link.
    expect(screen.getByRole("region", { name: "Notifications (F8)" }).querySelector("ol")).toHaveAttribute(
      "data-edge",
      "bottom",
    );
  });
});
