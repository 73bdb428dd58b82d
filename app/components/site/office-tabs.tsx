/** The offices as tabs (LAGOS first and selected), each with its address and a map on request. */
import { useId, useRef, useState } from "react";
import { Clock, Mail, MapPin, Phone } from "~/components/ui/contact-icons";
import { useI18n } from "~/i18n/use-i18n";
import { useSiteContacts } from "~/lib/site-contacts";
import { tabKeyTarget } from "~/lib/tab-keys";

export function OfficeTabs() {
  const { t, locale } = useI18n();
  const [selected, setSelected] = useState(0);
  const [mapShown, setMapShown] = useState<Record<string, boolean>>({});
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  // Read by the site layout's loader; every office gives the group's line and hours.
  const contacts = useSiteContacts(locale);
  const offices = contacts?.offices ?? [];
  const group = contacts?.group;

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const next = tabKeyTarget(event.key, index, offices.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-3xl text-main">
        {t.contactPage.offices}
      </h2>
      <div
        role="tablist"
        aria-labelledby={`${id}-heading`}
        className="mt-6 flex gap-2 border-b border-line"
      >
        {offices.map((office, index) => (
          <button
            key={office.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${office.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${office.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px h-12 border-b-2 px-5 text-sm font-semibold tracking-[0.15em] ${
              index === selected
                ? "border-capital text-main"
                : "border-transparent text-muted hover:text-main"
            }`}
          >
            {office.name.toUpperCase()}
          </button>
        ))}
      </div>
      {offices.map((office, index) => {
        const { lat, lon } = office.coordinates;
        const openUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
        const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004]
          .map((n) => n.toFixed(4))
          .join(",");
        const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
        return (
          <div
            key={office.key}
            role="tabpanel"
            id={`${id}-panel-${office.key}`}
            aria-labelledby={`${id}-tab-${office.key}`}
            hidden={index !== selected}
            className="pt-6"
          >
            <ul className="space-y-4 text-ink">
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-capital-700" />
                <address className="not-italic leading-relaxed">
                  {office.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
              {group ? (
                <>
                  <li className="flex gap-3">
                    <Phone className="mt-0.5 size-5 shrink-0 text-capital-700" />
                    <a className="hover:text-main hover:underline" href={`tel:${group.phone}`}>
                      {group.phoneDisplay}
                    </a>
                  </li>
                  <li className="flex gap-3">
                    <Mail className="mt-0.5 size-5 shrink-0 text-capital-700" />
                    <a className="hover:text-main hover:underline" href={`mailto:${group.email}`}>
                      {group.email}
                    </a>
                  </li>
                </>
              ) : null}
              {contacts?.hours ? (
                <li className="flex gap-3">
                  <Clock className="mt-0.5 size-5 shrink-0 text-capital-700" />
                  {contacts.hours}
                </li>
              ) : null}
            </ul>
            <div className="mt-8 overflow-hidden rounded-xl border border-line bg-paper">
              {mapShown[office.key] ? (
                <iframe
                  title={`${t.contactPage.mapTitle}: ${office.name}`}
                  src={embedUrl}
                  className="aspect-[4/3] w-full"
                  loading="lazy"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <div className="flex aspect-[4/3] flex-col items-center justify-center gap-4 p-6 text-center">
                  <MapPin className="size-10 text-main" />
                  <button
                    type="button"
                    onClick={() => setMapShown({ ...mapShown, [office.key]: true })}
                    className="h-11 rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
                  >
                    {t.contactPage.showMap}
                  </button>
                  <p className="max-w-xs text-sm text-muted">{t.contactPage.mapNotice}</p>
                </div>
              )}
            </div>
            <a
              href={openUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex h-11 items-center font-semibold text-main underline-offset-4 hover:underline"
            >
              {t.contactPage.openInMaps}
              <span className="sr-only"> {t.a11y.opensInNewTab}</span>
            </a>
          </div>
        );
      })}
    </section>
  );
}
