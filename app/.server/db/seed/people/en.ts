import type { SeedPeopleText } from "./index";

/** Roles and biographies of the sample board and leadership, loaded once into a new database. */
export const people = {
  "olufemi-adeyemi-bello": {
    role: "Chairman",
    desc: [
      "Olufemi Adeyemi-Bello has chaired the Board of BGL Group since 2016. He brings more than thirty-five years of experience in banking, corporate governance and public finance, and he guides the Board's oversight of strategy, risk and the group's relationships with its regulators. Under his chairmanship the Board has strengthened its committee structure and drawn a clearer line between the three businesses and the control functions they share.",
      "He began his career in the corporate finance department of a Nigerian merchant bank in the late 1980s, and later moved to a leading pan-African commercial bank, where he rose to executive director responsible for corporate and public sector banking. He went on to serve as a senior adviser to a federal economic reform programme, working on public debt management and the development of the domestic bond market.",
      "Olufemi holds a degree in economics from the University of Ibadan and a master's degree in finance from a university in the United Kingdom, and he is a Fellow of the Chartered Institute of Bankers of Nigeria. He believes a financial group earns its standing slowly, through sound judgement repeated over many years, and he expects the Board to ask difficult questions early rather than late.",
    ],
    features: [
      {
        title: "Board committees",
        items: [
          "Chair, Board Nominations and Governance Committee",
          "Member, Board Strategy Committee",
        ],
      },
    ],
  },
  "funmilayo-oduya": {
    role: "Group Managing Director",
    desc: [
      "Funmilayo Oduya is Group Managing Director of BGL Group and the executive accountable for the performance of BGL Capital, BGL Asset Management and BGL Global Markets. She sets the group's strategy with the Board, allocates capital across the businesses and leads the executive committee. Her priority is a group that clients experience as one relationship, whichever of its businesses they work with.",
      "She joined BGL in 2002 as a senior analyst in investment banking, after six years in the audit and advisory practice of an international accounting firm. Over the following decade she led debt and equity issues for corporates and state governments, became head of BGL Capital in 2011 and was appointed Group Managing Director in 2018. Her years inside the businesses give her a working knowledge of each of them.",
      "Funmilayo is a Fellow of the Institute of Chartered Accountants of Nigeria and holds a degree in accounting from Obafemi Awolowo University and an MBA from a business school in Lagos. She is known for careful preparation and direct conversation. She considers risk management, the development of staff and the quality of client advice to be the measures by which the group's progress should be judged.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Group strategy and capital allocation",
          "Client relationships across the three businesses",
          "Risk culture and internal control",
          "Talent development and succession",
        ],
      },
    ],
  },
  "ngozi-eze": {
    role: "Independent Non-Executive Director",
    desc: [
      "Ngozi Eze joined the Board of BGL Group as an Independent Non-Executive Director in 2019. She chairs the Board Audit Committee and brings an independent view on financial reporting, internal audit and the group's relationship with its external auditors. Colleagues regard her as exacting on detail and patient in explaining why that detail matters to clients, shareholders and regulators alike.",
      "Her career spans more than thirty years in audit and assurance. She spent two decades at an international audit firm, where she became a partner leading the audits of listed banks, insurers and pension fund administrators. She later served as chief internal auditor of a diversified industrial group, building a risk-based audit function that reported directly to its board audit committee.",
      "Ngozi holds a degree in accountancy from the University of Nigeria, Nsukka, and is a Fellow of the Institute of Chartered Accountants of Nigeria and a certified information systems auditor. She takes a particular interest in the controls around the group's digital platforms, and she encourages management to treat clear, timely reporting as a service to clients as much as a regulatory duty.",
    ],
    features: [
      {
        title: "Board committees",
        items: ["Chair, Board Audit Committee", "Member, Board Risk Management Committee"],
      },
      {
        title: "Qualifications",
        items: [
          "Fellow, Institute of Chartered Accountants of Nigeria",
          "Certified Information Systems Auditor",
          "BSc Accountancy, University of Nigeria, Nsukka",
        ],
      },
    ],
  },
  "ibrahim-danjuma": {
    role: "Independent Non-Executive Director",
    desc: [
      "Ibrahim Danjuma is an Independent Non-Executive Director of BGL Group and chairs the Board Risk Management Committee. He joined the Board in 2020, bringing long experience of public finance, capital markets and infrastructure funding. His contribution centres on how the group identifies, measures and limits risk across its advisory, underwriting, trading and investment activities, and on how those limits are reported to the Board.",
      "Ibrahim spent the early part of his career in the Federal Ministry of Finance, working on budget planning and later on the framework for sub-national borrowing. He then moved to a development finance institution, where he led the infrastructure investment team for northern Nigeria, structuring long-term financing for power, water and transport projects alongside state governments and international lenders.",
      "He holds a degree in economics from Ahmadu Bello University, Zaria, and a master's degree in public policy from a university abroad, and he is an associate of the Chartered Institute of Stockbrokers. Ibrahim is measured and methodical. He often reminds the Board that a public sector mandate carries obligations to citizens as well as to the official who signs the engagement letter.",
    ],
    features: [
      {
        title: "Board committees",
        items: [
          "Chair, Board Risk Management Committee",
          "Member, Board Audit Committee",
          "Member, Board Nominations and Governance Committee",
        ],
      },
    ],
  },
  "chinedu-okafor": {
    role: "Non-Executive Director",
    desc: [
      "Chinedu Okafor is a Non-Executive Director of BGL Group, appointed in 2017. An entrepreneur and investor, he brings the perspective of a business owner who has raised capital, built teams and sold a company. He helps the Board test the group's services against what founders and family businesses actually need from a financial partner, and how they prefer to be served.",
      "He founded a consumer goods distribution business in Onitsha in the early 1990s and grew it into a network supplying retailers across the South-East and South-South. After selling a majority stake to a strategic investor, he established a private investment company with interests in manufacturing, agriculture and real estate. He has also served on the boards of several privately owned companies.",
      "Chinedu studied business administration at Nnamdi Azikiwe University and later completed an executive programme in family business governance. He is direct in style and practical in outlook. On the Board he takes a close interest in the group's work with small and mid-sized enterprises, in succession planning for family-owned companies and in how private wealth is preserved from one generation to the next.",
    ],
  },
  "tolulope-ajayi": {
    role: "Managing Director",
    desc: [
      "Tolulope Ajayi is Managing Director of BGL Capital, the group's investment banking business. She leads the team that advises corporates, banks, and federal and state governments on capital raising, underwriting, mergers and acquisitions, structured finance and transaction advisory. She is responsible for the business's client coverage, its transaction pipeline and the standards of execution that clients and regulators expect.",
      "She began her career in the treasury of a leading pan-African bank before joining the investment banking division of a regional securities house, where she worked on some of the early corporate bond issues in the Nigerian market. She joined BGL Capital in 2009, led its debt capital markets team for eight years and was appointed Managing Director in 2018.",
      "Tolulope holds a degree in economics from the University of Lagos and an MBA from a business school in the United Kingdom, and she is a CFA charterholder. She believes good advice sometimes means telling a client to wait, to restructure or to choose a smaller transaction. Her teams are known for thorough documentation and for staying close to clients long after a deal has closed.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Debt and equity capital markets",
          "Mergers and acquisitions",
          "Public sector and infrastructure finance",
          "Client coverage and execution standards",
        ],
      },
    ],
  },
  "emeka-nwosu": {
    role: "Director, Debt Capital Markets",
    desc: [
      "Emeka Nwosu is Director, Debt Capital Markets at BGL Capital. He leads the origination, structuring and execution of bonds, commercial paper and sukuk for corporates, banks and state governments. His team works with a client from the first conversation about a funding need, through rating, regulatory approval, book-building and listing, and on to the reporting obligations that follow an issue.",
      "Emeka started as a fixed income analyst at a primary dealer in Lagos, pricing government securities and building yield curve models. He later spent five years in the debt capital markets team of an international investment bank's African business, working on Eurobond and local currency transactions across West Africa. He joined BGL Capital in 2014 and has led its debt team since 2019.",
      "He holds a degree in mathematics from the University of Benin and a master's degree in financial engineering, and he is a CFA charterholder. Emeka is analytical by temperament and pays close attention to covenant design and repayment structure. He sees the domestic bond market as one of the most effective ways for Nigerian issuers to match long-term assets with long-term funding.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Corporate and bank bonds",
          "State government bond programmes",
          "Commercial paper programmes",
          "Sukuk and green bonds",
        ],
      },
    ],
  },
  "aisha-lawal": {
    role: "Director, Mergers and Acquisitions",
    desc: [
      "Aisha Lawal is Director, Mergers and Acquisitions at BGL Capital. She advises buyers, sellers and boards on acquisitions, divestments, mergers and restructurings, covering valuation, negotiation, regulatory approvals and the work of bringing two organisations together. She has particular depth in the power, telecommunications and logistics sectors, where transactions tend to be long, technical and closely regulated.",
      "Aisha trained in the transaction services practice of an international professional services firm, carrying out financial due diligence for private equity investors and multinational groups entering Nigeria. She then moved to the corporate development team of a listed industrial company, where she worked on the buy side of several acquisitions. She joined BGL Capital in 2015 and took charge of its M&A team in 2020.",
      "She holds a degree in accounting from Bayero University Kano and a master's degree in finance, and she is an associate of the Institute of Chartered Accountants of Nigeria. Aisha is calm in negotiation and precise in preparation. She holds that most transactions succeed or fail on integration, and she encourages clients to plan their first hundred days before they sign.",
    ],
  },
  "kunle-adebanjo": {
    role: "Associate Vice President, Public Sector Advisory",
    desc: [
      "Kunle Adebanjo is Associate Vice President, Public Sector Advisory at BGL Capital. He works with federal and state ministries, departments and agencies on funding strategy, public-private partnerships, debt management and pension reform. His role covers financial modelling, options analysis and the preparation of the documents public bodies need for approval, procurement and discussions with investors.",
      "He began his career as an analyst in the planning office of a state ministry of finance, before moving into the infrastructure advisory practice of an international consulting firm. There he supported the preparation of transport, health and housing projects under public-private partnership frameworks. He joined BGL Capital in 2019 and has worked on the group's state pension and teaching hospital mandates.",
      "Kunle holds a degree in civil engineering from the University of Ilorin and a master's degree in development economics, and he is a candidate in the CFA programme. He combines an engineer's attention to how assets are built and maintained with a financier's view of how they are paid for. He believes well-prepared public projects attract private capital on fairer terms.",
    ],
  },
  "yetunde-akinola": {
    role: "Managing Director",
    desc: [
      "Yetunde Akinola is Managing Director of BGL Asset Management, which manages private wealth, institutional portfolios and specialty funds, including mutual funds, dollar funds, ethical funds, endowments and trusts. She is responsible for the business's strategy, investment governance and client service, and she chairs its investment committee. Her emphasis is on disciplined portfolios and clear reporting rather than short-term rankings.",
      "She started her career as an equity analyst at a Lagos stockbroking firm and moved into portfolio management at a pension fund administrator, where she managed fixed income and equity portfolios for retirement savings accounts. She joined BGL Asset Management in 2008 as head of institutional portfolios, built its endowment and trust practice, and was appointed Managing Director in 2017.",
      "Yetunde holds a degree in economics from Obafemi Awolowo University and a master's degree in investment management, and she is a CFA charterholder. She believes a client's objectives, liabilities and tolerance for loss should shape a portfolio before any market view does. She mentors many of the business's younger investment professionals and is a committed supporter of the group's graduate programme.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Investment governance",
          "Institutional and endowment mandates",
          "Specialty and ethical funds",
          "Client reporting",
        ],
      },
    ],
  },
  "obinna-chukwu": {
    role: "Chief Investment Officer",
    desc: [
      "Obinna Chukwu is Chief Investment Officer of BGL Asset Management. He leads the investment team across fixed income, equities and alternative assets, sets the house view on asset allocation and oversees portfolio construction for funds and segregated mandates. He is responsible for ensuring that each portfolio is managed within its stated objectives, risk limits and regulatory requirements.",
      "Obinna spent his early career on the fixed income desk of a leading pan-African bank, trading treasury bills and government bonds, before moving to the buy side as a portfolio manager in an insurance company's investment arm. He later managed multi-asset portfolios for a regional asset manager with clients in Nigeria and Ghana. He joined BGL Asset Management in 2016 and became Chief Investment Officer in 2021.",
      "He holds a degree in statistics from the University of Nigeria, Nsukka, and a master's degree in finance, and he is a CFA charterholder and a certified financial risk manager. Obinna is sceptical of forecasts and prefers portfolios that can withstand a range of outcomes. He places particular weight on liquidity, on returns after inflation and on explaining investment decisions plainly to clients.",
    ],
  },
  "hauwa-abdullahi": {
    role: "Head of Private Wealth",
    desc: [
      "Hauwa Abdullahi is Head of Private Wealth at BGL Asset Management. She leads the team that serves individuals, families and their businesses, bringing together investment management, savings planning, trusts and succession arrangements. Her team builds long relationships, often across two or three generations of the same family, and works alongside clients' lawyers and tax advisers when their affairs require it.",
      "She began her career in the private banking unit of a leading pan-African bank in Abuja, serving business owners and senior professionals. She went on to lead the wealth advisory team of a trust company, working on estate planning, trust administration and charitable foundations. Hauwa joined BGL Asset Management in 2017 to build its private wealth practice in Abuja and has led the team nationally since 2021.",
      "Hauwa holds a degree in business administration from the University of Abuja and a postgraduate diploma in wealth management, and she is an associate of the Chartered Institute of Stockbrokers. She listens more than she speaks in a first meeting. She believes clients deserve to understand every product they hold, every fee they pay and how their wealth is protected.",
    ],
    features: [
      {
        title: "Qualifications",
        items: [
          "Postgraduate diploma in wealth management",
          "Associate, Chartered Institute of Stockbrokers",
          "BSc Business Administration, University of Abuja",
        ],
      },
    ],
  },
  "segun-falana": {
    role: "Head of Research",
    desc: [
      "Segun Falana is Head of Research at BGL Asset Management. He leads the team that provides economic, fixed income and equity analysis to the group's portfolio managers, private wealth advisers and institutional clients. Its work covers monetary policy, inflation, the exchange rate, public finances and the outlook for the sectors that make up the Nigerian Exchange.",
      "Segun began his career as an economist in the research department of a leading pan-African bank, where he wrote on the Nigerian economy and the banking sector. He later led equity research at a Lagos securities house, covering banks, consumer goods and industrial companies. He joined BGL Asset Management in 2018 and took charge of its research team a year later.",
      "He holds a degree in economics from the University of Ibadan and a master's degree in economics from a university in the United Kingdom, and he is a CFA charterholder. Segun writes plainly and separates evidence from opinion. He believes research earns trust when it states its assumptions openly, revisits its forecasts honestly and explains what would change its view.",
    ],
  },
  "babatunde-ogunleye": {
    role: "Managing Director",
    desc: [
      "Babatunde Ogunleye is Managing Director of BGL Global Markets, the group's securities business, whose legal name is BGL Securities Limited. He leads its brokerage, fixed income, over-the-counter, margin trading, crowdfunding and digital trading activities, and he is accountable for market conduct, the protection of client assets and the business's standing as a dealing member of the Nigerian Exchange.",
      "Babatunde has spent more than twenty-five years in the Nigerian capital market. He started as a dealing clerk on the trading floor of the exchange in Lagos, qualified as a stockbroker and became head of dealing at a mid-sized brokerage firm. He joined BGL in 2005, ran the high-net-worth client desk for several years and was appointed Managing Director of BGL Global Markets in 2016.",
      "He holds a degree in banking and finance from the University of Lagos and an MBA, and he is a Fellow of the Chartered Institute of Stockbrokers. Babatunde has seen several market cycles and speaks about them without drama. He believes best execution, accurate records and prompt settlement are the foundations of a broker's reputation, and that technology should widen access without lowering standards.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Brokerage and market conduct",
          "High-net-worth client services",
          "Fixed income and OTC trading",
          "Digital access and crowdfunding",
        ],
      },
    ],
  },
  "chiamaka-obi": {
    role: "Head of Trading",
    desc: [
      "Chiamaka Obi is Head of Trading at BGL Global Markets. She leads the dealing team that executes client orders in equities and fixed income on the Nigerian Exchange and in the over-the-counter market, and she oversees the margin trading book. Her responsibilities include execution quality, trading limits and the daily controls that keep client orders, positions and settlements in line.",
      "She started her career as a dealer at a Lagos stockbroking firm and moved to the fixed income trading desk of a leading pan-African bank, where she traded government bonds and treasury bills with institutional counterparties. She joined BGL Global Markets in 2013 as a senior dealer, took responsibility for the fixed income desk in 2017 and has led the whole trading team since 2020.",
      "Chiamaka holds a degree in economics from Nnamdi Azikiwe University and is an associate of the Chartered Institute of Stockbrokers. Colleagues describe her as quick, composed and exact. She believes clients judge a trading desk on small things done consistently: a fair price, a clear confirmation and a straight answer when a market is thin.",
    ],
  },
  "zainab-yusuf": {
    role: "Head of Digital Platforms",
    desc: [
      "Zainab Yusuf is Head of Digital Platforms at BGL Global Markets. She leads the product and engineering teams behind the group's digital trading platform and its crowdfunding service, through which clients open and fund accounts, trade securities and follow their portfolios online. She is responsible for the platforms' reliability, security and ease of use, and for ensuring every feature meets regulatory requirements.",
      "Zainab began her career as a software engineer at a payments company in Lagos, building systems for card and mobile transactions. She later led product management at a digital lending business and then at the technology arm of a leading pan-African bank, where she oversaw its retail mobile application. She joined BGL Global Markets in 2021 to rebuild its online trading service.",
      "She holds a degree in computer science from Ahmadu Bello University, Zaria, and a master's degree in information systems. Zainab involves compliance and operations colleagues at the start of each project rather than at the end. She believes a good investment platform should make it easier for first-time investors to understand what they are buying, not simply quicker to buy it.",
    ],
    features: [
      {
        title: "Areas of focus",
        items: [
          "Digital trading platform",
          "Crowdfunding",
          "Client onboarding and identity checks",
          "Cyber security and platform resilience",
        ],
      },
    ],
  },
  "ifeanyi-mbah": {
    role: "Head of Operations and Registrar Services",
    desc: [
      "Ifeanyi Mbah is Head of Operations and Registrar Services at BGL Global Markets. He leads the teams responsible for trade settlement, client asset records, corporate actions and reconciliation with registrars and the central securities depository. His work ensures that what a client owns, what the registers show and what the group's own records say all agree with one another.",
      "Ifeanyi began his career at a share registrar in Lagos, handling dividend payments, bonus issues and the verification of shareholder records. He moved to the settlement department of a large brokerage firm, where he led the migration of client records to electronic systems. He joined BGL Global Markets in 2011 and has run its operations since 2016, including the registrar reconciliation service for clients with dormant or unclaimed holdings.",
      "He holds a degree in accounting from Enugu State University of Science and Technology and is an associate of the Chartered Institute of Stockbrokers. Ifeanyi is patient, thorough and unhurried under pressure. He believes operations are where a client's trust is either confirmed or lost, and he measures his team by the errors that never reach a client.",
    ],
  },
} satisfies SeedPeopleText;
