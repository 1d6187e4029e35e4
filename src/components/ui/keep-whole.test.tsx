// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { KeepWhole } from "./keep-whole";

/** The pieces KeepWhole holds together, in order. */
const wholePieces = (text: string) => {
  const { container } = render(<KeepWhole text={text} />);
  return [...container.querySelectorAll("span > span")].map((piece) => piece.textContent);
};

describe("KeepWhole", () => {
  it("keeps references, clock times and the company's numbers each on one line", () => {
    expect(
      wholePieces(
        `Su factura INV-CM2Q-471J fue enviada. Llame al ${company.phone.display}, de 7\u00a0a.m. a 3 PM.`,
      ),
    ).toEqual(["INV-CM2Q-471J", company.phone.display, "7\u00a0a.m.", "3 PM"]);
    expect(wholePieces("Reference Q-7K3M-9PX2 and F-0000-ZZZZ.")).toEqual(["Q-7K3M-9PX2", "F-0000-ZZZZ"]);
  });

  it("leaves the words as they are", () => {
    const { container } = render(<KeepWhole text="Sent as INV-CM2Q-471J." />);
    expect(container.textContent).toBe("Sent as INV-CM2Q-471J.");
    expect(wholePieces("Load 12-AB and no reference")).toEqual([]);
  });
});
