import type { BusinessText } from "../../types";

/** The three business pages: investment banking, asset and wealth management, global markets. */
export const business = {
  investmentBanking: {
    metaTitle: "Investment Banking | BGL Capital",
    metaDescription:
      "BGL Capital advises corporates, banks and governments in Nigeria on capital raising, underwriting, mergers and acquisitions, structured finance and advisory.",
    banner: {
      label: "INVESTMENT BANKING",
      heading: "Capital and counsel for decisions that shape institutions",
      text: "BGL Capital helps corporates, banks and governments raise capital, complete transactions and plan for growth. We bring nearly three decades of Nigerian market experience to every mandate.",
    },
    whoWeAre: {
      heading: "Who we are",
      paragraphs: [
        "BGL Capital is the investment banking business of BGL Group. Since 1995 we have advised corporates, banks, federal and state governments and their agencies on how to fund their plans and how to carry out the transactions that follow. Our work covers equity and debt capital raising, underwriting, mergers and acquisitions, structured finance and advisory, and it accounts for many of the group's more than 100 milestones.",
        "We are registered with the Securities and Exchange Commission, Nigeria, as an issuing house and financial adviser. That registration brings duties we take seriously: thorough due diligence, accurate disclosure and fair treatment of investors. Our teams know the Commission's approval process and the listing requirements of the Nigerian Exchange and FMDQ, so clients can plan their timetables with a realistic view of each stage.",
        "Each mandate is led by senior bankers who stay involved from the first meeting to completion. We work closely with colleagues in BGL Asset Management and BGL Global Markets, who give us a direct view of investor demand and market conditions. As a result, clients receive advice that reflects how capital is actually priced and allocated in Nigeria, not how it appears in theory.",
      ],
    },
    services: {
      heading: "Our services",
      intro:
        "We provide a complete range of investment banking services to clients in the private and public sectors. Each engagement is shaped around the client's objectives, timetable and appetite for risk.",
      items: [
        {
          title: "Capital Raising",
          text: "We help companies and public bodies raise equity and debt from Nigerian and international investors. Our work covers initial and follow-on public offers, rights issues, private placements, bonds and commercial paper. We advise on the right instrument, size and timing, then manage the process through to allotment and listing.",
          points: [
            "Public offers and rights issues",
            "Private placements",
            "Corporate and sub-national bonds",
            "Commercial paper programmes",
          ],
        },
        {
          title: "Underwriting",
          text: "As underwriter, we commit to take up securities that investors do not subscribe for, giving issuers greater certainty about the outcome of an offer. We agree terms only after a careful assessment of the issuer, the pricing and likely demand, and we form syndicates with other underwriters to share risk on larger issues.",
          points: [
            "Firm and standby underwriting",
            "Syndicate formation and management",
            "Pricing and demand assessment",
          ],
        },
        {
          title: "Mergers and Acquisitions",
          text: "We advise buyers, sellers and boards on acquisitions, disposals, mergers and restructurings. Our role includes identifying counterparties, valuing businesses, negotiating terms and coordinating the legal, tax and regulatory work. We also guide clients through the approvals required from the Securities and Exchange Commission, Nigeria, and other authorities.",
          points: [
            "Buy-side and sell-side advice",
            "Valuations and fairness opinions",
            "Takeovers and schemes of arrangement",
            "Regulatory approvals",
          ],
        },
        {
          title: "Structured Finance",
          text: "We design financing for projects and assets whose cash flows do not suit conventional loans. This includes project and infrastructure finance, securitisation, asset-backed notes and structures that combine several sources of capital. We model cash flows carefully and set security and covenants to match the risks of each transaction.",
          points: [
            "Project and infrastructure finance",
            "Securitisation and asset-backed notes",
            "Debt restructuring",
            "Credit enhancement",
          ],
        },
        {
          title: "Transaction Advisory",
          text: "We act as independent financial adviser on complex transactions. We assess the options, prepare financial models, review business plans and coordinate the other advisers involved. Boards and management use our advice to make informed decisions on investments, divestments, recapitalisations and strategic partnerships, with the costs and risks of each option clearly set out.",
          points: [
            "Financial modelling and feasibility studies",
            "Independent valuations",
            "Recapitalisation advice",
            "Coordination of professional advisers",
          ],
        },
        {
          title: "Public Sector Advisory",
          text: "We advise federal and state governments and their agencies on funding programmes, debt management and public-private partnerships. Our work includes state bond issues, infrastructure financing and the preparation of public assets for private investment. We understand fiscal rules, public procurement and the need for transparency at every step.",
          points: [
            "State and agency bond issues",
            "Public-private partnerships",
            "Debt management strategy",
            "Privatisations and concessions",
          ],
        },
      ],
    },
    approach: {
      heading: "How we work",
      intro:
        "Every mandate follows a clear process, agreed with the client at the outset and reviewed as the transaction moves forward.",
      steps: [
        {
          title: "Understand the objective",
          text: "We begin by learning about the client's business, its financial position and what the transaction must achieve. Early conversations with management and the board produce a mandate with a clear scope, responsibilities and timetable.",
        },
        {
          title: "Design the solution",
          text: "We test alternative structures against market conditions, investor appetite and regulatory requirements. The client receives a recommendation with its costs, risks and trade-offs set out plainly, so that every decision rests on a full picture.",
        },
        {
          title: "Execute with discipline",
          text: "Senior bankers lead the documentation, due diligence, regulatory filings and investor engagement. We coordinate lawyers, auditors, trustees and registrars, track each stage against the timetable and report progress to the client regularly.",
        },
        {
          title: "Remain alongside",
          text: "Our involvement continues after completion. We support post-issue obligations, investor relations and future funding needs, and many clients return to us for later transactions as their plans develop.",
        },
      ],
    },
    industryLeadership: {
      heading: "Industry leadership",
      intro:
        "Our standing rests on the work we have done, across many sectors and through many market cycles.",
      items: [
        {
          title: "Sector knowledge",
          text: "Our bankers have worked with clients in financial services, energy, manufacturing, real estate, telecommunications and agriculture. That knowledge helps us judge valuations, anticipate investor questions and set terms that suit each industry.",
        },
        {
          title: "Execution record",
          text: "The group has completed more than 100 transactions and mandates since 1995, in strong markets and difficult ones. We know how to keep an offer on schedule and how to adapt when conditions change.",
        },
        {
          title: "Public sector experience",
          text: "We have advised federal and state governments and their agencies on bond issues, infrastructure funding and public-private partnerships, working within fiscal rules and public procurement requirements.",
        },
        {
          title: "Investor relationships",
          text: "Relationships with pension fund administrators, insurers, asset managers and banks, built over nearly three decades, give us an informed view of investor demand before a transaction is launched.",
        },
      ],
      linkLabel: "See our track record",
    },
    partners: {
      heading: "Regulators and market partners",
      intro:
        "We work within the framework set by the Securities and Exchange Commission, Nigeria, and alongside the Nigerian Exchange, FMDQ and the Central Securities Clearing System. Our transactions are approved, listed, quoted and settled through these institutions, under their rules.",
    },
    trackRecord: {
      heading: "Selected Track Record",
      intro:
        "A selection of transactions in which BGL Capital has acted for corporates, banks, governments and their agencies.",
    },
    leadership: {
      heading: "Our leadership",
      intro:
        "BGL Capital is led by bankers with long experience of Nigerian capital markets, corporate finance and public sector advisory. They remain directly involved in the mandates they oversee.",
    },
    news: {
      heading: "News and insights",
      intro: "Transaction announcements, market commentary and updates from BGL Capital.",
      readMore: "Read More News",
    },
    connect: {
      heading: "Connect with us",
      intro:
        "If you are considering a capital raise, an acquisition or a financing programme, our team would welcome a confidential conversation. Contact us by email or phone.",
    },
    regulatoryLine:
      "BGL Capital Limited is registered and regulated by the Securities and Exchange Commission, Nigeria, as an issuing house and financial adviser.",
  },

  assetManagement: {
    metaTitle: "Asset and Wealth Management | BGL Asset Management",
    metaDescription:
      "BGL Asset Management manages wealth for private clients and institutions in Nigeria, with mutual funds, dollar funds, ethical funds, endowments and trusts.",
    banner: {
      label: "ASSET AND WEALTH MANAGEMENT",
      heading: "Careful stewardship of wealth for families and institutions",
      text: "We manage investments for private clients, pension funds, insurers, endowments and other institutions. Every portfolio is built around the client's objectives, time horizon and tolerance for risk.",
    },
    whoWeAre: {
      heading: "Who we are",
      paragraphs: [
        "BGL Asset Management is the asset and wealth management business of BGL Group. We manage portfolios for individuals and families, companies, pension funds, insurers, endowments, trusts and public institutions. The group manages over $1 billion in assets, and many of our client relationships, begun in the years after 1995, now extend across more than one generation of the same family or institution.",
        "We are licensed by the Securities and Exchange Commission, Nigeria, as a fund and portfolio manager. Client assets are held by independent custodians and trustees, separate from our own balance sheet, and our funds are subject to regular regulatory reporting and external audit. These safeguards mean that clients' assets are kept apart from ours and properly accounted for at all times.",
        "Our investment decisions rest on research and a disciplined process. We study Nigerian equities, fixed income and money markets closely, and we look to international markets where a client's mandate allows. We speak plainly about risk, and we report clearly and regularly, so that clients always know what they own, how it has performed and why.",
      ],
    },
    services: {
      heading: "Our services",
      intro:
        "We work in three areas, each with its own specialists and each shaped around the needs of the clients it serves.",
      items: [
        {
          title: "Private Wealth Management",
          text: "We manage the wealth of individuals and families through discretionary and advisory portfolios. A dedicated relationship manager learns each client's goals, income needs and attitude to risk, then builds a portfolio across equities, fixed income and cash. We also help clients plan for education, retirement and the transfer of wealth.",
          points: [
            "Discretionary and advisory portfolios",
            "A dedicated relationship manager",
            "Naira and dollar investments",
            "Succession and estate planning support",
          ],
        },
        {
          title: "Institutional Asset Management",
          text: "We manage segregated mandates for pension funds, insurers, corporate treasuries, cooperatives, religious bodies and public institutions. Each portfolio follows an investment policy agreed with the client and the limits set by its regulator. We provide detailed reporting, attend investment committee meetings and support trustees in meeting their fiduciary duties.",
          points: [
            "Segregated portfolio mandates",
            "Investment policy design",
            "Liability-aware asset allocation",
            "Reporting to boards and committees",
          ],
        },
        {
          title: "Specialty Asset Management",
          text: "We manage collective investment schemes and specialist vehicles for particular needs. Our funds include money market, fixed income, dollar and ethical funds, each with a stated objective and regularly published prices. We also manage endowments and trusts for foundations, schools, families and charities, with long horizons and defined purposes.",
          points: [
            "Money market and fixed income funds",
            "Dollar and ethical funds",
            "Endowment management",
            "Private and charitable trusts",
          ],
        },
      ],
    },
    approach: {
      heading: "How we work",
      intro:
        "The same discipline applies whether we manage a family's savings or an institution's reserves.",
      steps: [
        {
          title: "Know the client",
          text: "We start with a detailed conversation about objectives, time horizon, liquidity needs and tolerance for risk. The conclusions are recorded in an investment policy that the client reviews and approves before we invest.",
        },
        {
          title: "Build the portfolio",
          text: "Asset allocation follows the agreed policy and our research into Nigerian and international markets. We select securities for quality, liquidity and value, and spread holdings to avoid undue concentration in any single issuer.",
        },
        {
          title: "Manage risk continuously",
          text: "We monitor portfolios daily against their limits and against market conditions. Changes are made within the mandate and recorded with their reasons, and an independent risk function reviews exposures and compliance.",
        },
        {
          title: "Report and review",
          text: "Clients receive clear statements and regular performance reports measured against agreed benchmarks. We meet at least once a year, or whenever circumstances change, to review the policy and adjust the portfolio.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Why choose us",
      intro:
        "Clients choose us for the care we take with their money and the clarity with which we explain what we do.",
      items: [
        {
          title: "Experience across cycles",
          text: "Since 1995 the group has invested through periods of high inflation, currency adjustment and changing interest rates. That experience informs how we build portfolios intended to stay sound when conditions become difficult.",
        },
        {
          title: "Regulated and transparent",
          text: "We are licensed by the Securities and Exchange Commission, Nigeria. Client assets are held with independent custodians, our funds are audited externally, and all fees are disclosed in full before a client invests.",
        },
        {
          title: "Personal attention",
          text: "Every client has a named relationship manager who knows their circumstances. Questions receive prompt and direct answers, and our portfolio managers are available to explain their decisions in person.",
        },
        {
          title: "Part of a wider group",
          text: "Clients benefit from the market knowledge of BGL Global Markets and the transaction experience of BGL Capital, while our investment decisions remain independent and guided only by each client's mandate.",
        },
      ],
    },
    partners: {
      heading: "Regulators and market partners",
      intro:
        "We are licensed and supervised by the Securities and Exchange Commission, Nigeria. Our portfolios invest in securities traded on the Nigerian Exchange and FMDQ, and holdings are cleared and settled through the Central Securities Clearing System.",
    },
    trackRecord: {
      heading: "Selected Track Record",
      intro:
        "A selection of mandates in which BGL Asset Management has managed funds, endowments and institutional portfolios.",
    },
    leadership: {
      heading: "Our leadership",
      intro:
        "BGL Asset Management is led by investment professionals with long experience of portfolio management, research and client service. They set our investment policy and oversee every mandate.",
    },
    news: {
      heading: "News and insights",
      intro: "Market commentary, fund updates and announcements from BGL Asset Management.",
      readMore: "Read More News",
    },
    connect: {
      heading: "Connect with us",
      intro:
        "Whether you are planning for your family or managing an institution's reserves, we would be glad to discuss your objectives. Contact our team by email or phone.",
    },
    regulatoryLine:
      "BGL Asset Management Limited is licensed as a fund and portfolio manager and regulated by the Securities and Exchange Commission, Nigeria.",
  },

  globalMarkets: {
    metaTitle: "Securities Trading | BGL Global Markets",
    metaDescription:
      "BGL Global Markets, the trading name of BGL Securities Limited, offers equities, fixed income, OTC and margin trading through its dealers and digital platform.",
    banner: {
      label: "GLOBAL MARKETS",
      heading: "Clear, reliable access to Nigeria's securities markets",
      text: "BGL Global Markets gives private and institutional investors access to equities, fixed income and over-the-counter markets. Experienced dealers and a digital platform support every order.",
    },
    whoWeAre: {
      heading: "Who we are",
      paragraphs: [
        "BGL Global Markets is the securities business of BGL Group and the trading name of BGL Securities Limited. We are a broker/dealer and a dealing member of the Nigerian Exchange, registered and regulated by the Securities and Exchange Commission, Nigeria. We buy and sell securities for individuals, high-net-worth investors, companies and institutions, and have done so for nearly three decades.",
        "Our dealers work the Nigerian market every trading day. They understand the liquidity of individual stocks and bonds, the timing of corporate actions and the effect of large orders on price. That knowledge matters most when clients trade in size or in less liquid securities, where careful handling can make a real difference to the result.",
        "We combine personal service with modern tools. Clients may call a dealer, trade through our digital platform or use both. Every account receives the same standards of order handling, settlement and reporting, and our operations team works with registrars and the Central Securities Clearing System to keep each client's holdings accurate and up to date.",
      ],
    },
    services: {
      heading: "Our services",
      intro:
        "Our services cover the whole life of an investment, from opening an account and placing orders to settlement, record keeping and financing.",
      items: [
        {
          title: "High-Net-Worth Services",
          text: "This service is for clients trading ₦50 million and above. Each client has a dedicated dealer, priority order handling and regular market briefings. We help structure large orders to limit their effect on price, coordinate with BGL Asset Management where the client wishes, and provide consolidated reporting across accounts.",
          points: [
            "For clients trading ₦50 million and above",
            "A dedicated dealer and relationship manager",
            "Careful execution of large orders",
            "Consolidated reporting",
          ],
        },
        {
          title: "Digital Trading Platform",
          text: "Our digital platform lets clients place orders on the Nigerian Exchange, follow market prices and track their portfolios from a computer or mobile device. Orders pass through the same controls as those placed by telephone, and clients can reach a dealer whenever they want advice.",
          points: [
            "Web and mobile access",
            "Market prices and research",
            "Portfolio and contract note history",
            "Dealer support during market hours",
          ],
        },
        {
          title: "Crowdfunding",
          text: "We help growing businesses raise capital from many investors through crowdfunding, within the rules set by the Securities and Exchange Commission, Nigeria. We review each business before an offer is made, publish clear disclosures and explain the risks to investors, including the possibility of losing the whole amount invested.",
          points: [
            "Due diligence on each issuer",
            "Clear offer disclosures",
            "Investment limits and risk warnings",
            "Online subscription",
          ],
        },
        {
          title: "Equities and Fixed Income",
          text: "We trade shares listed on the Nigerian Exchange and fixed income securities, including federal government bonds, treasury bills, state and corporate bonds and commercial paper. Our dealers advise on price and timing, and our research team publishes regular commentary on companies, sectors and interest rates.",
          points: [
            "Listed equities and exchange-traded funds",
            "Government and corporate bonds",
            "Treasury bills and commercial paper",
            "Research and market commentary",
          ],
        },
        {
          title: "Over-the-Counter Trading",
          text: "Some securities trade away from the exchange's order book, either on FMDQ or by negotiation between counterparties. We arrange over-the-counter trades in bonds, treasury bills and unlisted shares: we find counterparties, agree prices and see each transaction through to settlement and registration.",
          points: [
            "Bonds and treasury bills on FMDQ",
            "Unlisted company shares",
            "Negotiated block trades",
            "Settlement and registration",
          ],
        },
        {
          title: "Registrar Reconciliation",
          text: "Shareholdings can become scattered across registrars, paper certificates and old accounts, and dividends may go unclaimed. We work with registrars and the Central Securities Clearing System to trace holdings, correct records, convert certificates into electronic form and direct dividend payments to the right account.",
          points: [
            "Tracing of holdings",
            "Dematerialisation of share certificates",
            "Recovery of unclaimed dividends",
            "Updating of records and mandates",
          ],
        },
        {
          title: "Margin Trading",
          text: "Eligible clients can borrow against their portfolios to buy further securities, within limits set by regulation and our credit policy. Margin trading magnifies losses as well as gains. Before an account is opened we explain the terms, interest charges and margin calls, and we monitor positions every trading day.",
          points: [
            "Financing against eligible securities",
            "Clear interest and collateral terms",
            "Daily monitoring of positions",
            "Margin call procedures agreed in advance",
          ],
        },
      ],
    },
    approach: {
      heading: "How we work",
      intro:
        "We follow a consistent process for every client, so that orders are handled fairly and records are kept accurate.",
      steps: [
        {
          title: "Open the account properly",
          text: "We verify identity, understand each client's objectives and experience, and agree how orders will be placed. Accounts are linked to the Central Securities Clearing System, so holdings are recorded in the client's own name.",
        },
        {
          title: "Advise before the trade",
          text: "Dealers discuss price, liquidity and timing before significant orders and explain the risks of the instruments involved. The client decides; our role is to make sure each decision is well informed.",
        },
        {
          title: "Execute with care",
          text: "Orders are executed in line with our Best Execution Policy. We seek the best available result for the client, taking into account price, cost, speed and the likelihood that the order will be completed.",
        },
        {
          title: "Settle and report",
          text: "Trades are settled promptly through the exchange and the clearing system. Clients receive contract notes, regular statements and online access to their records, and our operations team resolves any discrepancy quickly.",
        },
      ],
    },
    whyChooseUs: {
      heading: "Why choose us",
      intro:
        "Investors stay with us for the quality of our execution and the reliability of our service.",
      items: [
        {
          title: "A dealing member of the NGX",
          text: "As a dealing member of the Nigerian Exchange, we place orders directly in the market. Our dealers have traded through many market cycles and know how to handle large orders and less liquid securities.",
        },
        {
          title: "Service at every level",
          text: "From first-time investors to clients trading ₦50 million and above, every client receives clear advice, prompt confirmations and accurate records. High-net-worth clients also have a dedicated dealer.",
        },
        {
          title: "Accurate records",
          text: "Our operations team reconciles client holdings with registrars and the Central Securities Clearing System, so that clients can rely on their statements and receive the dividends and rights to which they are entitled.",
        },
        {
          title: "Research that informs",
          text: "Our analysts publish regular commentary on Nigerian companies, sectors and fixed income markets. It is written plainly, explains the reasoning behind each view and sets out the risks as well as the opportunities.",
        },
      ],
    },
    partners: {
      heading: "Regulators and market partners",
      intro:
        "As a dealing member of the Nigerian Exchange, we trade under its rules and those of the Securities and Exchange Commission, Nigeria. We also arrange fixed income trades on FMDQ, and client holdings are cleared, settled and held through the Central Securities Clearing System.",
    },
    leadership: {
      heading: "Our leadership",
      intro:
        "BGL Global Markets is led by experienced dealers, research analysts and operations professionals. They oversee our trading desk, client service and controls.",
    },
    news: {
      heading: "Market news and insights",
      intro: "Market updates, research notes and announcements from BGL Global Markets.",
      readMore: "Read More News",
    },
    connect: {
      heading: "Connect with us",
      intro:
        "To open an account, discuss a trade or learn more about our platform, please speak to our team. Our dealers are available throughout market hours.",
    },
    bestExecution: {
      heading: "Best Execution Policy",
      paragraphs: [
        "When we execute an order for a client, we take all sufficient steps to obtain the best possible result. We consider the price, the costs of the transaction, the speed of execution, the likelihood of execution and settlement, and the size and nature of the order. For most private client orders, the total consideration, meaning price plus costs, carries the greatest weight.",
        "Each order is recorded and time-stamped on receipt, then handled promptly, fairly and in the sequence in which it arrived, unless the client instructs otherwise or market conditions make this impracticable. Client orders always take precedence over our own. Where orders are combined, the resulting trades are allocated fairly, and a specific client instruction, such as a price limit, is followed for the part of the order it covers.",
        "We monitor the quality of our execution regularly, comparing results with prevailing market prices and investigating exceptions. Our compliance function checks that the policy is followed and reports its findings to senior management. We review the policy at least once a year and whenever market conditions or regulation change materially, and clients may ask us at any time to show how their orders were executed.",
      ],
      documentLink: "Read the full Best Execution Policy (PDF)",
    },
    regulatoryLine:
      "BGL Securities Limited is a broker/dealer, a dealing member of the Nigerian Exchange and regulated by the Securities and Exchange Commission, Nigeria.",
  },
} satisfies BusinessText;
