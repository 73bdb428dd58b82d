import { useId, useRef } from "react";
import { Form } from "react-router";

interface ConfirmButtonProps {
  /** The button's text, and its accessible name when it needs more context. */
  label: string;
  accessibleLabel?: string;
  heading: string;
  text: string;
  cancelLabel: string;
  /** Where the confirmed form posts, and its hidden fields. */
  action: string;
  fields: Record<string, string>;
}

/**
 * A destructive action behind a confirmation: a modal dialog (focus moves to Cancel, Escape
 * closes) whose confirm button posts the form.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        aria-label={props.accessibleLabel}
        className="inline-flex h-11 items-center rounded-md px-3 font-semibold text-danger hover:bg-danger-50"
      >
        {props.label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        aria-describedby={textId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 text-left shadow-2xl backdrop:bg-ink/50"
      >
        <div className="p-6">
          <h2 id={headingId} className="font-serif text-2xl text-ink">
            {props.heading}
          </h2>
          <p id={textId} className="mt-3 whitespace-normal text-muted">
            {props.text}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="h-11 rounded-md border border-line px-4 font-semibold text-ink hover:border-main"
            >
              {props.cancelLabel}
            </button>
            <Form method="post" action={props.action} onSubmit={() => dialogRef.current?.close()}>
              {Object.entries(props.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button
                type="submit"
                className="h-11 rounded-md bg-danger px-4 font-semibold text-white hover:bg-[#912018]"
              >
                {props.label}
              </button>
            </Form>
          </div>
        </div>
      </dialog>
    </>
  );
}
