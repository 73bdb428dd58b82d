/** Invitations: single use, 72 hours, only a hash stored, replaced by a new one, refused when taken. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { createAdministrator } from "~/.server/auth/administrators";
import { createAuth, migrateAuth, type Auth } from "~/.server/auth/create-auth";
import {
  acceptInvitation,
  AccountExistsError,
  inviteStaff,
  listInvitations,
  readInvitation,
  revokeInvitation,
  type InvitationDeps,
} from "~/.server/auth/invitations";
import { listStaff } from "~/.server/auth/staff-accounts";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

const secret = "i".repeat(48);
const admin = { email: "chief@bglgroup.ng", name: "Ada Obi", ip: "192.0.2.10" };
const password = "kingsway-ledger-harbour-2027";
const hours = (n: number) => n * 3_600_000;

describe.each(testEngines)("staff invitations on %s", (engine) => {
  let handle: TestDatabase;
  let auth: Auth;
  let deps: InvitationDeps;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await migrateAuth({ handle, secret });
    auth = createAuth({ handle, secret });
    deps = { db: handle.db, secret, origin: "https://www.example.com", deliverSoon: () => {} };
    await createAdministrator(auth, handle.db, { email: admin.email, password });
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  /** Invites `email` and returns the token from the link in the queued e-mail. */
  async function invite(email: string, now = new Date()): Promise<string> {
    await inviteStaff(deps, { email, name: "Tunde Bello", role: "reviewer" }, admin, now);
    const invitation = (await listInvitations(handle.db)).find((row) => row.email === email)!;
    const mail = await handle.db
      .selectFrom("mail_outbox")
      .select("message")
      .where("ref", "=", invitation.id)
      .executeTakeFirstOrThrow();
    const text = (JSON.parse(mail.message) as { text: string }).text;
    expect(text).toContain("Hello Tunde Bello,");
    expect(text).toContain("Ada Obi has invited you");
    expect(text).toContain("The link works once, for 72 hours.");
    const link = /https:\/\/www\.example\.com\/admin\/invitation\?token=(\S+)/.exec(text)![1]!;
    return decodeURIComponent(link);
  }

  function accept(token: string, now = new Date(), chosen = password) {
    return acceptInvitation(
      auth,
      handle.db,
      secret,
      { token, name: "Tunde Bello", password: chosen, ip: "198.51.100.7" },
      now,
    );
  }

  test("only the hash of the link's token is stored; the link works once", async () => {
    const token = await invite("tunde@bglgroup.ng");
    const [row] = await handle.db
      .selectFrom("staff_invitation")
      .selectAll()
      .where("email", "=", "tunde@bglgroup.ng")
      .execute();
    expect(row!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.split(".")[1]);

    expect(await readInvitation(handle.db, secret, token)).toMatchObject({
      state: "open",
      invitation: { email: "tunde@bglgroup.ng", role: "reviewer" },
    });
    // The password policy applies, and a refused password leaves the link working.
    expect(await accept(token, new Date(), "password1234")).toEqual({
      state: "weak-password",
      problem: "common",
    });
    expect(await accept(token)).toEqual({ state: "accepted", email: "tunde@bglgroup.ng" });
    expect(await accept(token)).toEqual({ state: "used" });
    expect((await readInvitation(handle.db, secret, token)).state).toBe("used");

    const staff = (await listStaff(handle.db)).find((s) => s.email === "tunde@bglgroup.ng");
    expect(staff).toMatchObject({ name: "Tunde Bello", role: "reviewer", disabled: false });
    const signIn = await auth.api.signInEmail({ body: { email: "tunde@bglgroup.ng", password } });
    expect(signIn.user.email).toBe("tunde@bglgroup.ng");
    const audit = await listAudit(handle.db, { action: "invitation-accept" });
    expect(audit.entries[0]).toMatchObject({
      actor: "tunde@bglgroup.ng",
      detail: { role: "reviewer", invitedBy: admin.email },
      ip: "198.51.100.7",
    });
  });

  test("a link expires after 72 hours", async () => {
    const sent = new Date("2026-11-20T09:00:00Z");
    const token = await invite("late@bglgroup.ng", sent);
    const later = (h: number) => new Date(sent.getTime() + hours(h));
    expect((await readInvitation(handle.db, secret, token, later(71.9))).state).toBe("open");
    expect((await readInvitation(handle.db, secret, token, later(72))).state).toBe("expired");
    expect(await accept(token, later(73))).toEqual({ state: "expired" });
    expect((await listStaff(handle.db)).some((s) => s.email === "late@bglgroup.ng")).toBe(false);
  });

  test("inviting again replaces the invitation and its unsent e-mail", async () => {
    const first = await invite("again@bglgroup.ng");
    const second = await invite("again@bglgroup.ng");
    const rows = (await listInvitations(handle.db)).filter((r) => r.email === "again@bglgroup.ng");
    expect(rows).toHaveLength(1);
    const mails = await handle.db
      .selectFrom("mail_outbox")
      .select("ref")
      .where("kind", "=", "staff-invitation")
      .execute();
    expect(mails.filter((mail) => mail.ref === rows[0]!.id)).toHaveLength(1);
    expect(await accept(first)).toEqual({ state: "used" });
    expect(await accept(second)).toEqual({ state: "accepted", email: "again@bglgroup.ng" });
  });

  test("an address with an account cannot be invited", async () => {
    await expect(
      inviteStaff(deps, { email: admin.email, name: "Ada", role: "editor" }, admin),
    ).rejects.toThrow(AccountExistsError);
    expect((await listInvitations(handle.db)).some((r) => r.email === admin.email)).toBe(false);
  });

  test("a withdrawn, altered or made-up link opens nothing", async () => {
    const token = await invite("withdrawn@bglgroup.ng");
    const [invitation] = (await listInvitations(handle.db)).filter(
      (r) => r.email === "withdrawn@bglgroup.ng",
    );
    await revokeInvitation(handle.db, invitation!.id, admin);
    expect(await accept(token)).toEqual({ state: "used" });
    const left = await handle.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("ref", "=", invitation!.id)
      .execute();
    expect(left).toEqual([]);

    const [body, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ id: "x", exp: Date.now() + hours(1), p: "staff-invitation" })).toString("base64url")}.${signature}`;
    for (const bad of [forged, `${body}.${signature}x`, "", "not-a-token", "a".repeat(5000)])
      expect((await readInvitation(handle.db, secret, bad)).state).toBe("invalid");
  });

  test("two people using one link at the same moment make one account", async () => {
    const token = await invite("twice@bglgroup.ng");
    const outcomes = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(outcomes.filter((outcome) => outcome.state === "accepted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.state === "used")).toHaveLength(2);
    expect(
      (await listStaff(handle.db)).filter((s) => s.email === "twice@bglgroup.ng"),
    ).toHaveLength(1);
  });
});
