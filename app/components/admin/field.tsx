import { useId } from "react";

interface FieldProps {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  type?: "text" | "date" | "datetime-local" | "email" | "password" | "time" | "url" | "tel";
  autoComplete?: string;
  rows?: number;
  required?: boolean;
  lang?: string;
}

/** A labelled input or textarea with its hint and its error beside it. */
export function Field({
  label,
  name,
  defaultValue,
  error,
  hint,
  type = "text",
  rows,
  required,
  lang,
  autoComplete,
}: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    lang,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: `mt-2 w-full rounded-md border bg-white px-3 py-2.5 text-ink focus:border-main ${
      error ? "border-danger" : "border-line"
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
