/**
 * A slowly moving strip of partner wordmarks. It stops on hover and keyboard focus; its
 * Pause button (WCAG 2.2.2) and reduced motion lay the marks out still, all in view. The moving copy
 * that closes the loop is hidden from assistive technology and the tab order.
 */
import { useState } from "react";
import type { Partner } from "~/content/partners";
import { useReducedMotion } from "~/lib/use-reduced-motion";

interface PartnerCarouselProps {
  partners: Partner[];
  label: string;
  labels: { pause: string; play: string };
  opensInNewTab: string;
}

export function PartnerCarousel({ partners, label, labels, opensInNewTab }: PartnerCarouselProps) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused;

  const strip = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className={moving ? "flex shrink-0 gap-4 pr-4" : "flex flex-wrap gap-4"}
    >
      {partners.map((partner) => (
        <li key={partner.key}>
          <a
            href={partner.url}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
            className="flex h-24 w-60 flex-col justify-center rounded-xl border border-line bg-white px-6 transition-colors duration-200 hover:border-main"
          >
            <span className="font-serif text-2xl font-semibold tracking-wide text-main">
              {partner.mark}
            </span>
            <span className="mt-1 text-xs leading-snug text-muted">{partner.name}</span>
            <span className="sr-only">{opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <div role="region" aria-label={label}>
      {moving ? (
        <div className="group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
          <div
            data-marquee
            className="flex w-max animate-[marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          >
            {strip(false)}
            {strip(true)}
          </div>
        </div>
      ) : (
        strip(false)
      )}
      {reducedMotion ? null : (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="mt-6 inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold text-main hover:border-main"
        >
          {paused ? labels.play : labels.pause}
        </button>
      )}
    </div>
  );
}
