import { useId, useRef } from "react";
import { Form } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";

/** Delete, after confirmation in a modal dialog that traps focus and closes with Escape. */
export function DeleteNewsButton({ id, title }: { id: string; title: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        aria-label={`${m.dashboard.delete}: ${title}`}
        className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-danger hover:bg-danger-50"
      >
        {m.dashboard.delete}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        aria-describedby={textId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 text-left shadow-2xl backdrop:bg-ink/50"
      >
        <div className="p-6">
          <h2 id={headingId} className="font-serif text-2xl text-ink">
            {m.dashboard.confirm}
          </h2>
          <p id={textId} className="mt-3 whitespace-normal text-muted">
            {m.dashboard.confirmText(title)}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="h-11 rounded-md border border-line px-4 font-semibold text-ink hover:border-main"
            >
              {m.dashboard.cancel}
            </button>
            <Form
              method="post"
              action="/admin/dashboard"
              onSubmit={() => dialogRef.current?.close()}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={id} />
              <button
                type="submit"
                className="h-11 rounded-md bg-danger px-4 font-semibold text-white hover:bg-[#912018]"
              >
                {m.dashboard.delete}
              </button>
            </Form>
          </div>
        </div>
      </dialog>
    </>
  );
}
