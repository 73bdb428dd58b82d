/**
 * An image field (the news picture, a person's portrait): chosen from the media library, or
 * uploaded (into the library) with progress, cancel, retries and errors by name; a preview of the
 * one chosen. It posts the image's address as `imageUrl`.
 */
import { useEffect, useId, useRef, useState } from "react";
import { adminMessages as m } from "~/i18n/admin-messages";
import { UploadFailure, uploadWithRetry, xhrTransport } from "~/lib/upload-with-retry";
import { MediaPicker } from "./media-picker";

interface ImageFieldProps {
  defaultUrl: string | null;
  onBusyChange: (busy: boolean) => void;
  /** The fieldset's legend and the hint above the file input; the news picture's by default. */
  label?: string;
  hint?: string;
  /** The preview's shape, as a Tailwind aspect-ratio class. */
  aspect?: string;
  error?: string;
}

type State =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number; retryInSeconds?: number }
  | { kind: "done" }
  | { kind: "error"; message: string };

export function ImageField({
  defaultUrl,
  onBusyChange,
  label = m.form.image,
  hint = m.form.imageHint,
  aspect = "aspect-[16/9]",
  error,
}: ImageFieldProps) {
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [preview, setPreview] = useState(defaultUrl);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [picking, setPicking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inputId = useId();
  const statusId = useId();

  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const localPreview = URL.createObjectURL(file);
    setPreview(localPreview);
    setState({ kind: "uploading", percent: 0 });
    onBusyChange(true);
    try {
      const result = await uploadWithRetry(file, {
        signal: abort.signal,
        transport: xhrTransport("/admin/uploads"),
        onProgress: (percent) => setState({ kind: "uploading", percent }),
        onRetry: (delay) =>
          setState((s) => ({
            kind: "uploading",
            percent: s.kind === "uploading" ? s.percent : 0,
            retryInSeconds: Math.round(delay / 1000),
          })),
      });
      setUrl(result.url);
      setPreview(result.url);
      setState({ kind: "done" });
    } catch (error) {
      const code = error instanceof UploadFailure ? error.code : "unknown";
      setPreview(url || null);
      setState({ kind: "error", message: m.upload.errors[code] });
    } finally {
      URL.revokeObjectURL(localPreview);
      onBusyChange(false);
    }
  }

  return (
    <fieldset className="rounded-xl border border-line bg-white p-5">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <input type="hidden" name="imageUrl" value={url} />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className={`${aspect} w-full max-w-64 overflow-hidden rounded-lg bg-paper`}>
          {preview ? (
            <img src={preview} alt={m.form.currentImage} className="size-full object-cover" />
          ) : null}
        </div>
        <div className="flex-1 space-y-3">
          <label htmlFor={inputId} className="block text-sm text-muted">
            {hint}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-describedby={error ? `${statusId} ${statusId}-error` : statusId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
              event.currentTarget.value = "";
            }}
            className="block text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-main-50 file:px-4 file:font-semibold file:text-main"
          />
          <button
            type="button"
            onClick={() => setPicking(true)}
            className="h-10 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-main"
          >
            {m.media.choose}
          </button>
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            onChoose={(image) => {
              controller.current?.abort();
              setUrl(image.url);
              setPreview(image.thumbnail);
              setState({ kind: "idle" });
            }}
          />
          {error ? (
            <p id={`${statusId}-error`} className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <div id={statusId} aria-live="polite">
            {state.kind === "uploading" ? (
              <div className="space-y-2">
                <progress
                  max={100}
                  value={state.percent}
                  className="h-2 w-full accent-main"
                  aria-label={m.upload.uploading(state.percent)}
                />
                <p className="text-sm text-muted">
                  {state.retryInSeconds
                    ? m.upload.retrying(state.retryInSeconds)
                    : m.upload.uploading(state.percent)}
                </p>
                <button
                  type="button"
                  onClick={() => controller.current?.abort()}
                  className="h-10 rounded-md border border-line px-3 text-sm font-semibold hover:border-danger hover:text-danger"
                >
                  {m.upload.cancel}
                </button>
              </div>
            ) : state.kind === "done" ? (
              <p className="text-sm text-main">{m.upload.done}</p>
            ) : state.kind === "error" ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {state.message}
              </p>
            ) : null}
          </div>
          {url && state.kind !== "uploading" ? (
            <button
              type="button"
              onClick={() => {
                setUrl("");
                setPreview(null);
                setState({ kind: "idle" });
              }}
              className="text-sm font-semibold text-danger underline-offset-4 hover:underline"
            >
              {m.form.removeImage}
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
