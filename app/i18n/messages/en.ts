/** English messages: the reference catalog. Every other locale must provide the same keys. */
export const en = {
  meta: {
    siteName: "BGL Group",
    defaultTitle: "BGL Group | Investment Banking, Asset Management and Global Markets",
    defaultDescription:
      "A Nigerian financial group serving institutions, governments and investors since 1995 through investment banking, asset and wealth management and global markets.",
  },
  a11y: {
    skipToContent: "Skip to main content",
    homeLink: "BGL Group home page",
    opensInNewTab: "(opens in a new tab)",
    mainNavigation: "Main navigation",
    footerNavigation: "Footer",
  },
  nav: {
    home: "Home",
    company: "Company",
    business: "Business",
    trackRecord: "Track Record",
    contactUs: "Contact Us",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    chooseLanguage: "Choose a language",
    search: "Search",
  },
  megaMenu: {
    company: {
      heading: "Our Company",
      description:
        "Nearly three decades of building resilience, empowering growth and protecting futures for the clients and communities we serve.",
      links: {
        about: "About Us",
        missionVision: "Mission and Vision",
        coreValues: "Core Values",
        culture: "Our Culture",
        difference: "What Makes Us Different",
        management: "Management",
      },
    },
    business: {
      heading: "Our Businesses",
      description:
        "Three specialist businesses, one group: advice and capital, stewardship of wealth, and access to markets.",
      investmentBanking: {
        title: "Investment Banking",
        text: "Capital raising, mergers and acquisitions, structured finance and advisory.",
      },
      assetManagement: {
        title: "Asset and Wealth Management",
        text: "Private wealth, institutional and specialty asset management.",
      },
      globalMarkets: {
        title: "Global Markets",
        text: "Equities, fixed income and a digital platform for trading.",
      },
    },
    trackRecord: {
      heading: "Track Record",
      description:
        "The transactions we have led and the mandates entrusted to us, across sectors and years.",
      links: {
        all: "All Transactions",
        capital: "Investment Banking",
        assetManagement: "Asset and Wealth Management",
      },
    },
  },
  footer: {
    newsletter: {
      heading: "Stay informed",
      text: "Market insight, research and group news, delivered to your inbox.",
      emailLabel: "Email address",
      placeholder: "you@example.com",
      subscribe: "Subscribe",
    },
    usefulLinks: "Useful Links",
    ourBusinesses: "Our Businesses",
    contactUs: "Contact Us",
    links: {
      about: "About Us",
      management: "Management",
      trackRecord: "Track Record",
      news: "News",
      contact: "Contact",
      dataProtection: "Data Protection Policy",
      bestExecution: "Best Execution Policy",
      terms: "Terms and Conditions",
    },
    address: "Address",
    phone: "Phone",
    email: "Email",
    openingHoursLabel: "Opening hours",
    openingHours: {
      /** How the opening hours read: {opens} and {closes} are times, {first} to {last} a run of days, {days} a list. */
      range: "{opens} to {closes}, {first} to {last}",
      list: "{opens} to {closes}, {days}",
      /** A time on the hour and one with minutes: {hour} 0–23, {hour12} 1–12, {minute}, {period} (AM/PM). */
      hour: "{hour12}{period}",
      hourMinute: "{hour12}:{minute}{period}",
      weekday: "short",
    },
    regulatorBadge: "SEC regulated",
    regulatorPreview:
      "Registered and regulated by the Securities and Exchange Commission, Nigeria.",
    ndprBadge: "NDPR",
    ndprPreview:
      "We process personal data in line with the Nigeria Data Protection Regulation and the Nigeria Data Protection Act.",
    followUs: "Follow us",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      linkedin: "LinkedIn",
      x: "X",
    },
    copyright: "© {year} BGL Group. All rights reserved.",
  },
  home: {
    title: "Building resilience, empowering growth, protecting futures",
    latestEvents: "Latest events",
    readMoreNews: "Read More News",
  },
  news: {
    heading: "News Feed",
    readNow: "Read Now",
    words: { one: "{count} word", other: "{count} words" },
    minutesToRead: "{minutes} min read",
    back: "Back",
    notFound: "News not found",
    loading: "Loading...",
    errorPrefix: "Error: ",
    unavailable: "The news is unavailable at the moment. Please try again shortly.",
    updatedOn: "Updated on {date}",
    englishOnly: "This article is available in English.",
    pagination: "News pages",
    previous: "Previous",
    next: "Next",
    page: "Page {page} of {count}",
    goToPage: "Page {page}",
    empty: "There is no news yet.",
    allNews: "All news",
    filterLabel: "Filter the news by business",
    feedTitle: "BGL Group news",
    feedDescription:
      "News from BGL Group: transactions, fund results, market commentary and announcements from our investment banking, asset and wealth management and global markets businesses.",
  },
  preview: {
    label: "PREVIEW",
    text: "This is a preview. The item is not public in this form; it shows how the published page will look.",
    validUntil: "Preview link valid until {time}.",
    expired: "This preview link has expired. Ask the person who sent it for a new one.",
  },
  contactPage: {
    label: "CONTACT",
    title: "Talk to us",
    intro:
      "Whether you are raising capital, investing for the long term or trading the markets, our teams in Lagos are ready to help. Write to us and the right person will reply within one business day.",
    offices: "Our offices",
    mapTitle: "Map of the office",
    showMap: "Show the map",
    mapNotice: "The map is provided by OpenStreetMap and loads only when you ask for it.",
    openInMaps: "Open in a map",
  },
  contactForm: {
    heading: "Send us a message",
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    address: "Address",
    country: "Country",
    subject: "Subject",
    message: "Message",
    required: "required",
    consent:
      "I agree that BGL Group may use these details to answer my message, as described in the",
    privacyPolicy: "data protection policy",
    submit: "Send message",
    submitting: "Sending...",
    honeypot: "Leave this field empty",
    sent: "Thank you. Your message has reached us and we will reply within one business day.",
    failed: "Your message could not be sent. Please try again in a moment, or write to",
    tooFast: "That was very quick. Please check your message and send it again.",
    limited:
      "You have sent several messages in a short time. Please wait a few minutes and try again.",
    fixErrors: "Please correct the fields marked below.",
    errors: {
      emailRequired: "Enter your email address.",
      emailInvalid: "Enter a valid email address, such as name@example.com.",
      messageRequired: "Write your message.",
      tooLong: "Use at most {max} characters.",
      invalidCharacters: "This field contains a character that cannot be stored. Please remove it.",
      consentRequired: "Please agree to the data protection policy so that we can answer you.",
    },
  },
  newsletter: {
    pageTitle: "Newsletter",
    pageIntro:
      "Market insight, research and group news in your inbox. You can unsubscribe at any time.",
    consent: "By subscribing you agree to receive our newsletter. See our data protection policy.",
    checkInbox:
      "Thank you. Please check your inbox: we have sent you a link to confirm your subscription.",
    invalidEmail: "Enter a valid email address, such as name@example.com.",
    limited: "Too many attempts. Please wait a few minutes and try again.",
    failed: "We could not subscribe you just now. Please try again in a moment.",
    confirmTitle: "Confirm your subscription",
    confirmText: "Press the button to start receiving our newsletter at this address.",
    confirmButton: "Confirm subscription",
    confirmedTitle: "Subscription confirmed",
    confirmedText: "Thank you. You will receive our newsletter at this address.",
    invalidLinkTitle: "This link is no longer valid",
    invalidLinkText:
      "It may have expired or been used already. You can subscribe again at any time.",
    unsubscribeTitle: "Unsubscribe from our newsletter",
    unsubscribeText: "Press the button to stop receiving our newsletter at this address.",
    unsubscribeButton: "Unsubscribe",
    unsubscribedTitle: "You are unsubscribed",
    unsubscribedText: "You will receive no more newsletters from us at this address.",
  },
  emails: {
    confirmSubject: "Please confirm your subscription to the BGL Group newsletter",
    confirmGreeting: "Hello,",
    confirmBody:
      "Someone, hopefully you, asked to receive the BGL Group newsletter at this address. Please confirm by opening this link within seven days:",
    confirmIgnore:
      "If you did not ask for this, ignore this message and nothing more will be sent.",
    unsubscribeLine: "To stop receiving our messages, open:",
    signature: "BGL Group, 14 Kingsway Road, Ikoyi, Lagos, Nigeria",
  },
  search: {
    heading: "Search",
    label: "Search the site",
    placeholder: "News, people, transactions…",
    submit: "Search",
    hint: "Enter a few words to find our news, our people, our track record and the pages of this site.",
    results: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
    none: "No results for “{query}”. Check the spelling, or try fewer or more general words.",
    noneLinks: "You can also browse",
    tooLong: "Your search was shortened to its first {max} characters.",
    kinds: { news: "News", person: "People", milestone: "Track record", page: "Page" },
    pagination: "Search result pages",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    text: "The page you were looking for has moved or no longer exists.",
    home: "Go to the home page",
    news: "Read the latest news",
    contact: "Contact us",
  },
  error: {
    heading: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again in a moment.",
    home: "Go to the home page",
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/**
 * The shape every catalog must satisfy: the same keys as English. Messages are plain data (strings,
 * `{name}` placeholders, counted forms) so a page's catalog can be sent with its loader data.
 */
export type Messages = Widen<typeof en>;
