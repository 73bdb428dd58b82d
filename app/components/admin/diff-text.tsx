import { adminMessages as m } from "~/i18n/admin-messages";

interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/**
 * A text with its removed words struck through in red and its added words underlined in green;
 * screen readers hear where each change starts and ends.
 */
export function DiffText({ parts, lang }: { parts: DiffPart[]; lang?: string }) {
  return (
    <p lang={lang} className="whitespace-pre-wrap leading-relaxed text-ink">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "removed" ? (
          <del key={index} className="rounded-sm bg-danger-50 text-danger decoration-2">
            <span className="sr-only">{m.revisions.removedStart}</span>
            {part.text}
            <span className="sr-only">{m.revisions.changeEnd}</span>
          </del>
        ) : (
          <ins
            key={index}
            className="rounded-sm bg-main-50 text-main-700 decoration-2 underline-offset-2"
          >
            <span className="sr-only">{m.revisions.addedStart}</span>
            {part.text}
            <span className="sr-only">{m.revisions.changeEnd}</span>
          </ins>
        ),
      )}
    </p>
  );
}
