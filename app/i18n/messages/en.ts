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
    company: "Company",
    business: "Business",
    trackRecord: "Track Record",
    contactUs: "Contact Us",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    chooseLanguage: "Choose a language",
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
    openingHours: "9AM to 5PM, Mon to Fri",
    regulatorBadge: "SEC regulated",
    regulatorPreview:
      "Registered and regulated by the Securities and Exchange Commission, Nigeria.",
    ndprBadge: "NDPR",
    ndprPreview:
      "We process personal data in line with the Nigeria Data Protection Regulation and the Nigeria Data Protection Act.",
    followUs: "Follow us",
    social: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" },
    copyright: (year: number) => `© ${year} BGL Group. All rights reserved.`,
  },
  home: {
    title: "Building resilience, empowering growth, protecting futures",
    intro:
      "Since 1995, BGL Group has helped governments, institutions and families raise capital, grow wealth and reach the markets, with the care of a trusted adviser and the resolve to deliver.",
    latestEvents: "Latest events",
    readMoreNews: "Read More News",
  },
  news: {
    heading: "News Feed",
    readNow: "Read Now",
    words: (count: number) => `${count.toLocaleString("en")} words`,
    minutesToRead: (minutes: number) => `${minutes} min read`,
    back: "Back",
    notFound: "News not found",
    loading: "Loading...",
    errorPrefix: "Error: ",
    unavailable: "The news is unavailable at the moment. Please try again shortly.",
    englishOnly: "This article is available in English.",
    pagination: "News pages",
    previous: "Previous",
    next: "Next",
    page: (page: number, count: number) => `Page ${page} of ${count}`,
    goToPage: (page: number) => `Page ${page}`,
    empty: "There is no news yet.",
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

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every catalog must satisfy: the same keys and call signatures as English. */
export type Messages = Widen<typeof en>;
