import { contentFor } from "~/.server/content";
import { AboutSections } from "~/components/site/islands";
import { PageBanner } from "~/components/site/page-banner";
import { SectionHeading } from "~/components/site/section-heading";
import { localeFromPath } from "~/i18n/paths";
import { pageMeta } from "~/lib/page-meta";
import { useHashScroll } from "~/lib/use-hash-scroll";
import type { SharedPageHandle } from "~/lib/page-cache-handle";
import type { Route } from "./+types/about";

/** The same for every visitor: the page cache keeps it. */
export const handle = { sharedPage: { query: [] } } satisfies SharedPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const { pages } = contentFor(localeFromPath(new URL(request.url).pathname));
  return { text: pages.about, common: pages.common };
}

export function meta(args: Route.MetaArgs) {
  const text = args.loaderData?.text;
  return pageMeta(args, {
    title: text?.metaTitle,
    description: text?.metaDescription,
    trail: [],
  });
}

const container = "mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-24";

export default function About({ loaderData }: Route.ComponentProps) {
  const { text, common } = loaderData;
  useHashScroll();
  return (
    <>
      <PageBanner label={text.banner.label} heading={text.banner.heading} text={text.banner.text} />

      <section aria-labelledby="about-intro" className="bg-white">
        <div
          className={`${container} grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16`}
        >
          <SectionHeading id="about-intro" heading={text.intro.heading} />
          <div className="space-y-5 text-lg leading-relaxed text-muted">
            {text.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section id="mission-vision" aria-labelledby="mission-vision-heading" className="bg-paper">
        <div className={container}>
          <SectionHeading id="mission-vision-heading" heading={text.missionVision.heading} />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {[text.missionVision.vision, text.missionVision.mission].map((item, index) => (
              <div
                key={item.title}
                className={`rounded-xl p-8 lg:p-10 ${index === 0 ? "bg-main-900 text-white on-dark" : "border border-line bg-white"}`}
              >
                <h3 className={`font-serif text-2xl ${index === 0 ? "text-capital" : "text-main"}`}>
                  {item.title}
                </h3>
                <p
                  className={`mt-4 text-lg leading-relaxed ${index === 0 ? "text-white/85" : "text-muted"}`}
                >
                  {item.text}
                </p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <AboutSections text={text} common={common} />
    </>
  );
}
