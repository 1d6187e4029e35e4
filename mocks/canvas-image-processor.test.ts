import { describe, expect, it } from "vitest";
import { fitInside } from "./canvas-image-processor";

describe("fitInside (the server's 'inside' fit at 512 px)", () => {
  it("scales the longer side down to 512 px, keeping the shape", () => {
    expect(fitInside(1600, 1200)).toEqual({ width: 512, height: 384 });
    expect(fitInside(900, 1800)).toEqual({ width: 256, height: 512 });
    expect(fitInside(4000, 10)).toEqual({ width: 512, height: 1 });
  });

  it("never enlarges a photo that already fits", () => {
    expect(fitInside(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitInside(512, 512)).toEqual({ width: 512, height: 512 });
  });
});
