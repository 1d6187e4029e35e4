// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it } from "vitest";
import { useFocusWhen } from "./use-focus-when";

function Answer({ shown }: { shown: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  useFocusWhen(link, shown);
  return shown ? (
    <a ref={link} href="/next">
      Next
    </a>
  ) : (
    <input aria-label="Field" autoFocus />
  );
}

describe("useFocusWhen", () => {
  it("focuses the answer once it is on screen, after the form it replaces", () => {
    const { rerender } = render(<Answer shown={false} />);
    expect(screen.getByRole("textbox", { name: "Field" })).toHaveFocus();
    act(() => rerender(<Answer shown />));
    expect(screen.getByRole("link", { name: "Next" })).toHaveFocus();
  });

  it("leaves focus alone on a page that opens with the answer shown", () => {
    render(<Answer shown />);
    expect(screen.getByRole("link", { name: "Next" })).not.toHaveFocus();
  });

  it("focuses again when the answer comes back a second time", () => {
    const { rerender } = render(<Answer shown />);
    act(() => rerender(<Answer shown={false} />));
    act(() => rerender(<Answer shown />));
    expect(screen.getByRole("link", { name: "Next" })).toHaveFocus();
  });
});
