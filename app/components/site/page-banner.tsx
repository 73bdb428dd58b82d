import type { BrandKey } from "~/content/businesses";
import { brandBanner } from "~/lib/brand-theme";
import { posterSrcSet } from "~/lib/poster-srcset";

interface PageBannerProps {
  label: string;
  heading: string;
  text?: string;
  brand?: BrandKey;
  /** A decorative picture behind the words (a hero poster), darkened for contrast. */
  image?: string;
  children?: React.ReactNode;
}

/** The top of an inner page: its label in capitals, the page's one h1 and a lead sentence. */
export function PageBanner({
  label,
  heading,
  text,
  brand = "main",
  image,
  children,
}: PageBannerProps) {
  return (
    <section className={`on-dark relative overflow-hidden text-white ${brandBanner[brand]}`}>
      {image ? (
        <>
          <img
            src={image}
            srcSet={posterSrcSet(image)}
            sizes="100vw"
            alt=""
            width={1920}
            height={1080}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover opacity-45"
          />
          <div
            aria-hidden
            className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/10"
          />
        </>
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(50rem_26rem_at_90%_-20%,rgba(255,255,255,0.14),transparent),radial-gradient(36rem_20rem_at_-5%_120%,rgba(204,153,51,0.25),transparent)]"
        />
      )}
      <div className="relative mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-24">
        <p className="text-sm font-semibold tracking-[0.2em] text-white/85">{label}</p>
        <h1 className="mt-4 max-w-4xl font-serif text-4xl leading-tight text-balance lg:text-6xl">
          {heading}
        </h1>
        {text ? (
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85">{text}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
