/**
 * Starts the clock of a form's minimum fill time when the form first comes into view (or is
 * focused): the server answers `/form-start` with a short-lived signed cookie. Pages are shared
 * by every visitor, so the start time cannot be written into them.
 */
import { useEffect, type RefObject } from "react";

export const formStartPath = "/form-start";

export function useFormStart(formRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cleanup();
      void fetch(formStartPath, { credentials: "same-origin", cache: "no-store" }).catch(() => {
        // Offline or blocked: the server asks the visitor to send again, with a start time.
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(form);
    form.addEventListener("focusin", start);
    function cleanup() {
      observer.disconnect();
      form?.removeEventListener("focusin", start);
    }
    return cleanup;
  }, [formRef]);
}
