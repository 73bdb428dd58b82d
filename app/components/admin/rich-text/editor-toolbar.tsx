/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between its buttons; toggles say whether they are on. Table buttons appear inside a table.
 */
import type { Editor } from "@tiptap/react";
import { useRef, useState } from "react";
import { adminMessages as m } from "~/i18n/admin-messages";
import { tabKeyTarget } from "~/lib/tab-keys";

export interface ToolbarActions {
  link: () => void;
  image: () => void;
  imageText: () => void;
  html: () => void;
}

interface Item {
  /** Visible text and accessible name, which begins with the visible text. */
  text: readonly [string, string];
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function items(editor: Editor, actions: ToolbarActions, htmlMode: boolean): Item[][] {
  const chain = () => editor.chain().focus();
  const active = (name: string, attrs?: Record<string, unknown>) =>
    !htmlMode && editor.isActive(name, attrs);
  const visual = (list: Item[]) =>
    list.map((item) => ({ ...item, disabled: htmlMode || item.disabled }));
  const inTable = !htmlMode && editor.isActive("table");
  const heading = (level: 2 | 3 | 4, text: readonly [string, string]): Item => ({
    text,
    pressed: active("heading", { level }),
    run: () => chain().toggleHeading({ level }).run(),
  });
  return [
    visual([
      {
        text: m.editor.paragraph,
        pressed: active("paragraph"),
        run: () => chain().setParagraph().run(),
      },
      heading(2, m.editor.heading2),
      heading(3, m.editor.heading3),
      heading(4, m.editor.heading4),
    ]),
    visual([
      { text: m.editor.bold, pressed: active("bold"), run: () => chain().toggleBold().run() },
      { text: m.editor.italic, pressed: active("italic"), run: () => chain().toggleItalic().run() },
      {
        text: m.editor.bulletList,
        pressed: active("bulletList"),
        run: () => chain().toggleBulletList().run(),
      },
      {
        text: m.editor.orderedList,
        pressed: active("orderedList"),
        run: () => chain().toggleOrderedList().run(),
      },
      {
        text: m.editor.quote,
        pressed: active("blockquote"),
        run: () => chain().toggleBlockquote().run(),
      },
    ]),
    visual([
      { text: m.editor.link, pressed: active("link"), run: actions.link },
      {
        text: m.editor.unlink,
        disabled: !active("link"),
        run: () => chain().extendMarkRange("link").unsetLink().run(),
      },
      active("figure")
        ? { text: m.editor.imageText, run: actions.imageText }
        : { text: m.editor.image, run: actions.image },
      {
        text: m.editor.table,
        disabled: inTable,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ]),
    inTable
      ? [
          { text: m.editor.addRow, run: () => chain().addRowAfter().run() },
          { text: m.editor.addColumn, run: () => chain().addColumnAfter().run() },
          { text: m.editor.deleteRow, run: () => chain().deleteRow().run() },
          { text: m.editor.deleteColumn, run: () => chain().deleteColumn().run() },
          { text: m.editor.deleteTable, run: () => chain().deleteTable().run() },
        ]
      : [],
    [
      ...visual([
        { text: m.editor.undo, disabled: !editor.can().undo(), run: () => chain().undo().run() },
        { text: m.editor.redo, disabled: !editor.can().redo(), run: () => chain().redo().run() },
      ]),
      { text: m.editor.html, pressed: htmlMode, run: actions.html },
    ],
  ];
}

export function EditorToolbar({
  editor,
  label,
  controls,
  htmlMode,
  actions,
}: {
  editor: Editor;
  label: string;
  controls: string;
  htmlMode: boolean;
  actions: ToolbarActions;
}) {
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const groups = items(editor, actions, htmlMode);
  // The toolbar's one tab stop: the button last used, or the last one when the table buttons left.
  const stop = Math.min(current, groups.flat().length - 1);
  let index = 0;
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={m.editor.toolbar(label)}
      aria-controls={controls}
      onKeyDown={(event) => {
        const buttons = [...(toolbar.current?.querySelectorAll("button") ?? [])];
        const position = buttons.indexOf(event.target as HTMLButtonElement);
        const target = tabKeyTarget(event.key, position, buttons.length);
        if (position < 0 || target === null) return;
        event.preventDefault();
        setCurrent(target);
        buttons[target]?.focus();
      }}
      className="flex flex-wrap gap-x-3 gap-y-1 border-b border-line bg-paper px-2 py-1.5"
    >
      {groups
        .filter((group) => group.length > 0)
        .map((group, g) => (
          <div key={g} className="flex flex-wrap gap-1">
            {group.map((item) => {
              const own = index++;
              const [text, name] = item.text;
              return (
                <button
                  key={name}
                  type="button"
                  tabIndex={own === stop ? 0 : -1}
                  aria-label={name === text ? undefined : name}
                  aria-pressed={item.pressed === undefined ? undefined : item.pressed}
                  aria-disabled={item.disabled || undefined}
                  onFocus={() => setCurrent(own)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (!item.disabled) item.run();
                  }}
                  className={`h-9 min-w-9 rounded px-2 text-sm font-semibold ${
                    item.pressed ? "bg-main text-white" : "text-ink hover:bg-main-50"
                  } ${item.disabled ? "cursor-not-allowed opacity-40" : ""}`}
                >
                  {text}
                </button>
              );
            })}
          </div>
        ))}
    </div>
  );
}
