import type { PagesText } from "../../types";

/** Words of the home, about, management and track-record pages, and words they share. */
export const pages = {
  common: {
    contactUs: "Contact Us",
    learnMore: "Learn More",
    viewAll: "View all",
    back: "Back",
    sendEmail: "Send an email",
    callUs: "Call us",
    email: "Email",
    phone: "Phone",
    pause: "Pause",
    play: "Play",
    showSlide: "Show slide {index} of {count}: {heading}",
    partnersRegion: "Regulators and market partners",
    role: "Role",
    value: "Value",
    year: "Year",
    ongoing: "(Ongoing)",
    previous: "Previous",
    next: "Next",
  },

  home: {
    metaTitle: "BGL Group | Nigerian Financial Group Since 1995",
    metaDescription:
      "BGL Group has served Nigerian institutions, governments and investors since 1995, with investment banking, asset and wealth management and global markets.",
    heroLabel: "Our businesses",
    heroSlides: [
      {
        heading: "Capital and advice for lasting ambitions",
        items: [
          "Capital raising and underwriting",
          "Mergers, acquisitions and structured finance",
          "Transaction and public sector advisory",
        ],
        highlight:
          "BGL Capital advises corporates, banks and governments on the transactions that shape them.",
        cta: "Explore investment banking",
      },
      {
        heading: "Stewardship of wealth across generations",
        items: [
          "Private wealth management",
          "Institutional asset management",
          "Mutual funds, dollar funds, endowments and trusts",
        ],
        highlight:
          "BGL Asset Management looks after the savings of families and institutions with discipline and care.",
        cta: "Explore asset and wealth management",
      },
      {
        heading: "Clear access to the markets",
        items: [
          "Equities, fixed income and OTC trading",
          "A digital platform for trading",
          "Dedicated service for high-net-worth clients",
        ],
        highlight:
          "BGL Global Markets executes orders carefully and keeps clients informed at every step.",
        cta: "Explore global markets",
      },
    ],
    essence: {
      label: "WHO WE ARE",
      heading: "A trusted partner since 1995",
      paragraphs: [
        "BGL Group has served clients from Lagos since 1995. For nearly three decades we have helped companies raise capital, governments finance their plans and families look after what they have built. Our work rests on careful research, sound judgement and relationships that last, and today we manage over $1 billion in assets for the clients who place their trust in us.",
        "We are licensed as a fund and portfolio manager and as a broker/dealer, and we are a dealing member of the Nigerian Exchange (NGX). The Securities and Exchange Commission, Nigeria registers and regulates our activities. These licences bring obligations we take seriously: to act in our clients' interests, to explain risk plainly and to keep their assets safe.",
      ],
    },
    counters: {
      heading: "Our experience in numbers",
      years: { suffix: "+", label: "Years of service" },
      milestones: { suffix: "+", label: "Transactions and mandates delivered" },
    },
    brand: {
      label: "OUR BRAND",
      heading: "The Caregiver and the Hero",
      intro:
        "Our brand joins two characters. The Caregiver listens, protects and stays close, as a trusted adviser should. The Hero brings the resolve to see difficult work through to the end. Together they describe how we serve: attentive to each client's circumstances, and determined to deliver what we have undertaken to do.",
      tabsLabel: "About our brand",
      invigorated: {
        tab: "Invigorated for You",
        purpose: {
          title: "Our purpose",
          text: "We exist to help the people and institutions we serve to build, grow and protect their wealth, so that businesses can expand, public projects can proceed and families can plan for the years ahead with confidence.",
        },
        belief: {
          title: "Our belief",
          text: "We believe that sound finance is built on trust, and that trust is earned through honest advice, careful work and steady presence. When our clients prosper, the communities and economy around them grow stronger too.",
        },
      },
      essence: {
        tab: "Brand Essence",
        intro:
          "Three commitments guide everything we do. Each one describes a part of the work we carry out for our clients.",
        pillars: [
          {
            title: "Building Resilience",
            text: "We help clients prepare for uncertain conditions. Balanced portfolios, well-structured financing and clear risk management give businesses, institutions and families the strength to withstand change and continue with their plans.",
          },
          {
            title: "Empowering Growth",
            text: "We give ambitious clients the capital, advice and market access they need to move forward, whether a company is expanding, a government is funding infrastructure or an investor is building a portfolio.",
          },
          {
            title: "Protecting Futures",
            text: "We look after wealth with the long term in mind. Through prudent stewardship, transparent reporting and careful planning, we help clients preserve what they have built for the people and causes that matter to them.",
          },
        ],
      },
      promise: {
        tab: "Brand Promise",
        line: "Close to you, committed to your progress.",
        text: "Our promise is to stay close to each client, to understand their goals and to bring the full resolve of the group to meeting them. We give advice we would follow ourselves and we report plainly, whatever the markets do.",
      },
    },
  },

  about: {
    metaTitle: "About Us | BGL Group",
    metaDescription:
      "BGL Group is a Nigerian financial group serving clients since 1995, regulated by the SEC, with over $1 billion in assets managed across three businesses.",
    banner: {
      label: "ABOUT US",
      heading: "Nearly three decades of trusted financial partnership",
      text: "Since 1995, BGL Group has brought capital, advice and stewardship to companies, governments, institutions and families across Nigeria.",
    },
    intro: {
      heading: "Who we are",
      paragraphs: [
        "BGL Group is a Nigerian financial group headquartered at 14 Kingsway Road, Ikoyi, Lagos. Since 1995 we have served corporates, banks, federal and state governments, institutions and private clients. Over more than 28 years we have delivered more than 100 transactions and mandates, and today we manage over $1 billion in assets. Our experience covers many economic cycles, and each one has taught us something about patience, prudence and the value of sound advice.",
        "The group works through three businesses. BGL Capital provides investment banking: capital raising, underwriting, mergers and acquisitions, structured finance and advisory. BGL Asset Management serves private clients and institutions with wealth and asset management, including mutual funds, dollar funds, endowments and trusts. BGL Global Markets, the trading name of BGL Securities Limited, gives clients access to equities, fixed income and over-the-counter markets through experienced dealers and a digital platform.",
        "We are licensed as a fund and portfolio manager and as a broker/dealer, and we are a dealing member of the Nigerian Exchange (NGX). Our activities are registered and regulated by the Securities and Exchange Commission, Nigeria. We treat regulation as a foundation of trust rather than a formality, and we hold ourselves to the standards our clients are entitled to expect from an institution that looks after their money.",
      ],
    },
    missionVision: {
      heading: "Mission and Vision",
      vision: {
        title: "Our vision",
        text: "To be the financial partner of choice for those who build Nigeria's future, recognised for the quality of our advice, the integrity of our conduct and the strength of our relationships.",
      },
      mission: {
        title: "Our mission",
        text: "To help our clients raise capital, grow and protect their wealth and reach the markets, by combining careful research, sound judgement and attentive service with the resolve to deliver on every commitment.",
      },
    },
    coreValues: {
      heading: "Core Values",
      intro:
        "Three values shape how we work with our clients and with one another. They are the standards by which we judge ourselves.",
      items: {
        closeBy: {
          heading: "Close By",
          text: "We stay near our clients, in person and in attention. We take time to understand their circumstances, we answer promptly and we remain available long after a transaction closes, because lasting relationships depend on presence.",
        },
        trailblazing: {
          heading: "Trailblazing",
          text: "We look for better ways to serve. From new fund structures to digital access to the markets, we adopt ideas that widen opportunity for our clients, and we test each one carefully before we offer it.",
        },
        canDo: {
          heading: "Can Do",
          text: "We approach complex mandates with determination and practical sense. When a transaction is difficult, we work through the detail, find a workable path and see it to completion, keeping our clients informed along the way.",
        },
      },
    },
    culture: {
      heading: "Our Culture",
      paragraphs: [
        "Our culture rests on integrity and accountability. We expect every colleague to put clients' interests first, to speak plainly about risk and to take ownership of their work. Decisions are made on evidence and reviewed with care, and we would rather decline a mandate than accept one we cannot serve well. This discipline has kept the group steady through many market cycles.",
        "We invest in our people because our clients rely on their judgement. Colleagues learn from experienced practitioners, train towards professional qualifications and work across our three businesses. We value collaboration over hierarchy, and we encourage open debate before a decision is made. The result is a team that knows its clients well and works together to serve them.",
      ],
    },
    differentiators: {
      heading: "What Makes Us Different",
      intro:
        "Four qualities set us apart and explain why clients continue to choose us, year after year.",
      items: {
        leadership: {
          heading: "LEADERSHIP",
          text: "Our leaders bring decades of experience in banking, capital markets and investment management. They set clear standards, take personal responsibility for important mandates and guide the group with a long-term view of our clients' interests.",
        },
        relationships: {
          heading: "RELATIONSHIPS",
          text: "Many of our clients have worked with us for years. We build relationships on trust, discretion and consistent service, and we measure our success by the confidence clients place in us over time.",
        },
        reach: {
          heading: "REACH",
          text: "We serve corporates, banks, federal and state governments, institutions and private clients. Through our dealing membership of the Nigerian Exchange and our digital platform, we connect clients with the markets wherever they are.",
        },
        reputation: {
          heading: "REPUTATION",
          text: "Since 1995 we have built a reputation for integrity and careful work. More than 100 transactions and mandates, delivered under the oversight of the Securities and Exchange Commission, Nigeria, reflect the trust we have earned.",
        },
      },
    },
    strength: {
      heading: "Our Strength",
      intro:
        "Our clients rely on foundations built over nearly three decades: experience, regulation, discipline and people.",
      items: [
        {
          heading: "Experience since 1995",
          texts: [
            "We have served clients continuously since 1995.",
            "Our teams have advised through periods of growth and of difficulty, and that experience informs every recommendation we make.",
          ],
        },
        {
          heading: "Licensed and regulated",
          texts: [
            "We are licensed as a fund and portfolio manager and as a broker/dealer.",
            "We are a dealing member of the Nigerian Exchange (NGX), registered and regulated by the Securities and Exchange Commission, Nigeria.",
            "Clients can rely on clear rules, independent oversight and proper safekeeping of their assets.",
          ],
        },
        {
          heading: "Research and risk discipline",
          texts: [
            "Our decisions are grounded in independent research on companies, sectors and the wider economy.",
            "Every mandate follows defined risk limits and is reviewed regularly, so that clients understand both the opportunity and the risk.",
          ],
        },
        {
          heading: "Our people",
          texts: [
            "Our strength lies in experienced professionals who know their markets and their clients.",
            "We develop talent within the group and expect the highest standards of conduct from everyone who represents us.",
          ],
        },
      ],
    },
    businesses: {
      heading: "Our Businesses",
      intro:
        "Three specialist businesses, each focused on a distinct set of client needs and supported by the resources of the group.",
      cards: {
        investmentBanking: {
          text: "Investment Banking",
          desc: "BGL Capital helps corporates, banks, federal and state governments and their agencies raise capital, complete mergers and acquisitions, structure finance and make sound decisions on complex transactions.",
        },
        assetManagement: {
          text: "Asset and Wealth Management",
          desc: "BGL Asset Management manages wealth for private clients and institutions, through tailored portfolios, mutual funds, dollar funds, ethical funds, endowments and trusts, with a disciplined approach to risk.",
        },
        globalMarkets: {
          text: "Global Markets",
          desc: "BGL Global Markets gives clients access to equities, fixed income and over-the-counter markets, with a digital trading platform, margin trading and dedicated service for clients trading ₦50 million and above.",
        },
      },
      contactCta: "Contact Us",
    },
  },

  management: {
    metaTitle: "Management | BGL Group",
    metaDescription:
      "Meet the board and leadership of BGL Group and its businesses: BGL Capital, BGL Asset Management and BGL Global Markets, serving clients since 1995.",
    banner: {
      label: "MANAGEMENT",
      heading: "The people who lead the group",
      text: "Our directors and managers bring long experience in banking, investment and the capital markets to the service of our clients.",
    },
    groups: {
      board: {
        heading: "Board of Directors",
        intro:
          "The Board sets the group's strategy and oversees its governance, risk management and conduct. Its members bring independent judgement and wide experience.",
      },
      investmentBanking: {
        heading: "BGL Capital",
        intro:
          "The investment banking team advises on capital raising, mergers and acquisitions, structured finance and public sector transactions.",
      },
      assetManagement: {
        heading: "BGL Asset Management",
        intro:
          "The asset management team looks after the portfolios of private clients and institutions, guided by research and a disciplined approach to risk.",
      },
      globalMarkets: {
        heading: "BGL Global Markets",
        intro:
          "The securities team executes trades in equities and fixed income and supports clients on our digital platform and over-the-counter markets.",
      },
    },
    viewProfile: "View profile",
    detail: {
      label: "LEADERSHIP",
      contactHeading: "Get in touch",
    },
    gone: {
      title: "No longer with the group",
      text: "{name} is no longer with BGL Group. Meet the people who lead the group and its businesses today.",
      grid: "Meet the management team",
    },
  },

  milestone: {
    metaTitle: "Track Record | BGL Group",
    metaDescription:
      "Explore the transactions BGL Capital has led and the mandates entrusted to BGL Asset Management since 1995, across sectors, clients and years in Nigeria.",
    banner: {
      label: "TRACK RECORD",
      heading: "Transactions led, mandates entrusted",
      text: "More than 100 transactions and mandates delivered for corporates, banks, governments and institutions since 1995.",
    },
    chooseBusiness: "CHOOSE BUSINESS",
    all: "All",
    investmentBanking: "INVESTMENT BANKING",
    assetManagement: "ASSET AND WEALTH MANAGEMENT",
    searchLabel: "Search the track record",
    searchPlaceholder: "Search by name, sector or role",
    apply: "Search",
    clear: "Clear",
    results: "{count} results",
    oneResult: "1 result",
    empty:
      "Nothing in our track record matches your search. Try fewer words or choose a different business.",
  },
} satisfies PagesText;
