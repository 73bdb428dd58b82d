/**
 * The brand section's three tabs: Invigorated for You, Brand
 * Essence and Brand Promise, switched by hover, click or the keyboard (arrows, Home, End).
 */
import { useId, useRef, useState } from "react";
import type { HomeText } from "~/content/types";
import { tabKeyTarget } from "~/lib/tab-keys";
import { TextCards } from "./text-cards";

type Brand = HomeText["brand"];

export function BrandTabs({ brand }: { brand: Brand }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const tabs = [
    { key: "invigorated", label: brand.invigorated.tab, panel: <Invigorated brand={brand} /> },
    { key: "essence", label: brand.essence.tab, panel: <Essence brand={brand} /> },
    { key: "promise", label: brand.promise.tab, panel: <PromisePanel brand={brand} /> },
  ];

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={brand.tabsLabel}
        className="flex flex-wrap gap-2 border-b border-line"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onMouseEnter={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px min-h-12 border-b-2 px-4 py-2 text-left font-semibold transition-colors duration-200 ${
              index === selected
                ? "border-capital text-main"
                : "border-transparent text-muted hover:text-main"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== selected}
          tabIndex={0}
          className="pt-8 motion-safe:animate-[fade-in_400ms_var(--ease-calm)]"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

function Invigorated({ brand }: { brand: Brand }) {
  return (
    <TextCards
      items={[brand.invigorated.purpose, brand.invigorated.belief]}
      className="sm:grid-cols-2"
    />
  );
}

function Essence({ brand }: { brand: Brand }) {
  return (
    <div>
      <p className="max-w-2xl text-lg leading-relaxed text-muted">{brand.essence.intro}</p>
      <TextCards items={brand.essence.pillars} className="mt-6 md:grid-cols-3" numbered />
    </div>
  );
}

function PromisePanel({ brand }: { brand: Brand }) {
  return (
    <figure className="rounded-xl bg-main-900 p-8 text-white on-dark lg:p-10">
      <blockquote className="font-serif text-3xl leading-snug text-balance lg:text-4xl">
        {brand.promise.line}
      </blockquote>
      <figcaption className="mt-6 max-w-2xl leading-relaxed text-white/80">
        {brand.promise.text}
      </figcaption>
    </figure>
  );
}
