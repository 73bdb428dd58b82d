/** The editor's two dialogs: a link's address (checked), and an image's alt text and caption. */
import { useState } from "react";
import { adminMessages as m } from "~/i18n/admin-messages";
import { checkLinkUrl } from "~/lib/rich-text/link-url";
import { DialogInput, TextDialog } from "./text-dialog";

/** An image's texts; with `src` (and its size) when it is a picture about to be inserted. */
export interface FigureText {
  src?: string;
  width?: number;
  height?: number;
  alt: string;
  caption: string;
}

/** Rendered only while open, so it starts from `initial` each time. */
export function LinkDialog(props: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [address, setAddress] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <TextDialog
      title={m.editor.linkTitle}
      error={error}
      submitLabel={m.editor.apply}
      onClose={props.onClose}
      onSubmit={() => {
        const checked = checkLinkUrl(address);
        if (checked.ok) props.onApply(checked.href);
        else setError(m.editor.linkInvalid);
      }}
      actions={
        props.initial ? (
          <button
            type="button"
            onClick={props.onRemove}
            className="h-11 rounded-md px-3 font-semibold text-danger hover:bg-danger-50"
          >
            {m.editor.remove}
          </button>
        ) : null
      }
    >
      <DialogInput
        label={m.editor.linkAddress}
        hint={m.editor.linkHint}
        value={address}
        onChange={setAddress}
        invalid={error !== null}
      />
    </TextDialog>
  );
}

/** Rendered only while open, so it starts from `initial` each time. */
export function FigureDialog(props: {
  initial: FigureText;
  onApply: (text: { alt: string; caption: string }) => void;
  onClose: () => void;
}) {
  const [alt, setAlt] = useState(props.initial.alt);
  const [caption, setCaption] = useState(props.initial.caption);
  const [error, setError] = useState<string | null>(null);
  return (
    <TextDialog
      title={m.editor.imageTitle}
      error={error}
      submitLabel={props.initial.src ? m.editor.insert : m.editor.update}
      onClose={props.onClose}
      onSubmit={() => {
        if (alt.trim()) props.onApply({ alt: alt.trim(), caption: caption.trim() });
        else setError(m.editor.altRequired);
      }}
    >
      {props.initial.src ? (
        <img src={props.initial.src} alt="" className="max-h-48 rounded-md border border-line" />
      ) : null}
      <DialogInput
        label={m.editor.altText}
        hint={m.editor.altHint}
        value={alt}
        onChange={setAlt}
        invalid={error !== null}
      />
      <DialogInput
        label={m.editor.caption}
        hint={m.editor.captionHint}
        value={caption}
        onChange={setCaption}
      />
    </TextDialog>
  );
}
