import { useEffect } from "react";
import { useLocation } from "react-router";

export const hashScrollDelayMs = 100;
export const hashScrollOffsetPx = 150;

/**
 * On load and whenever the hash changes, scroll smoothly to the section it names after
 * 100 ms (or as soon as it appears, for up to 3 s), leaving 150 px above it for the sticky header.
 * Reduced motion jumps instead of gliding.
 */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const scroll = () => {
      const target = document.getElementById(id);
      // A section inside a part still loading (after a move within the site) appears shortly.
      if (!target) {
        if (++tries < 30) timer = window.setTimeout(scroll, hashScrollDelayMs);
        return;
      }
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffsetPx;
      window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "instant" : "smooth" });
    };
    let timer = window.setTimeout(scroll, hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
