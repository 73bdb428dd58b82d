import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at the top unless its URL names a section; back and forward keep
 * the browser's remembered position.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash && navigationType !== "POP")
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // Only a change of path starts a new page; a change of hash alone is handled by the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
