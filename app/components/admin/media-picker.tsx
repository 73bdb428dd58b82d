/** A dialog that lists the media library (with search) and hands back the image chosen. */
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";
import type { Locale } from "~/i18n/locales";

export interface PickedImage {
  url: string;
  thumbnail: string;
  name: string;
  alt: string;
  display: { url: string; width: number; height: number };
  texts: Record<Locale, { alt: string; caption: string }>;
}

interface LibraryPage {
  images: (PickedImage & { id: string; width: number; height: number })[];
}

interface MediaPickerProps {
  open: boolean;
  onChoose: (image: PickedImage) => void;
  onClose: () => void;
}

/** Shown while `open`; closing it by Escape or its button calls `onClose`. */
export function MediaPicker({ open, onChoose, onClose }: MediaPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const fetcher = useFetcher<LibraryPage>();
  const search = useRef<HTMLInputElement>(null);
  const images = fetcher.data?.images ?? [];
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      if (fetcher.state === "idle" && !fetcher.data) void fetcher.load("/admin/media");
    }
    if (!open && element.open) element.close();
  }, [open, fetcher]);
  const find = () =>
    void fetcher.load(`/admin/media?${new URLSearchParams({ q: search.current?.value ?? "" })}`);
  return (
    <>
      <dialog
        ref={dialog}
        onClose={onClose}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-xl border border-line p-0 backdrop:bg-ink/50"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id={`${id}-title`} className="font-semibold text-ink">
            {m.media.chooseTitle}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="h-10 rounded-md px-3 text-sm font-semibold hover:bg-main-50"
          >
            {m.media.close}
          </button>
        </div>
        <div className="p-5">
          {/* No form of its own: the picker sits inside the news form. */}
          <div role="search" className="flex gap-3">
            <label htmlFor={`${id}-search`} className="sr-only">
              {m.media.searchLabel}
            </label>
            <input
              ref={search}
              id={`${id}-search`}
              type="search"
              maxLength={200}
              placeholder={m.media.searchLabel}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                find();
              }}
              className="h-10 flex-1 rounded-md border border-line px-3"
            />
            <button
              type="button"
              onClick={find}
              className="h-10 rounded-md border border-line px-4 text-sm font-semibold hover:border-main"
            >
              {m.media.apply}
            </button>
          </div>
          <p role="status" className="mt-3 text-sm text-muted">
            {fetcher.state === "loading"
              ? m.loading
              : fetcher.data && images.length === 0
                ? m.media.noMatch
                : null}
          </p>
          <ul className="mt-2 grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4">
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={m.media.chooseThis(image.alt || image.name)}
                  onClick={() => {
                    onChoose(image);
                    onClose();
                  }}
                  className="block w-full overflow-hidden rounded-lg border border-line text-left hover:border-main focus-visible:border-main"
                >
                  <img
                    src={image.thumbnail}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-paper object-cover"
                  />
                  <span className="block truncate px-2 py-1 text-xs">{image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
