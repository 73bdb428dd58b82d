import { expect, test } from "vitest";
import { z } from "zod";
import { validatedForm } from "./validated-form";

const post = (fields: Record<string, string>) =>
  new Request("https://example.com/form", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const schema = z.object({
  email: z.email("Entrez une adresse e-mail valide."),
  texts: z.object({ en: z.object({ alt: z.string().trim().min(1, "Describe the image.") }) }),
});
const read = (form: FormData) => ({
  email: String(form.get("email") ?? ""),
  texts: { en: { alt: String(form.get("alt.en") ?? "") } },
});

test("a valid form gives the schema's output and the form itself", async () => {
  const result = await validatedForm(
    post({ email: "ada@example.com", "alt.en": "  Board  ", intent: "save" }),
    schema,
    read,
  );
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.data.texts.en.alt).toBe("Board");
  expect(result.form.get("intent")).toBe("save");
});

test("an invalid form gives each field's message under its form name, and what was typed", async () => {
  const result = await validatedForm(post({ email: "ada@", "alt.en": " " }), schema, read);
  expect(result).toMatchObject({
    ok: false,
    fieldErrors: {
      email: "Entrez une adresse e-mail valide.",
      "texts.en.alt": "Describe the image.",
    },
    values: { email: "ada@", texts: { en: { alt: " " } } },
  });
});

test("a body over the form's limit is refused with 413 before validation", async () => {
  const error = await validatedForm(post({ email: "x".repeat(5_000) }), schema, read, 1_000).catch(
    (e: unknown) => e,
  );
  expect((error as { init?: { status?: number } }).init?.status).toBe(413);
});
