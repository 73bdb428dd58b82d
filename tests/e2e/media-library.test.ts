import sharp from "sharp";
import { expect, test } from "vitest";
import {
  accessibilityViolations,
  baseURL,
  hydrated,
  browserForFile,
  openPage,
  fillNewsHtml,
} from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const stamp = Date.now().toString(36);

test("staff upload an image to the library, describe it, reuse it in news, and cannot delete it while used", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Media", exact: true }).click();
  await page.waitForURL(/\/admin\/media$/);
  await hydrated(page);

  const jpeg = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: "#005100" },
  })
    .jpeg()
    .toBuffer();

  // English alt text is required with the upload, in the browser and by the server.
  expect(await page.getByLabel("Alt text (English)").getAttribute("required")).not.toBeNull();
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const body = new FormData();
  body.set("file", new Blob([jpeg], { type: "image/jpeg" }), "no-alt.jpg");
  body.set("alt.en", "  ");
  const refused = await fetch(`${baseURL()}/admin/media`, {
    method: "POST",
    headers: { cookie, origin: baseURL() },
    body,
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Describe the image in English");

  await page
    .getByLabel("Image file")
    .setInputFiles({ name: `signing-${stamp}.jpg`, mimeType: "image/jpeg", buffer: jpeg });
  await page.getByLabel("Alt text (English)").fill(`Directors sign the mandate ${stamp}`);
  await page.getByLabel("Credit", { exact: true }).fill("Group communications");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.waitForURL(/\/admin\/media\/[^/?]+\?notice=uploaded$/);
  const imagePath = new URL(page.url()).pathname;
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe(`signing-${stamp}.jpg`);
  expect(
    await page.getByText("No news item, person or track-record entry uses this image.").isVisible(),
  ).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Texts per language; the French caption is kept.
  await hydrated(page);
  await page.locator('[name="caption.fr"]').fill("Signature du mandat");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.getByText("The image details were saved.").isVisible()).toBe(true);
  await page.reload();
  expect(await page.locator('[name="caption.fr"]').inputValue()).toBe("Signature du mandat");

  // Found by its alt text in the library's search.
  await page.goto(`/admin/media?q=${encodeURIComponent(`mandate ${stamp}`)}`);
  expect(await page.getByText("1 image.").isVisible()).toBe(true);

  // Chosen from the library as the picture of a news item.
  const title = `Mandate signed ${stamp}`;
  await page.getByRole("link", { name: "Add News" }).click();
  await page.waitForURL(/\/admin\/news\/new$/);
  await hydrated(page);
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="excerpt"]').fill("The group signed a new advisory mandate.");
  await fillNewsHtml(page, "content", "<p>The mandate was signed in Lagos.</p>");
  await page.getByRole("button", { name: "Choose from the library" }).click();
  await page.getByRole("searchbox", { name: /contains/ }).fill(stamp);
  await page.getByRole("searchbox", { name: /contains/ }).press("Enter");
  await page.getByRole("button", { name: `Use Directors sign the mandate ${stamp}` }).click();
  const imageUrl = await page.locator('input[name="imageUrl"]').inputValue();
  expect(imageUrl).toMatch(new RegExp(`^/media/news/\\d+_signing-${stamp}\\.jpg$`));
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/admin\/dashboard\?notice=saved$/);

  // The library knows where it is used and refuses to delete it, naming the item.
  await page.goto(imagePath);
  await hydrated(page);
  expect(await page.getByRole("link", { name: title }).isVisible()).toBe(true);
  await page.getByRole("button", { name: "Delete image" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete image" }).click();
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toContain("is used in 1 place and cannot be deleted");
  expect(await page.getByRole("alert").getByRole("link", { name: title }).isVisible()).toBe(true);
  expect((await fetch(new URL(imageUrl, page.url()))).status).toBe(200);
});
