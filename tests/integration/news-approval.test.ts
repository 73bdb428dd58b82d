import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAudit } from "~/.server/audit";
import { approvalRequired, setApprovalRequired } from "~/.server/news/approval-rule";
import { decide } from "~/.server/news/decisions";
import { addNews, editNews, restoreRevision } from "~/.server/news/editing";
import { getNews } from "~/.server/news/queries";
import { listAwaiting, listDecisions, openReview } from "~/.server/news/review-state";
import { getRevision } from "~/.server/news/revisions";
import type { NewsFormValues } from "~/lib/news-schema";
import type { StaffRole } from "~/lib/staff-roles";
import { createTestDatabase, testEngines, type TestDatabase } from "./test-databases";

function actor(email: string, role: StaffRole) {
  return { admin: { id: email, email, name: email, role }, ip: "127.0.0.1" };
}

const editor = actor("desk@bglgroup.ng", "editor");
const reviewer = actor("compliance@bglgroup.ng", "reviewer");
const administrator = actor("admin@bglgroup.ng", "administrator");

const noTranslation = { title: "", excerpt: "", content: "", source: "human" as const };

function values(overrides: Partial<NewsFormValues> = {}): NewsFormValues {
  return {
    title: "Rights issue approved",
    excerpt: "Shareholders approved the issue.",
    content: "<p>Approved.</p>",
    date: "2026-11-20",
    tags: ["group"],
    status: "published",
    publishAt: null,
    unpublishAt: null,
    imageUrl: null,
    translations: { fr: noTranslation, pt: noTranslation, es: noTranslation, zh: noTranslation },
    ...overrides,
  };
}

