import { expect, test } from "vitest";
import { originalKey, sanitiseFileName, variantKey } from "./storage-key";

test("file names lose directories, dots and anything outside a-z0-9", () => {
  expect(sanitiseFileName("../../etc/passwd")).toBe("passwd");
  expect(sanitiseFileName("C:\\Users\\x\\Photo Été 2026.JPG")).toBe("photo-ete-2026");
  expect(sanitiseFileName("..")).toBe("image");
  expect(sanitiseFileName("<script>.png")).toBe("script");
});

test("keys follow news/{timestamp}_{name} with the extension of the detected format", () => {
  const key = originalKey("Board Meeting.PNG.exe", "jpeg", new Date(1_700_000_000_000));
  expect(key).toBe("news/1700000000000_board-meeting-png.jpg");
  expect(variantKey(key, 960, "avif")).toBe("news/1700000000000_board-meeting-png-960w.avif");
});
