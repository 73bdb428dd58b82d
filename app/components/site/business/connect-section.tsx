/** The closing band of a business page: its e-mail address and telephone number, with buttons. */
import { buttonStyles } from "~/components/ui/button-styles";
import { Mail, Phone } from "~/components/ui/contact-icons";
import type { Contact } from "~/lib/site-contacts";
import type { BusinessPageText, CommonText } from "~/content/types";
import { SectionHeading } from "../section-heading";

export function Connect({
  headingId,
  block,
  contact,
  common,
}: {
  headingId: string;
  block: BusinessPageText["connect"];
  /** Null only in a database whose contacts were never loaded: the heading stands alone. */
  contact: Contact | null;
  common: CommonText;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} inverse />
      {contact ? (
        <div className="rounded-xl bg-white/5 p-7 ring-1 ring-white/15">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-white/70">{common.email}</dt>
              <dd className="mt-1 text-lg font-semibold break-all">{contact.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-white/70">{common.phone}</dt>
              <dd className="mt-1 text-lg font-semibold">{contact.phoneDisplay}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={`mailto:${contact.email}`} className={buttonStyles.gold}>
              <Mail className="size-5" />
              {common.sendEmail}
            </a>
            <a href={`tel:${contact.phone}`} className={buttonStyles.outlineOnDark}>
              <Phone className="size-5" />
              {common.callUs}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
