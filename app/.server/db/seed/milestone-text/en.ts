import type { SeedMilestoneTexts } from "../milestones";

/** Headings, descriptions and roles of the track record (fictional sample transactions). */
export const milestones = {
  "lagos-infrastructure-bond": {
    heading: "Lagos State Infrastructure Bond Programme",
    text: "BGL Capital led the issue of a ten-year fixed-rate bond under the state's debt issuance programme to fund road, transport and drainage projects. The offer drew strong demand from pension funds and insurers, was oversubscribed, and the bonds were listed on the Nigerian Exchange and FMDQ.",
    role: "Lead Issuing House",
  },
  "agro-processor-commercial-paper": {
    heading: "Commercial paper programme for an integrated agro-processor",
    text: "BGL Capital is arranging a commercial paper programme for an integrated agro-processing group to fund the purchase of grain and cassava during harvest seasons. The programme gives the company flexible short-term funding matched to its working capital cycle. Registration is complete and the first series is being placed with institutional investors.",
    role: "Arranger",
  },
  "power-distribution-acquisition": {
    heading: "Acquisition of a majority stake in a power distributor",
    text: "BGL Capital advised an infrastructure investment consortium on the acquisition of a controlling interest in an electricity distribution company. The work covered valuation, the financing structure, negotiation with the sellers and regulatory approvals. The transaction completed in 2021, and the new owners began a programme of network investment and metering.",
    role: "Financial Adviser to the Acquirer",
  },
  "fibre-network-rights-issue": {
    heading: "Rights issue for a listed fibre network operator",
    text: "BGL Capital managed a rights issue for a listed telecommunications infrastructure company to fund the extension of its fibre network to new cities. The issue was fully subscribed, with applications for additional shares exceeding those left untaken, and the proceeds allowed the company to expand without adding debt.",
    role: "Joint Issuing House",
  },
  "state-pension-reform-advisory": {
    heading: "Contributory pension reform for a state government",
    text: "BGL Capital advised a state government on moving its workforce to a contributory pension scheme. The work included a review of accrued pension liabilities, a plan for funding them through a retirement benefit bond and the design of the scheme's governance. The reform was approved by the state assembly and implemented in 2020.",
    role: "Transaction Adviser",
  },
  "cement-manufacturer-bond": {
    heading: "Seven-year corporate bond for a cement manufacturer",
    text: "BGL Capital led a seven-year fixed-rate bond for a leading cement manufacturer, refinancing short-term bank loans and funding a new production line. The issue carried an investment-grade rating, was oversubscribed during book-building and lengthened the average maturity of the company's debt.",
    role: "Lead Issuing House",
  },
  "teaching-hospital-ppp": {
    heading: "Public-private partnership for a federal teaching hospital",
    text: "BGL Capital is advising a federal teaching hospital on a public-private partnership to build and equip a diagnostic and specialist care centre. The mandate covers the business case, the procurement of a private partner and the financing structure. A preferred bidder has been selected and preparations for financial close are under way.",
    role: "Financial Adviser",
  },
  "bank-tier-two-capital": {
    heading: "Tier-2 capital raise for a national commercial bank",
    text: "BGL Capital jointly managed a subordinated bond issue that strengthened the Tier-2 capital of a commercial bank with a national licence. The ten-year notes, callable after five years, supported the bank's capital adequacy ahead of planned loan growth. The issue was fully subscribed by pension funds, asset managers and insurers.",
    role: "Joint Issuing House",
  },
  "fintech-private-placement": {
    heading: "Growth capital placement for a digital payments company",
    text: "BGL Capital raised growth capital for a Lagos-based digital payments company through a private placement with development finance institutions and regional venture funds. The company is using the funds to extend its merchant network and strengthen its compliance systems. The round completed in 2024 after detailed due diligence.",
    role: "Sole Placement Agent",
  },
  "logistics-merger": {
    heading: "Merger of two domestic logistics companies",
    text: "BGL Capital advised on the merger of two logistics companies with complementary road haulage and warehousing networks. The work covered the valuation of both businesses, the share exchange ratio and approval from the Securities and Exchange Commission, Nigeria. The combined company completed its integration within eighteen months.",
    role: "Lead Financial Adviser",
  },
  "pension-fixed-income-mandate": {
    heading: "Fixed income mandate for a pension fund administrator",
    text: "BGL Asset Management was appointed to manage a segregated fixed income portfolio for a pension fund administrator. The mandate invests in federal and state government bonds and high-grade corporate debt within the limits set by pension regulations, with an emphasis on liquidity and steady income for retirement savings.",
    role: "Portfolio Manager",
  },
  "university-endowment-mandate": {
    heading: "Endowment fund mandate for a private university",
    text: "BGL Asset Management manages the endowment of a private university, which funds scholarships and research chairs. The investment policy, agreed with the university's trustees, balances current spending needs with preserving the fund's real value over time. Quarterly reports go to the trustees' investment committee.",
  },
  "balanced-income-fund": {
    heading: "Launch of the BGL Balanced Income Fund",
    text: "BGL Asset Management launched a balanced mutual fund, registered with the Securities and Exchange Commission, Nigeria, that invests across money market instruments, bonds and listed equities. The fund is designed for individual savers seeking regular income with some long-term growth. Its value moves with the markets and returns are not guaranteed.",
    role: "Fund Manager",
  },
  "dollar-income-fund": {
    heading: "Launch of a dollar-denominated income fund",
    text: "BGL Asset Management launched a dollar fund for investors who wish to hold part of their savings in US dollars. The fund invests mainly in Eurobonds issued by the Federal Government and Nigerian corporates, and in dollar deposits. It attracted individual, corporate and institutional investors in its first year.",
    role: "Fund Manager",
  },
  "insurer-portfolio-mandate": {
    heading: "Investment portfolio mandate for a general insurer",
    text: "BGL Asset Management manages part of a general insurance company's investment assets, matched to the duration of its policy liabilities. The portfolio holds treasury bills, government and corporate bonds and bank placements, and is run within the insurer's risk appetite and the solvency rules set by the industry regulator.",
  },
  "family-office-mandate": {
    heading: "Multi-asset mandate for a family office",
    text: "BGL Asset Management was appointed by a Nigerian family office to manage a multi-asset portfolio held in US dollars. The mandate combines global fixed income, dividend-paying equities and cash, and supports the family's plans for succession and philanthropy. Reporting is consolidated with the family's naira holdings.",
  },
  "state-savings-trust": {
    heading: "Future generations savings trust for a state government",
    text: "BGL Asset Management was appointed to manage a savings trust set up by a state government to preserve part of its revenues for future generations. The portfolio is governed by a trust deed and an independent board of trustees, with a long horizon and strict limits on risk and liquidity.",
  },
  "ethical-equity-fund": {
    heading: "Launch of an ethical equity fund",
    text: "BGL Asset Management launched an ethical equity fund that invests in companies listed on the Nigerian Exchange after screening out sectors such as tobacco, gambling and alcohol. Each holding is also assessed on its governance and environmental practices. The fund suits long-term investors who accept that share prices rise and fall.",
  },
} satisfies SeedMilestoneTexts;
