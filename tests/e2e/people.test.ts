import sharp from "sharp";
import { expect, test } from "vitest";
import { accessibilityViolations, baseURL, browserForFile, hydrated, openPage } from "./browser";
import { signInAsAdmin } from "./staff-sign-in";
import { admin } from "./global-setup";

const browser = browserForFile();

const stamp = Date.now().toString(36);
const name = `Adaeze Nwachukwu ${stamp}`;
const slug = `adaeze-nwachukwu-${stamp}`;
const profile = `/investment-banking/management/${slug}`;

async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseURL()}${path}`);
  return { status: response.status, body: await response.text() };
}

/** The slugs of a management grid section, in the order shown. */
async function gridOrder(section: string): Promise<string[]> {
  const { body } = await html("/company/management");
  const part = body.slice(body.indexOf(`id="${section}"`));
  const end = part.indexOf("</section>");
  return [...part.slice(0, end).matchAll(/management\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
}

test("staff add a person with a portrait in two languages, reorder them and remove them", async () => {
  const page = await openPage(browser());
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "People", exact: true }).click();
  await page.waitForURL(/\/admin\/people$/);
  await expect
    .poll(() => page.getByRole("heading", { name: "Board of directors" }).isVisible())
    .toBe(true);
  expect(await page.locator("tr", { hasText: "Tolulope Ajayi" }).textContent()).toContain(
    "en fr pt es zh",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Add to BGL Capital (investment banking)" }).click();
  await page.waitForURL(/\/admin\/people\/new\?list=investmentBanking$/);
  await hydrated(page);
  expect(await page.getByLabel("List").inputValue()).toBe("investmentBanking");
  expect(await accessibilityViolations(page)).toEqual([]);

  // A portrait uploaded into the media library from the form.
  const jpeg = await sharp({
    create: { width: 800, height: 960, channels: 3, background: "#1d4d8f" },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `portrait-${stamp}.jpg`, mimeType: "image/jpeg", buffer: jpeg });
  await expect.poll(() => page.getByText("Image uploaded.").isVisible()).toBe(true);

  // An address another person holds is refused beside its field; what was typed stays.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Web address").fill("tolulope-ajayi");
  await page.locator('[name="translations.en.role"]').fill("Head of Debt Capital Markets");
  await page
    .locator('[name="translations.en.biography"]')
    .fill(`${name} leads debt capital markets.\n\nShe joined the group in 2012.`);
  await page
    .locator('[name="translations.en.features"]')
    .fill("Areas of focus\n- Sovereign bonds\n- Green bonds");
  await page.locator('[name="translations.fr.role"]').fill("Responsable des marchés de dette");
  await page
    .locator('[name="translations.fr.biography"]')
    .fill(`${name} dirige les marchés de capitaux de dette.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(() => page.getByText("This address is already used by Tolulope Ajayi").isVisible())
    .toBe(true);
  expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(name);
  expect(await page.getByLabel("Web address").getAttribute("aria-invalid")).toBe("true");
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Web address").fill(slug);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/admin\/people\?notice=saved$/);
  const row = page.locator("tr", { hasText: name });
  expect(await row.textContent()).toContain("en fr · pt es zh missing");

  // The public pages show them within a second: grid, profile in both languages, business page.
  await expect.poll(async () => (await gridOrder("team-investmentBanking")).at(-1)).toBe(slug);
  const en = await html(profile);
  expect(en.status).toBe(200);
  expect(en.body).toContain("Head of Debt Capital Markets");
  expect(en.body).toContain("She joined the group in 2012.");
  expect(en.body).toContain("Sovereign bonds");
  expect(en.body).toMatch(/<img[^>]+src="\/media\/[^"]+\.webp"/);
  const fr = await html(`/fr${profile}`);
  expect(fr.body).toContain("Responsable des marchés de dette");
  expect(fr.body).toContain("dirige les marchés de capitaux de dette.");
  // Without Chinese words, the English ones are shown and marked as English.
  const zh = await html(`/zh${profile}`);
  expect(zh.body).toMatch(/<p lang="en"[^>]*>Head of Debt Capital Markets<\/p>/);
  expect((await html("/services/investment-banking")).body).toContain(name);
  expect((await html("/sitemap.xml")).body).toContain(`/fr${profile}</loc>`);

  await page.goto(profile);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);

  // Moved up one place, without JavaScript's help: a plain form post.
  await page.goto("/admin/people");
  await hydrated(page);
  const before = await gridOrder("team-investmentBanking");
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await page.waitForURL(/\/admin\/people\?notice=moved/);
  const expected = [...before.slice(0, -2), slug, before.at(-2)!];
  await expect.poll(() => gridOrder("team-investmentBanking")).toEqual(expected);

  // Removed after confirming: the old profile answers 410, saying so, with a way to the team.
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.getByRole("heading").textContent()).toBe(`Remove ${name} from the team?`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await page.waitForURL(/\/admin\/people\?notice=removed$/);
  await expect.poll(() => page.locator("tr", { hasText: name }).count()).toBe(0);
  await expect.poll(async () => (await html(profile)).status).toBe(410);
  expect(await gridOrder("team-investmentBanking")).toEqual(before.slice(0, -1));
  const gone = await page.goto(`/fr${profile}`);
  expect(gone?.status()).toBe(410);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Ne fait plus partie du groupe",
  );
  expect(await page.getByText(`${name} ne fait plus partie de BGL Group.`).isVisible()).toBe(true);
  expect(
    await page.getByRole("link", { name: "Découvrir l’équipe de direction" }).getAttribute("href"),
  ).toBe("/fr/company/management");
  expect(await accessibilityViolations(page)).toEqual([]);
  expect((await html("/sitemap.xml")).body).not.toContain(profile);
});
