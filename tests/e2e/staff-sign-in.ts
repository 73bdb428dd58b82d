/** Staff sign-in for the tests, through the browser's forms. */
import type { Page } from "playwright-core";
import { hydrated } from "./browser";

export interface StaffAccount {
  email: string;
  password: string;
}

/** Signs in on the login page and waits for the dashboard. */
export async function signInAsAdmin(page: Page, account: StaffAccount): Promise<void> {
  await page.goto("/admin/login");
  await hydrated(page, "form button");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}
