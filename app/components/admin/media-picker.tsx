/** A dialog that lists the media library (with search) and hands back the image chosen. */
import { useRef } from "react";
import { useFetcher } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";

export interface PickedImage {
  url: string;
  thumbnail: string;
  name: string;
  alt: string;
}

interface LibraryPage {
  images: (PickedImage & { id: string; width: number; height: number })[];
}

export function MediaPicker({ onChoose }: { onChoose: (image: PickedImage) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<LibraryPage>();
  const search = useRef<HTMLInputElement>(null);
  const images = fetcher.data?.images ?? [];
  const find = () =>
    void fetcher.load(`/admin/media?${new URLSearchParams({ q: search.current?.value ?? "" })}`);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          dialog.current?.showModal();
          if (fetcher.state === "idle" && !fetcher.data) void fetcher.load("/admin/media");
        }}
        className="h-10 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-main"
      >
        {m.media.choose}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="media-picker-title"
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-xl border border-line p-0 backdrop:bg-ink/50"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id="media-picker-title" className="font-semibold text-ink">
            {m.media.chooseTitle}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="h-10 rounded-md px-3 text-sm font-semibold hover:bg-main-50"
          >
            {m.media.close}
          </button>
        </div>
        <div className="p-5">
          {/* No form of its own: the picker sits inside the news form. */}
          <div role="search" className="flex gap-3">
            <label htmlFor="media-picker-search" className="sr-only">
              {m.media.searchLabel}
            </label>
            <input
              ref={search}
              id="media-picker-search"
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
                    dialog.current?.close();
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
