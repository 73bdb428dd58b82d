/** Table types for the whole database; Kysely derives the row types of each query from them. */
import type { Generated } from "kysely";
import type { newsStatuses } from "~/lib/news-schema";
import type { SearchHit } from "~/lib/search";

/**
 * draft: being written. scheduled: goes live by itself at `publish_at`. published: public since
 * `publish_at`. unpublished: taken down, by hand or at `unpublish_at`.
 */
export type NewsStatus = (typeof newsStatuses)[number];
export type TranslationSource = "human" | "machine";

export interface NewsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_url: string | null;
  /** Calendar date of the item, ISO `YYYY-MM-DD`. */
  date: string;
  status: NewsStatus;
  /** ISO-8601 UTC timestamps. */
  publish_at: string | null;
  unpublish_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the text of the item last changed while it was published; null if never. */
  revised_at: string | null;
  version: Generated<number>;
  /** A save that asked for publication waits for a second person (`pending`) or was sent back. */
  review: NewsReview | null;
  /** The revision that save kept, while `review` is set. */
  review_revision: number | null;
}

export type NewsReview = "pending" | "rejected";

/** One decision on a revision that asked for publication. */
export interface NewsApprovalTable {
  id: string;
  news_id: string;
  revision: number;
  decision: "approve" | "reject";
  /** The e-mail of the reviewer or administrator who decided. */
  decided_by: string;
  decided_at: string;
  /** Why it was sent back; empty for an approval. */
  comment: Generated<string>;
}

/** One saved state of a news item; `snapshot` is a JSON RevisionSnapshot. */
export interface NewsRevisionTable {
  news_id: string;
  number: number;
  created_at: string;
  /** The e-mail of whoever saved it; null for states saved before revisions were kept. */
  author: string | null;
  /** The revision this one brought back, when it was a restore. */
  restored_from: number | null;
  image_url: string | null;
  snapshot: string;
}

export interface NewsTranslationTable {
  news_id: string;
  locale: string;
  title: string;
  excerpt: string;
  content: string;
  source: TranslationSource;
  updated_at: string;
}

/** An address (slug) an item had before: it answers 301 to the item's current one. */
export interface NewsAddressTable {
  slug: string;
  news_id: string;
  created_at: string;
}

/** One business an item belongs to (`group` or a business key; see app/lib/news-tags.ts). */
export interface NewsTagTable {
  news_id: string;
  tag: string;
}

export interface MediaTable {
  id: string;
  /** Storage key of the original, `news/{timestamp}_{filename}`. */
  key: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  /** JSON array of the responsive variants: `{ key, width, format, size }`. */
  variants: string;
  created_at: string;
  /** The file name it was uploaded under, for people to recognise and find it. */
  name: Generated<string>;
  /** Who made the picture, as it should be credited; may be empty. */
  credit: Generated<string>;
}

/** Alt text and caption of an image in one language; English is required, others fall back to it. */
export interface MediaTextTable {
  media_id: string;
  locale: string;
  alt: string;
  caption: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  /** E-mail of the signed-in administrator, or the address tried at a failed sign-in. */
  actor: string | null;
  action: string;
  subject: string | null;
  /** JSON object with the specifics of the action. */
  detail: string;
  ip: string | null;
}

/** One sign-in limit's count for one key; times in milliseconds since 1970. */
/** A staff account's authenticator key; unconfirmed until its first code was accepted. */
export interface StaffSecondFactorTable {
  user_id: string;
  /** The key, sealed (see auth/secret-box.ts). */
  sealed_key: string;
  created_at: string;
  confirmed_at: string | null;
  /** The 30-second step of the last accepted code: that code and older ones are refused. */
  last_step: number | null;
}

