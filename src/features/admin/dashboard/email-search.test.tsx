// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmailSearch } from "./email-search";

function setup() {
  const onSearch = vi.fn();
  const user = userEvent.setup();
  render(<EmailSearch active={null} onSearch={onSearch} onClear={() => {}} searching={false} />);
  const box = screen.getByRole("textbox", { name: "Search by e-mail or reference" });
  const search = async (typed: string) => {
    await user.clear(box);
    await user.type(box, typed);
    await user.click(screen.getByRole("button", { name: "Search" }));
  };
  return { onSearch, box, search };
}

describe("the staff search box", () => {
  it("says that it takes an e-mail address or a reference", () => {
    const { box } = setup();
    expect(box).toHaveAccessibleDescription(
      "An e-mail address (exact, any case) or a reference such as Q-7K3M-9PX2.",
    );
  });

  it("searches by reference, read the forgiving way staff type it", async () => {
    const { onSearch, search } = setup();
    await search("q 7k3m-9pxz");
    expect(onSearch).toHaveBeenLastCalledWith({ by: "reference", value: "Q-7K3M-9PXZ" });
    await search("f-o1l2-abcd");
    expect(onSearch).toHaveBeenLastCalledWith({ by: "reference", value: "F-0112-ABCD" });
  });

  it("searches by e-mail address", async () => {
    const { onSearch, search } = setup();
    await search("  Dana.Whitfield@Example.com ");
    expect(onSearch).toHaveBeenLastCalledWith({ by: "email", value: "Dana.Whitfield@Example.com" });
  });

  it("refuses anything else with a message that names both, without searching", async () => {
    const { onSearch, box, search } = setup();
    await search("not-an-address");
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(
        "Enter an e-mail address like name@company.com, or a reference like Q-7K3M-9PX2.",
      ),
    );
  });
});
