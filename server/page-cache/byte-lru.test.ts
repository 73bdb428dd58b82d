import { expect, test } from "vitest";
import { ByteLru } from "./byte-lru";

const entry = (bytes: number) => ({ bytes });

test("forgets the least recently used entries once the byte budget is passed", () => {
  const lru = new ByteLru<{ bytes: number }>(100);
  lru.set("a", entry(40));
  lru.set("b", entry(40));
  lru.get("a");
  lru.set("c", entry(40));
  expect(lru.get("b")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  expect(lru.get("c")).toBeDefined();
  expect(lru.bytes).toBe(80);
});

test("replacing a key counts its bytes once, and an entry over the whole budget is not kept", () => {
  const lru = new ByteLru<{ bytes: number }>(100);
  lru.set("a", entry(30));
  lru.set("a", entry(50));
  expect(lru.bytes).toBe(50);
  lru.set("huge", entry(101));
  expect(lru.get("huge")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  lru.clear();
  expect([lru.size, lru.bytes]).toEqual([0, 0]);
});
