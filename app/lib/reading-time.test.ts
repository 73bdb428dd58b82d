import { expect, test } from "vitest";
import { readingStats } from "./reading-time";

test("counts words outside tags and rounds reading time to whole minutes, at least one", () => {
  expect(readingStats("<p>Capital <strong>markets</strong> today.</p>")).toEqual({
    words: 3,
    minutes: 1,
  });
  const long = `<p>${"word ".repeat(1000)}</p>`;
  expect(readingStats(long)).toEqual({ words: 1000, minutes: 5 });
});

test("counts each Chinese character as a word, read faster than Latin words", () => {
  expect(readingStats("<p>资产管理</p>").words).toBe(4);
  expect(readingStats(`<p>${"资".repeat(1200)}</p>`).minutes).toBe(3);
});
