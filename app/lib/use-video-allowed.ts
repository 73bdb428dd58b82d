/**
 * Whether a decorative background video may load: only after the page has finished loading (so it
 * never competes with what the first paint needs), and never when the visitor asked for less data
 * (Save-Data) or less motion, or is on a slow connection. The server and the first render in the
 * browser say no, so the poster image is what every visitor sees first.
 */
import { useEffect, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connectionAllowsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)(2g|3g)$/.test(connection.effectiveType ?? "");
}

export function useVideoAllowed(): boolean {
  const reducedMotion = useReducedMotion();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!connectionAllowsVideo()) return;
    const onLoad = () => setLoaded(true);
    // Already loaded (a later visit inside the app): still wait for the next turn, not this render.
    const timer = document.readyState === "complete" ? window.setTimeout(onLoad, 0) : undefined;
    window.addEventListener("load", onLoad, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", onLoad);
    };
  }, []);
  return loaded && !reducedMotion;
}
