/**
 * Two figures that count up once when 30% of their section is visible: years
 * to 30 over 2 s after 200 ms, milestones to 100 over 2.5 s after 400 ms. The server renders
 * the final numbers, and they stay put with reduced motion or without JavaScript.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "~/i18n/use-i18n";
import { formatNumber } from "~/i18n/format";
import { useReducedMotion } from "~/lib/use-reduced-motion";

export interface Counter {
  target: number;
  durationMs: number;
  delayMs: number;
  suffix: string;
  label: string;
}

export const counterVisibility = 0.3;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function Counters({ heading, counters }: { heading: string; counters: Counter[] }) {
  const { locale } = useI18n();
  const reducedMotion = useReducedMotion();
  const section = useRef<HTMLElement>(null);
  const [values, setValues] = useState(() => counters.map((counter) => counter.target));
  const done = useRef(false);
  const [counting, setCounting] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (reducedMotion || done.current || !element || !("IntersectionObserver" in window)) return;
    setValues(counters.map(() => 0));
    const frames: number[] = [];
    const timers: number[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        done.current = true;
        setCounting(true);
        counters.forEach((counter, index) => {
          timers.push(
            window.setTimeout(() => {
              const start = performance.now();
              const step = (now: number) => {
                const progress = Math.min(1, (now - start) / counter.durationMs);
                const value = Math.round(easeOut(progress) * counter.target);
                setValues((current) => current.map((v, i) => (i === index ? value : v)));
                if (progress < 1) frames.push(requestAnimationFrame(step));
              };
              frames.push(requestAnimationFrame(step));
            }, counter.delayMs),
          );
        });
      },
      { threshold: counterVisibility },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
      frames.forEach((frame) => cancelAnimationFrame(frame));
      if (!done.current) setValues(counters.map((counter) => counter.target));
    };
    // The counters are constants of the page; they animate once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reducedMotion]);

  return (
    <section
      ref={section}
      data-counting={counting || undefined}
      aria-labelledby="counters-heading"
      className="bg-main text-white on-dark"
    >
      <div className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-20">
        <h2 id="counters-heading" className="font-serif text-2xl text-white lg:text-3xl">
          {heading}
        </h2>
        <dl className="mt-10 grid gap-10 sm:grid-cols-2">
          {counters.map((counter, index) => (
            <div
              key={counter.label}
              className="flex flex-col-reverse gap-2 border-l-2 border-capital pl-6"
            >
              <dt className="text-lg text-white/80">{counter.label}</dt>
              <dd
                data-counter={counter.target}
                className="font-serif text-6xl leading-none tabular-nums lg:text-7xl"
              >
                {/* Screen readers hear the final figure, not every step. */}
                <span aria-hidden>
                  {formatNumber(values[index]!, locale)}
                  {counter.suffix}
                </span>
                <span className="sr-only">
                  {formatNumber(counter.target, locale)}
                  {counter.suffix}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