/** A recovery code, as a SHA-256 hash of its text; usable once. */
export interface StaffRecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface SignInLimitTable {
  scope: "account-ip" | "ip" | "account";
  key: string;
  failures: number;
  /** When the last attempt was counted; an hour later the count starts again. */
  last_at: number;
  /** The earliest time the next attempt is let through. */
  retry_at: number;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  subject: string;
  message: string;
  locale: string;
  /** Which wording of the privacy consent the visitor agreed to, and when. */
  consent_version: string;
  consent_at: string;
  status: "new" | "handled";
  created_at: string;
  handled_at: string | null;
  notified_at: string | null;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "erased";

export interface NewsletterSubscriberTable {
  id: string;
  /** Lower-cased; after erasure, a placeholder that identifies nobody. */
  email: string;
  locale: string;
  status: SubscriberStatus;
  consent_version: string;
  consent_at: string;
  created_at: string;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface RateEventTable {
  id: string;
  bucket: string;
  key: string;
  at: string;
}

/** A single row (id 1) whose version triggers raise on every change to what public pages show. */
export interface ContentVersionTable {
  id: number;
  /** bigint: PostgreSQL returns it as a string, SQLite as a number. */
  version: number | string;
}

export type OutboxStatus = "pending" | "failed";

/** An e-mail waiting to be delivered (sent ones are deleted), or one that was given up on. */
export interface MailOutboxTable {
  id: string;
  /** What the mail is for: `contact-notification`, `newsletter-confirmation`. */
  kind: string;
  /** The record the mail belongs to (contact message or subscriber id). */
  ref: string | null;
  /** The message as JSON: to, subject, text, replyTo, unsubscribeUrl. */
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A server delivering the mail holds it until then; after, another may take it over. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
}

/** A document of the original site's export and the news item it was imported as. */
export interface NewsImportTable {
  /** The document's id in the original site's `news` collection. */
  source_id: string;
  news_id: string;
  /** ISO UTC: the document's last change when it was last imported. */
  source_updated_at: string;
  /** The document's imageUrl when its image was last stored, so an update re-stores only a new one. */
  source_image_url: string | null;
  imported_at: string;
}

export type SearchKind = SearchHit["kind"];

/**
 * One thing site search finds, in one language: derived from news and the page content and rebuilt
 * from them (app/.server/search/documents.ts), so a backup leaves it out.
 */
export interface SearchDocumentTable {
  id: Generated<number>;
  kind: SearchKind;
  /** The news id, the person's slug, the milestone's id, or the page section's path and hash. */
  key: string;
  locale: string;
  /** Where the result leads, in its language, with the hash of the exact place. */
  url: string;
  title: string;
  /** Plain text. */
  body: string;
  /** ISO UTC: findable from this time (null: always) until that time (null: for good). */
  published_from: string | null;
  published_until: string | null;
}

/** One of the group's offices; the site lists them by `position`, the first is the head office. */
export interface SiteOfficeTable {
  key: string;
  position: number;
  name: string;
  /** The address as printed, one line per line of text. */
  address_lines: string;
  street: string;
  locality: string;
  region: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
}

/** The phone and e-mail of the group (`group`) or of one business (its key). */
export interface SiteContactTable {
  key: string;
  /** As dialled from abroad, for tel: links: `+2342012700100`. */
  phone: string;
  /** As printed: `+234 201 270 0100`. */
  phone_display: string;
  email: string;
}

export interface SiteSocialLinkTable {
  /** facebook, instagram, youtube, linkedin, x. */
  network: string;
  url: string;
}

/** One row (id 1): the opening hours and the edit version of all the contact tables. */
export interface SiteContactSettingsTable {
  id: number;
  /** ISO weekdays (1 Monday … 7 Sunday), comma-separated; empty when no hours are published. */
  open_days: string;
  /** `HH:MM`, Lagos time. */
  opens: string;
  closes: string;
  version: number;
}

/** One member of the board or of a business's leadership; `position` orders a list. */
export interface PersonTable {
  id: string;
  /** `board` or a business key (app/content/businesses.ts). */
  list: string;
  /** Unique across the site: the last part of the profile's address. */
  slug: string;
  name: string;
  position: number;
  /** An image of the media library; none shows the monogram portrait. */
  portrait_media_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** A person's words in one language; English is always there, others fall back to it. */
export interface PersonTranslationTable {
  person_id: string;
  locale: string;
  role: string;
  /** JSON array of paragraphs. */
  biography: string;
  /** JSON array of `{ title, items }`; empty array when the person has none. */
  features: string;
  updated_at: string;
}

/** The address of someone removed from the team: their old profile answers 410. */
export interface RemovedPersonTable {
  slug: string;
  list: string;
  name: string;
  removed_at: string;
}

/**
 * One entry of the track record. `business` is the key of a business with a track record;
 * `position` orders the whole list (lower first). The value is an amount with its currency, or
 * none; `ongoing` marks a transaction still running.
 */
export interface MilestoneTable {
  id: string;
  business: string;
  position: number;
  value_amount: number | null;
  value_currency: "NGN" | "USD" | null;
  /** 1 or 0, the same on both engines. */
  ongoing: number;
  year: number | null;
  /** A media library original (`/media/…`) or a built-in picture's path without extension. */
  image_url: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A milestone's words in one language; English is required, others fall back to it. */
export interface MilestoneTranslationTable {
  milestone_id: string;
  locale: string;
  heading: string;
  text: string;
  /** The group's part in it ("Lead Issuing House"); empty when none. */
  role: string;
}

/** An invitation to a staff account, open until it is accepted, withdrawn, replaced or expired. */
export interface StaffInvitationTable {
  id: string;
  /** Lower case; one invitation per address. */
  email: string;
  name: string;
  role: string;
  /** SHA-256 (hex) of the link's token; the token itself is only in the e-mail. */
  token_hash: string;
  /** The e-mail of the administrator who sent it. */
  invited_by: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  content_version: ContentVersionTable;
  news: NewsTable;
  news_translation: NewsTranslationTable;
  news_address: NewsAddressTable;
  news_tag: NewsTagTable;
  news_revision: NewsRevisionTable;
  news_approval: NewsApprovalTable;
  media: MediaTable;
  media_text: MediaTextTable;
  app_meta: AppMetaTable;
  audit_log: AuditLogTable;
  sign_in_limit: SignInLimitTable;
  staff_second_factor: StaffSecondFactorTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  contact_message: ContactMessageTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  rate_event: RateEventTable;
  mail_outbox: MailOutboxTable;
  news_import: NewsImportTable;
  search_document: SearchDocumentTable;
  site_office: SiteOfficeTable;
  site_contact: SiteContactTable;
  site_social_link: SiteSocialLinkTable;
  site_contact_settings: SiteContactSettingsTable;
  person: PersonTable;
  person_translation: PersonTranslationTable;
  removed_person: RemovedPersonTable;
  milestone: MilestoneTable;
  milestone_translation: MilestoneTranslationTable;
  staff_invitation: StaffInvitationTable;
}
