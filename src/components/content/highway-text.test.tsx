// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighwayText } from "./highway-text";

const kept = (container: HTMLElement) =>
  [...container.querySelectorAll("span")].map((span) => span.textContent);

describe("HighwayText", () => {
  it("keeps each highway name in one no-wrap piece, the words around it as they are", () => {
    const { container } = render(
      <p>
        <HighwayText text="Central Valley to the Midwest on I-80 and I-70, then US-89 north." />
      </p>,
    );
    expect(kept(container)).toEqual(["I-80", "I-70", "US-89"]);
    expect(container).toHaveTextContent("Central Valley to the Midwest on I-80 and I-70, then US-89 north.");
    for (const span of container.querySelectorAll("span")) expect(span.className).toMatch(/highway/);
  });

  it("leaves other hyphenated words and plain text alone", () => {
    const { container } = render(
      <p>
        <HighwayText text="An owner-operator in a 53-ft reefer, MC-884213." />
      </p>,
    );
    expect(kept(container)).toEqual([]);
    expect(container).toHaveTextContent("An owner-operator in a 53-ft reefer, MC-884213.");
  });
});
