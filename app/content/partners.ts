/**
 * The regulators, exchanges and market infrastructure the businesses work with, shown as
 * wordmarks on the business pages. Proper names stay in their official form in every language.
 */
import type { BusinessKey } from "./businesses";

export interface Partner {
  key: string;
  /** Short mark, as the institution writes it. */
  mark: string;
  name: string;
  url: string;
}

const all = {
  sec: {
    key: "sec",
    mark: "SEC",
    name: "Securities and Exchange Commission, Nigeria",
    url: "https://sec.gov.ng",
  },
  ngx: { key: "ngx", mark: "NGX", name: "Nigerian Exchange", url: "https://ngxgroup.com" },
  fmdq: {
    key: "fmdq",
    mark: "FMDQ",
    name: "FMDQ Securities Exchange",
    url: "https://fmdqgroup.com",
  },
  cscs: {
    key: "cscs",
    mark: "CSCS",
    name: "Central Securities Clearing System",
    url: "https://cscs.ng",
  },
  cbn: { key: "cbn", mark: "CBN", name: "Central Bank of Nigeria", url: "https://www.cbn.gov.ng" },
  dmo: {
    key: "dmo",
    mark: "DMO",
    name: "Debt Management Office, Nigeria",
    url: "https://www.dmo.gov.ng",
  },
  pencom: {
    key: "pencom",
    mark: "PenCom",
    name: "National Pension Commission",
    url: "https://www.pencom.gov.ng",
  },
  nasd: {
    key: "nasd",
    mark: "NASD",
    name: "NASD OTC Securities Exchange",
    url: "https://nasdng.com",
  },
} satisfies Record<string, Partner>;

export const partnersFor: Record<BusinessKey, Partner[]> = {
  investmentBanking: [all.sec, all.ngx, all.fmdq, all.cbn, all.dmo, all.cscs],
  assetManagement: [all.sec, all.pencom, all.ngx, all.fmdq, all.cscs, all.cbn],
  globalMarkets: [all.sec, all.ngx, all.nasd, all.fmdq, all.cscs, all.dmo],
};