describe.each(testEngines)("four-eyes publishing on %s", (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.cleanup();
  });

  const isPublic = async (id: string) =>
    getNews(handle.db, id).then(
      () => true,
      () => false,
    );

  test("the rule is on by default; switching it is for the record, and only a real switch is", async () => {
    expect(await approvalRequired(handle.db)).toBe(true);
    await setApprovalRequired(handle.db, false, administrator);
    await setApprovalRequired(handle.db, false, administrator);
    expect(await approvalRequired(handle.db)).toBe(false);
    await setApprovalRequired(handle.db, true, administrator);
    expect(await approvalRequired(handle.db)).toBe(true);
    const { entries } = await listAudit(handle.db, { action: "approval-rule-changed" });
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([{ required: true }, { required: false }]),
    );
    expect(entries[0]).toMatchObject({ actor: administrator.admin.email });
  });

  test("an editor's publish waits as a draft; its author cannot approve it; a reviewer can", async () => {
    const saved = await addNews(handle.db, values({ title: "Waiting item" }), editor);
    expect(saved).toMatchObject({ status: "draft", awaitingApproval: true });
    expect(await isPublic(saved.id)).toBe(false);
    const open = await openReview(handle.db, saved.id);
    expect(open).toMatchObject({
      state: "pending",
      revision: { number: 1, author: editor.admin.email },
    });
    expect(open?.revision.snapshot).toMatchObject({ status: "published", title: "Waiting item" });
    expect((await listAwaiting(handle.db)).map((item) => item.id)).toContain(saved.id);

    // Not the author, nor an editor: refused with a reason, nothing changes.
    const own = actor(editor.admin.email.toUpperCase(), "administrator");
    await expect(
      decide(handle.db, saved.id, { decision: "approve", version: saved.version }, own),
    ).rejects.toMatchObject({ name: "ForbiddenError", reason: "own-edit" });
    await expect(
      decide(handle.db, saved.id, { decision: "approve", version: saved.version }, editor),
    ).rejects.toMatchObject({ name: "ForbiddenError", reason: "role" });
    // A stale page decides nothing.
    await expect(
      decide(handle.db, saved.id, { decision: "approve", version: saved.version + 5 }, reviewer),
    ).rejects.toMatchObject({ name: "ConflictError" });
    expect(await isPublic(saved.id)).toBe(false);

    const approved = await decide(
      handle.db,
      saved.id,
      { decision: "approve", version: saved.version },
      reviewer,
    );
    expect(approved).toMatchObject({ status: "published", title: "Waiting item" });
    expect(approved.version).toBeGreaterThan(saved.version);
    expect(await isPublic(saved.id)).toBe(true);
    expect(await openReview(handle.db, saved.id)).toBeNull();
    expect(await listDecisions(handle.db, saved.id)).toEqual([
      expect.objectContaining({
        revision: 1,
        decision: "approve",
        decidedBy: reviewer.admin.email,
      }),
    ]);
    const { entries } = await listAudit(handle.db, { pageSize: 10 });
    const actions = entries.filter((entry) => entry.subject === saved.id).map((e) => e.action);
    expect(actions.sort()).toEqual([
      "news-approved",
      "news-create",
      "news-publish",
      "news-submitted",
    ]);
    // Deciding twice finds nothing waiting.
    await expect(
      decide(handle.db, saved.id, { decision: "approve", version: approved.version }, reviewer),
    ).rejects.toMatchObject({ name: "ConflictError" });
  });

  test("an edit of a published item keeps the public text until it is approved", async () => {
    const first = await addNews(handle.db, values({ title: "Live item" }), editor);
    const live = await decide(
      handle.db,
      first.id,
      { decision: "approve", version: first.version },
      reviewer,
    );
    const edited = await editNews(
      handle.db,
      first.id,
      values({ title: "Live item, corrected", version: live.version }),
      editor,
    );
    expect(edited.awaitingApproval).toBe(true);
    const shown = await getNews(handle.db, first.id);
    expect(shown).toMatchObject({ title: "Live item", status: "published", revisedAt: null });
    const open = await openReview(handle.db, first.id);
    expect(open?.revision.snapshot.title).toBe("Live item, corrected");

    const approved = await decide(
      handle.db,
      first.id,
      { decision: "approve", version: edited.version },
      administrator,
    );
    expect(approved).toMatchObject({ title: "Live item, corrected", status: "published" });
    expect(approved.publishAt).toBe(live.publishAt);
    expect(approved.revisedAt).not.toBeNull();
  });

  test("a rejection keeps its comment with the item until it is sent again; an approved schedule keeps its time", async () => {
    const saved = await addNews(
      handle.db,
      values({
        title: "Scheduled item",
        status: "scheduled",
        publishAt: "2030-01-02T09:00:00.000Z",
      }),
      editor,
    );
    const rejected = await decide(
      handle.db,
      saved.id,
      { decision: "reject", version: saved.version, comment: "Cite the regulator's letter." },
      reviewer,
    );
    expect(rejected.status).toBe("draft");
    const open = await openReview(handle.db, saved.id);
    expect(open).toMatchObject({
      state: "rejected",
      rejection: { comment: "Cite the regulator's letter.", decidedBy: reviewer.admin.email },
    });
    expect((await listAwaiting(handle.db)).map((item) => item.id)).not.toContain(saved.id);

    const again = await editNews(
      handle.db,
      saved.id,
      values({
        title: "Scheduled item",
        content: "<p>As the regulator's letter says.</p>",
        status: "scheduled",
        publishAt: "2030-01-02T09:00:00.000Z",
        version: rejected.version,
      }),
      editor,
    );
    expect((await openReview(handle.db, saved.id))?.state).toBe("pending");
    const approved = await decide(
      handle.db,
      saved.id,
      { decision: "approve", version: again.version },
      reviewer,
    );
    expect(approved).toMatchObject({
      status: "scheduled",
      publishAt: "2030-01-02T09:00:00.000Z",
      content: "<p>As the regulator's letter says.</p>",
    });
    expect((await listDecisions(handle.db, saved.id)).map((d) => [d.revision, d.decision])).toEqual(
      [
        [2, "approve"],
        [1, "reject"],
      ],
    );
  });

  test("saving as a draft is direct; restoring a published item's older text waits too", async () => {
    const draft = await addNews(handle.db, values({ title: "Draft", status: "draft" }), editor);
    expect(draft).toMatchObject({ status: "draft", awaitingApproval: false });
    expect(await openReview(handle.db, draft.id)).toBeNull();

    const first = await addNews(handle.db, values({ title: "Old words" }), editor);
    const live = await decide(
      handle.db,
      first.id,
      { decision: "approve", version: first.version },
      reviewer,
    );
    const changed = await editNews(
      handle.db,
      first.id,
      values({ title: "New words", version: live.version }),
      editor,
    );
    await decide(handle.db, first.id, { decision: "approve", version: changed.version }, reviewer);
    const restored = await restoreRevision(handle.db, first.id, 1, editor);
    expect(restored).toMatchObject({ awaitingApproval: true, title: "New words" });
    const open = await openReview(handle.db, first.id);
    expect(open?.revision).toMatchObject({ restoredFrom: 1, author: editor.admin.email });
    expect((await getRevision(handle.db, first.id, open!.revision.number)).snapshot).toMatchObject({
      title: "Old words",
      status: "published",
    });
  });

  test("with the rule off, staff publish directly", async () => {
    await setApprovalRequired(handle.db, false, administrator);
    try {
      const saved = await addNews(handle.db, values({ title: "Direct" }), editor);
      expect(saved).toMatchObject({ status: "published", awaitingApproval: false });
      expect(await isPublic(saved.id)).toBe(true);
    } finally {
      await setApprovalRequired(handle.db, true, administrator);
    }
  });
});
