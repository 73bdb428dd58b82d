import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "./i18n/locales";

/** The public pages for one locale; route ids carry the locale. */
function sitePages(locale: Locale) {
  return [
    index("routes/site/home.tsx", { id: `${locale}/home` }),
    route("company/about", "routes/site/about.tsx", { id: `${locale}/about` }),
    route("company/management", "routes/site/management.tsx", { id: `${locale}/management` }),
    route(":company/management/:slug", "routes/site/person.tsx", { id: `${locale}/person` }),
    route("services/:business", "routes/site/business.tsx", { id: `${locale}/business` }),
    route("milestone", "routes/site/milestone.tsx", { id: `${locale}/milestone` }),
    route("news", "routes/site/news.tsx", { id: `${locale}/news` }),
    route("news/preview", "routes/site/news-preview.tsx", { id: `${locale}/news-preview` }),
    route("news/:slug", "routes/site/news-detail.tsx", { id: `${locale}/news-detail` }),
    route("contact", "routes/site/contact.tsx", { id: `${locale}/contact` }),
    route("search", "routes/site/search.tsx", { id: `${locale}/search` }),
    route("newsletter", "routes/site/newsletter.tsx", { id: `${locale}/newsletter` }),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx", {
      id: `${locale}/newsletter-confirm`,
    }),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx", {
      id: `${locale}/newsletter-unsubscribe`,
    }),
    route("*", "routes/site/not-found.tsx", { id: `${locale}/not-found` }),
  ];
}

function siteFor(locale: Locale) {
  const site = layout("routes/site/layout.tsx", { id: `${locale}/site` }, sitePages(locale));
  return locale === defaultLocale ? [site] : prefix(locale, [site]);
}

/** The news CMS: English paths only; everything but the login page sits behind the guard. */
const admin = prefix("admin", [
  route("login", "routes/admin/login.tsx"),
  route("logout", "routes/admin/logout.tsx"),
  route("forgot-password", "routes/admin/forgot-password.tsx"),
  route("reset-password", "routes/admin/reset-password.tsx"),
  route("two-factor", "routes/admin/two-factor.tsx"),
  route("two-factor/setup", "routes/admin/two-factor-setup.tsx"),
  route("uploads", "routes/admin/uploads.ts"),
  route("invitation", "routes/admin/invitation.tsx"),
  layout("routes/admin/layout.tsx", [
    index("routes/admin/index.ts"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("forbidden", "routes/admin/forbidden.tsx"),
    route("news/new", "routes/admin/news-form.tsx", { id: "admin/news-new" }),
    route("news/edit/:id", "routes/admin/news-form.tsx", { id: "admin/news-edit" }),
    route("news/:id/preview-link", "routes/admin/news-preview-link.tsx"),
    route("news/:id/revisions", "routes/admin/news-revisions.tsx"),
    route("news/:id/revisions/:number", "routes/admin/news-revision.tsx"),
    route("news/:id/review", "routes/admin/news-review.tsx"),
    route("approvals", "routes/admin/approvals.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("messages/:id", "routes/admin/message.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("media/:id", "routes/admin/media-item.tsx"),
    route("people", "routes/admin/people.tsx"),
    // One route for both: `/admin/people/new` adds a person (public pages load every route's entry).
    route("people/:id", "routes/admin/person-form.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
    route("mail", "routes/admin/mail.tsx"),
    route("milestones", "routes/admin/milestones.tsx"),
    route("milestones/new", "routes/admin/milestone-form.tsx", { id: "admin/milestone-new" }),
    route("milestones/:id", "routes/admin/milestone-form.tsx", { id: "admin/milestone-edit" }),
    route("account/two-factor", "routes/admin/account-two-factor.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("audit.csv", "routes/admin/audit-csv.ts"),
    route("settings/contacts", "routes/admin/contacts.tsx"),
    route("settings/publishing", "routes/admin/publishing-settings.tsx"),
    route("settings/contacts/offices/new", "routes/admin/office-form.tsx", {
      id: "admin/office-new",
    }),
    route("settings/contacts/offices/:key", "routes/admin/office-form.tsx", {
      id: "admin/office-edit",
    }),
    route("staff", "routes/admin/staff.tsx"),
    route("account/sessions", "routes/admin/account-sessions.tsx"),
  ]),
]);

/** For search engines: the list of every public page and the crawling rules. */
const crawlers = [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
];

/** Each locale's news feed (RSS), beside its pages rather than inside their layout. */
const feeds = locales.map((locale) =>
  route(
    locale === defaultLocale ? "news/rss.xml" : `${locale}/news/rss.xml`,
    "routes/news-feed.ts",
    { id: `${locale}/news-feed` },
  ),
);

/** Starts the contact form's minimum fill time (a cookie), for every locale's form. */
const formStart = route("form-start", "routes/form-start.ts");

export default [
  ...admin,
  ...crawlers,
  ...feeds,
  formStart,
  ...locales.flatMap(siteFor),
] satisfies RouteConfig;
