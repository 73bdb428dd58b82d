/**
 * The rich-text editor of a news text: a toolbar, the document as it will look on the site, and
 * its HTML in a form field. Loaded on demand once the form has hydrated; before that, and without
 * JavaScript, the field is a plain HTML textarea. Staff can also switch to the HTML itself.
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { localeTags, type Locale } from "~/i18n/locales";
import { newsEditorExtensions } from "~/lib/rich-text/extensions";
import { cleanPastedHtml } from "~/lib/rich-text/paste";
import { MediaPicker } from "../media-picker";
import { EditorToolbar } from "./editor-toolbar";
import { FigureDialog, LinkDialog, type FigureText } from "./editor-dialogs";
import "./news-editor.css";

export interface NewsEditorProps {
  label: string;
  name: string;
  defaultValue: string;
  locale: Locale;
  hint?: string;
  error?: string;
  required?: boolean;
}

type Dialog = { kind: "link"; href: string } | { kind: "figure"; text: FigureText } | null;

export default function NewsEditor(props: NewsEditorProps) {
  const id = useId();
  const [html, setHtml] = useState(props.defaultValue);
  const [htmlMode, setHtmlMode] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [picking, setPicking] = useState(false);
  const describedBy =
    [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const editor = useEditor({
    extensions: newsEditorExtensions,
    content: props.defaultValue,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: `${id}-document`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(props.error ? { "aria-invalid": "true" } : {}),
        lang: localeTags[props.locale],
        class: "news-content min-h-72 px-4 py-3 focus:outline-none",
      },
      transformPastedHTML: cleanPastedHtml,
    },
    // Until the first change the field keeps the stored HTML exactly as it was.
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });

  // When a dialog closes, the text takes focus back at once, in the same commit that closed the
  // dialog (which hands focus to the toolbar button that opened it): keys pressed right after
  // "Apply" go on in the text, never to the toolbar.
  const dialogWasOpen = useRef(false);
  useLayoutEffect(() => {
    if (dialog) dialogWasOpen.current = true;
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false;
      editor?.view.focus();
    }
  }, [dialog, editor]);

  function closeDialog() {
    setDialog(null);
  }

  return (
    <div data-rich-text={props.name} className="news-editor">
      <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
        {props.label}
        {props.required ? (
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </span>
      <div
        className={`mt-2 overflow-hidden rounded-md border bg-white focus-within:border-main ${
          props.error ? "border-danger" : "border-line"
        }`}
      >
        {editor ? (
          <EditorToolbar
            editor={editor}
            label={props.label}
            controls={`${id}-document`}
            htmlMode={htmlMode}
            actions={{
              link: () =>
                setDialog({ kind: "link", href: editor.getAttributes("link").href ?? "" }),
              image: () => setPicking(true),
              imageText: () => {
                const { alt = "", caption = "" } = editor.getAttributes("figure");
                setDialog({ kind: "figure", text: { alt, caption } as FigureText });
              },
              html: () => {
                if (htmlMode) editor.commands.setContent(html, { emitUpdate: false });
                setHtmlMode(!htmlMode);
              },
            }}
          />
        ) : null}
        <div hidden={htmlMode}>
          <EditorContent editor={editor} />
        </div>
        <textarea
          name={props.name}
          value={html}
          onChange={(event) => setHtml(event.currentTarget.value)}
          hidden={!htmlMode}
          rows={10}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          className="block w-full px-4 py-3 font-mono text-sm"
        />
      </div>
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}

      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          const text = image.texts[props.locale];
          setDialog({
            kind: "figure",
            text: {
              src: image.display.url,
              width: image.display.width,
              height: image.display.height,
              alt: text.alt || image.texts.en.alt,
              caption: text.caption || image.texts.en.caption,
            },
          });
        }}
      />
      {dialog?.kind === "link" ? (
        <LinkDialog
          initial={dialog.href}
          onApply={(href) => {
            if (!editor) return;
            const chain = editor.chain().focus().extendMarkRange("link");
            if (editor.state.selection.empty && !editor.isActive("link"))
              chain
                .insertContent({
                  type: "text",
                  text: href,
                  marks: [{ type: "link", attrs: { href } }],
                })
                .run();
            else chain.setLink({ href }).run();
            setDialog(null);
          }}
          onRemove={() => {
            editor?.chain().focus().extendMarkRange("link").unsetLink().run();
            setDialog(null);
          }}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === "figure" ? (
        <FigureDialog
          initial={dialog.text}
          onApply={({ alt, caption }) => {
            if (!editor) return;
            // A picture just chosen is inserted; otherwise the selected one's texts change.
            const { src, width, height } = dialog.text;
            if (src)
              editor
                .chain()
                .focus()
                .insertContent({ type: "figure", attrs: { src, width, height, alt, caption } })
                .run();
            else editor.chain().focus().updateAttributes("figure", { alt, caption }).run();
            setDialog(null);
          }}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}
