/**
 * The home page's three slides, one per business, over background videos:
 * every 10 s the next slide (wrapping to the first); dots jump to a slide; a click during a
 * transition or on the current slide does nothing; a transition swaps slide and video after
 * 100 ms and ends 500 ms later. A visible Pause/Play button stops both the rotation and the
 * video (WCAG 2.2.2). With reduced motion, or before JavaScript runs, nothing moves: the
 * poster images stand in for the videos. A video loads only once the page has loaded, and never
 * with Save-Data or on a slow connection (the poster, sized to the screen, is the first paint).
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { ArrowRight } from "~/components/ui/icons";
import type { HeroSlideText } from "~/content/types";
import { useI18n } from "~/i18n/use-i18n";
import { fill } from "~/lib/fill";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { useVideoAllowed } from "~/lib/use-video-allowed";
import { posterSrcSet } from "~/lib/poster-srcset";

export const carouselIntervalMs = 10_000;
export const carouselSwapMs = 100;
export const carouselSettleMs = 500;

export interface HeroSlide extends HeroSlideText {
  /** Business name shown above the heading. */
  label: string;
  video: string;
  poster: string;
  /** Unprefixed path of the business page. */
  path: string;
}

interface HeroCarouselProps {
  slides: HeroSlide[];
  label: string;
  labels: { pause: string; play: string; showSlide: string };
  children?: React.ReactNode;
}

type Phase = "idle" | "leaving" | "entering";

export function HeroCarousel({ slides, label, labels, children }: HeroCarouselProps) {
  const { href } = useI18n();
  const reducedMotion = useReducedMotion();
  const videoAllowed = useVideoAllowed();
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>("idle");
  const [paused, setPaused] = useState(false);
  const busy = useRef(false);
  const indexRef = useRef(0);
  const timers = useRef<number[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const playing = !paused && !reducedMotion;
  const slide = slides[index]!;

  function goTo(next: number) {
    if (busy.current || next === indexRef.current) return;
    busy.current = true;
    setPhase("leaving");
    timers.current.push(
      window.setTimeout(() => {
        indexRef.current = next;
        setIndex(next);
        setPhase("entering");
        timers.current.push(
          window.setTimeout(() => {
            busy.current = false;
            setPhase("idle");
          }, carouselSettleMs),
        );
      }, carouselSwapMs),
    );
  }

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  // The countdown restarts whenever the slide changes, so a jump gets its full 10 s.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => goTo((indexRef.current + 1) % slides.length),
      carouselIntervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, slides.length]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) element.play().catch(() => undefined);
    else element.pause();
  }, [playing, index, videoAllowed]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slide={index}
      data-phase={phase}
      className="on-dark relative isolate flex min-h-[36rem] overflow-hidden bg-main-900 text-white lg:min-h-[44rem]"
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        <img
          src={slide.poster}
          srcSet={posterSrcSet(slide.poster)}
          sizes="100vw"
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
        {videoAllowed ? (
          <video
            ref={video}
            key={slide.video}
            src={slide.video}
            muted
            loop
            playsInline
            preload="auto"
            tabIndex={-1}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-r from-main-900/90 via-main-900/65 to-main-900/20" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-main-900/70 to-transparent" />
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-col justify-center px-5 pb-28 pt-20 lg:px-8">
        {children}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${slides.length}`}
          aria-live={playing ? "off" : "polite"}
          className={`max-w-3xl transition-opacity ease-calm ${
            phase === "leaving" ? "opacity-0 duration-100" : "opacity-100 duration-500"
          }`}
        >
          <p className="mt-8 text-sm font-semibold uppercase tracking-[0.2em] text-capital">
            {slide.label}
          </p>
          <h2 className="mt-4 font-serif text-4xl leading-[1.1] text-balance sm:text-5xl lg:text-6xl">
            {slide.heading}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
            {slide.items.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden className="size-1.5 rounded-full bg-capital" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80">{slide.highlight}</p>
          <Link to={href(slide.path)} className={`mt-8 ${buttonStyles.gold}`}>
            {slide.cta}
            <ArrowRight className="size-4" />
          </Link>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-5 pb-8 lg:px-8">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            disabled={reducedMotion}
            className="inline-flex h-11 items-center gap-2 rounded-md border border-white/40 px-4 text-sm font-semibold transition-colors duration-200 hover:bg-white/10 disabled:hidden"
          >
            {playing ? <PauseGlyph /> : <PlayGlyph />}
            {playing ? labels.pause : labels.play}
          </button>
          <div className="flex items-center gap-1">
            {slides.map((item, dot) => (
              <button
                key={item.path}
                type="button"
                onClick={() => goTo(dot)}
                aria-current={dot === index ? "true" : undefined}
                aria-label={fill(labels.showSlide, {
                  index: dot + 1,
                  count: slides.length,
                  heading: item.heading,
                })}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden
                  className={`block h-1.5 rounded-full transition-all duration-500 ease-calm ${
                    dot === index ? "w-8 bg-capital" : "w-3 bg-white/55 group-hover:bg-white"
                  }`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className="size-3.5 fill-current">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className="size-3.5 fill-current">
      <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5Z" />
    </svg>
  );
}
