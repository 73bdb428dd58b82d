import { Form } from "react-router";

/**
 * Move up and Move down for one row of an ordered admin list: each a small POST form (so it works
 * without JavaScript) sending `intent=move`, `id` and `direction` to the list's own action. A
 * button is left out at the end it cannot move past.
 */
export function MoveButtons({
  id,
  first,
  last,
  labels,
}: {
  id: string;
  first: boolean;
  last: boolean;
  labels: { up: string; down: string; upFull: string; downFull: string };
}) {
  const button =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-md border border-line bg-white px-3 text-sm font-semibold text-ink hover:border-main hover:text-main";
  return (
    <div className="flex gap-2">
      {(["up", "down"] as const).map((direction) =>
        (direction === "up" ? first : last) ? (
          <span key={direction} className="inline-block h-11 min-w-11 px-3" aria-hidden>
            <span className="invisible">{labels[direction]}</span>
          </span>
        ) : (
          <Form key={direction} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="direction" value={direction} />
            <button
              type="submit"
              aria-label={direction === "up" ? labels.upFull : labels.downFull}
              className={button}
            >
              {labels[direction]}
            </button>
          </Form>
        ),
      )}
    </div>
  );
}
