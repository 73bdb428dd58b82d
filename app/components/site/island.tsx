/**
 * Parts of a page that hydrate only when they are needed. The server renders an island like any
 * other component, so the page is complete without scripts. In the browser its code is a separate
 * module that is fetched, and the part hydrated, only when it comes near the screen or when the
 * visitor first interacts with the page. Until then React keeps the server's HTML as it is
 * (a Suspense boundary that has not hydrated yet), so a phone does not download and run code for a
 * footer nobody has scrolled to.
 *
 * Any interaction releases every island of the page: a click may start a navigation, and React
 * hydrates the boundaries a navigation updates before it can commit it. Islands of the pages
 * the visitor moves to inside the app load at once, since React renders those pages itself.
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";

/** Attribute the island's wrapper gets once its part has hydrated (tests wait for it). */
export const hydratedAttribute = "data-hydrated";

const interactions = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
// How far below the screen an island starts loading, so it is ready when scrolled to.
const lookahead = "400px";

// True once the visitor has moved to another page inside the app: islands rendered from then on
// belong to a page React renders itself, not to server HTML waiting to hydrate.
let navigated = false;
let listening = false;
const waiting = new Set<() => void>();

function releaseAll() {
  for (const release of waiting) release();
  waiting.clear();
}

function listenForInteraction() {
  if (listening) return;
  listening = true;
  for (const type of interactions)
    addEventListener(type, releaseAll, { once: true, capture: true, passive: true });
}

/** Called on each navigation after the first page: islands of later pages load at once. */
export function islandsNavigated(): void {
  navigated = true;
  releaseAll();
}

/**
 * A component whose code loads only when its part of the page is needed. `load` imports the
 * component's module with `import()`, so the bundler keeps it in a file of its own.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  type PartProps = Props & { onHydrated: () => void };
  const part = (ready: Promise<void>) =>
    lazy(async () => {
      await ready;
      const Component = await load();
      function Hydrated({ onHydrated, ...props }: PartProps) {
        useEffect(onHydrated, [onHydrated]);
        return <Component {...(props as Props)} />;
      }
      return { default: Hydrated };
    });
  // On the server and on pages after the first nothing waits.
  const AtOnce = part(Promise.resolve());

  function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Server HTML of the first page: each island waits for its own moment.
    const [held] = useState(() => {
      if (typeof document === "undefined" || navigated) return null;
      let release: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (release = resolve));
      waiting.add(release);
      return { Part: part(ready), release };
    });
    useEffect(() => {
      if (!held) return;
      const { release } = held;
      if (navigated) return release();
      listenForInteraction();
      const element = wrapper.current;
      if (!element || typeof IntersectionObserver === "undefined") return release();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: `${lookahead} 0px` },
      );
      for (const child of element.children) observer.observe(child);
      return () => observer.disconnect();
    }, [held]);
    const markHydrated = useCallback(
      () => wrapper.current?.setAttribute(hydratedAttribute, ""),
      [],
    );
    const Part = held?.Part ?? AtOnce;
    return (
      <div ref={wrapper} className="contents" data-island="">
        <Suspense fallback={null}>
          <Part {...props} onHydrated={markHydrated} />
        </Suspense>
      </div>
    );
  }
  // Props are plain data rebuilt by every render of the page; comparing their contents keeps a
  // page's re-render from reaching a part that has not hydrated yet.
  return memo(Island, samePlainData);
}

/** Whether two values of plain data (objects, arrays, primitives) have the same contents. */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    samePlainData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
