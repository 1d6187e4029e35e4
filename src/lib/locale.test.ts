import { describe, expect, it } from "vitest";
import { englishPath, localeOfPath, localizedPath, otherEditionPath } from "./locale";

describe("the two editions' addresses", () => {
  it("puts Spanish under /es/ with the same path after it", () => {
    expect(localeOfPath("/es/resources/fuel-management")).toBe("es");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/estimates")).toBe("en");
    expect(englishPath("/es/resources/fuel-management")).toBe("/resources/fuel-management");
    expect(englishPath("/es")).toBe("/");
  });

  it("leads a Spanish reader to the Spanish page where there is one, else to the English one", () => {
    expect(localizedPath("/resources/fuel-management", "es")).toBe("/es/resources/fuel-management");
    expect(localizedPath("/resources/fuel-management", "en")).toBe("/resources/fuel-management");
    expect(localizedPath("/get-quote", "es")).toBe("/es/get-quote");
    expect(localizedPath("/es/get-quote", "es")).toBe("/es/get-quote");
    expect(localizedPath("/client-dashboard", "es")).toBe("/client-dashboard");
  });

  it("pairs each page with its other edition both ways", () => {
    expect(otherEditionPath("/resources/dot-compliance")).toBe("/es/resources/dot-compliance");
    expect(otherEditionPath("/es/resources/dot-compliance")).toBe("/resources/dot-compliance");
    expect(otherEditionPath("/about")).toBe("/es/about");
    expect(otherEditionPath("/")).toBe("/es");
    expect(otherEditionPath("/es/")).toBe("/");
    expect(localizedPath("/", "es")).toBe("/es");
    expect(otherEditionPath("/es")).toBe("/");
    expect(otherEditionPath("/client-dashboard")).toBeUndefined();
  });
});
