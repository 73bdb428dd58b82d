/** The media library's forms: uploading an image with its English texts, describing one, deleting one. */
import { data, redirect } from "react-router";
import { recordAudit } from "~/.server/audit";
import type { Administrator } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { NotFoundError } from "~/.server/errors";
import { validatedForm } from "~/.server/forms/validated-form";
import { notFound } from "~/.server/http-errors";
import { deleteMedia, MediaInUseError, saveMediaDetails } from "~/.server/media/library";
import { maxUploadBytes, storeImage, UploadError } from "~/.server/media/store";
import { mediaStorage } from "~/.server/media/media-storage";
import { adminMessages as m } from "~/i18n/admin-messages";
import { mediaDetailsSchema, readMediaForm } from "~/lib/media-schema";

interface Actor {
  admin: Administrator;
  ip: string;
}

/** Room for the multipart envelope and the texts around a file of the maximum size. */
const uploadBodyLimit = maxUploadBytes + 64 * 1024;

function invalid(errors: Record<string, string>, status = 400) {
  return data({ formError: m.media.fixErrors, fieldErrors: errors, inUse: null }, { status });
}

/** Stores the uploaded file with its English alt text and credit, then opens its page. */
export async function uploadToLibrary(request: Request, actor: Actor) {
  const checked = await validatedForm(request, mediaDetailsSchema, readMediaForm, uploadBodyLimit);
  const file = checked.form.get("file");
  const errors = checked.ok ? {} : { ...checked.fieldErrors };
  if (!(file instanceof File) || file.size === 0) errors.file = m.media.fileMissing;
  if (!checked.ok || errors.file || !(file instanceof File)) return invalid(errors);
  try {
    const stored = await storeImage(db, mediaStorage, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    await saveMediaDetails(db, stored.id, checked.data);
    await recordAudit(db, {
      action: "media-upload",
      actor: actor.admin.email,
      subject: stored.key,
      detail: { size: stored.size, width: stored.width, height: stored.height },
      ip: actor.ip,
    });
    return redirect(`/admin/media/${stored.id}?notice=uploaded`);
  } catch (error) {
    if (error instanceof UploadError) return invalid({ file: error.message }, error.status);
    throw error;
  }
}

/** Saves an image's texts (intent `save`) or deletes it (intent `delete`). */
export async function changeLibraryImage(request: Request, id: string, actor: Actor) {
  const checked = await validatedForm(request, mediaDetailsSchema, readMediaForm);
  const audit = { actor: actor.admin.email, subject: id, ip: actor.ip };
  try {
    if (checked.form.get("intent") === "delete") {
      const image = await deleteMedia(db, mediaStorage, id);
      await recordAudit(db, { action: "media-delete", ...audit, detail: { name: image.name } });
      return redirect("/admin/media?notice=deleted");
    }
    if (!checked.ok) return invalid(checked.fieldErrors);
    await saveMediaDetails(db, id, checked.data);
    await recordAudit(db, { action: "media-update", ...audit });
    return data({ formError: null, fieldErrors: {}, inUse: null, saved: true });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    if (error instanceof MediaInUseError)
      return data(
        { formError: m.media.inUse(error.uses.length), fieldErrors: {}, inUse: error.uses },
        { status: 409 },
      );
    throw error;
  }
}
