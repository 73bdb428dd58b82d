import { useState } from "react";
import { useLocation } from "react-router";

/**
 * Calls `onChange` during render when the path or hash changed since the last render,
 * so open menus close on navigation without an extra effect pass.
 */
export function useLocationChange(onChange: () => void): void {
  const { pathname, hash } = useLocation();
  const key = pathname + hash;
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    onChange();
  }
}
