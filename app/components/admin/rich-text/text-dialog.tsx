/**
 * A small modal form of the editor (a link's address, an image's texts): labelled, Escape closes.
 * Its owner renders it only while it is open.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { adminMessages as m } from "~/i18n/admin-messages";

interface TextDialogProps {
  title: string;
  error: string | null;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** Extra buttons beside Cancel (such as "Remove link"). */
  actions?: ReactNode;
  children: ReactNode;
}

export function TextDialog(props: TextDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  // Mounted only while it is shown: opens as it appears, focus on its first field. It closes in
  // the same commit that removes it, so the browser hands focus back to the button that opened it
  // before the editor takes focus in the next frame (closing later would take focus from the text).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={props.onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      {/* Not a form element: the editor sits inside the news form. */}
      <div
        className="space-y-4 p-6"
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            props.onSubmit();
          }
        }}
      >
        <h2 id={titleId} className="font-serif text-2xl text-ink">
          {props.title}
        </h2>
        {props.children}
        {props.error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {props.error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {props.actions}
          <button
            type="button"
            onClick={props.onClose}
            className="h-11 rounded-md border border-line px-4 font-semibold text-ink hover:border-main"
          >
            {m.editor.cancel}
          </button>
          <button
            type="button"
            onClick={props.onSubmit}
            className="h-11 rounded-md bg-main px-4 font-semibold text-white hover:bg-main-700"
          >
            {props.submitLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** A labelled text input of such a dialog, with its hint. */
export function DialogInput({
  label,
  hint,
  value,
  onChange,
  invalid,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        className={`mt-2 h-11 w-full rounded-md border px-3 ${invalid ? "border-danger" : "border-line"}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}
