import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "../../../../api/contract/team-member";
import { photoFileProblem } from "./prepare-photo";

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], "photo", { type });

describe("photoFileProblem", () => {
  it.each(["image/jpeg", "image/png", "image/webp", "image/gif", "image/heic"])("accepts %s", (type) => {
    expect(photoFileProblem(file(type))).toBeNull();
  });

  it.each(["text/plain", "application/pdf", "", "image/svg+xml"])("refuses %s as not an image", (type) => {
    expect(photoFileProblem(file(type))).toBe(NOT_AN_IMAGE);
  });

  it("accepts exactly 5 MB and refuses one byte more", () => {
    expect(photoFileProblem(file("image/png", MAX_IMAGE_BYTES))).toBeNull();
    expect(photoFileProblem(file("image/png", MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE);
  });
});
