import { expect, test } from "vitest";
import { defaultShareImage, newsShareImage } from "./share-image";

test("every news picture has its share card beside it", () => {
  expect(newsShareImage("/media/news/1700000000000_board-png.png")).toBe(
    "/media/news/1700000000000_board-png-share.jpg",
  );
  expect(newsShareImage("/images/news/market-outlook-2026.webp")).toBe(
    "/images/news/share/market-outlook-2026.jpg",
  );
  expect(newsShareImage(null)).toBe("/images/news/share/default.jpg");
  expect(newsShareImage("/images/elsewhere.png")).toBe(defaultShareImage);
});
