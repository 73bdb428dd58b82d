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
    let active = true;
    const onLoad = () => {
      if (active) setLoaded(true);
    };
    // Already loaded (a later visit inside the app): allow it once this render has been committed.
    if (document.readyState === "complete") queueMicrotask(onLoad);
    else window.addEventListener("load", onLoad, { once: true });
    return () => {
      active = false;
      window.removeEventListener("load", onLoad);
    };
  }, []);
  return loaded && !reducedMotion;
}
