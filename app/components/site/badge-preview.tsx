/**
 * A badge whose preview opens on hover, keyboard focus or tap; Escape hides it without
 * moving focus, and the pointer can move onto the preview (WCAG 1.4.13).
 */
import { useId, useState } from "react";

interface BadgePreviewProps {
  label: string;
  image: string;
  text: string;
}

export function BadgePreview({ label, image, text }: BadgePreviewProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const previewId = useId();
  const open = !dismissed && (hovered || focused || pinned);

  function reset() {
    setDismissed(false);
  }

  return (
    <span
      className="relative inline-block"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") {
          reset();
          setHovered(true);
        }
      }}
      onPointerLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setDismissed(true);
          setPinned(false);
        }
      }}
    >
      <button
        type="button"
        aria-describedby={previewId}
        aria-expanded={open}
        onFocus={() => {
          reset();
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          reset();
          setPinned(!pinned);
        }}
        className="inline-flex h-11 items-center gap-2 rounded-md border border-white/25 px-3 text-sm font-semibold text-white/90 transition-colors duration-200 hover:border-capital hover:text-white"
      >
        <img src={image} alt="" width={48} height={24} loading="lazy" className="h-6 w-auto" />
        {label}
      </button>
      <span
        id={previewId}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-3 block w-72 rounded-lg bg-white p-4 text-ink shadow-2xl"
      >
        <img src={image} alt="" width={240} height={120} loading="lazy" className="h-auto w-full" />
        <span className="mt-3 block text-sm leading-relaxed">{text}</span>
      </span>
    </span>
  );
}
