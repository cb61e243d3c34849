/**
 * What the extractive analysis of each shared filing should give, written down after reading the filings:
 * `cyberRisk` — the risk factors include a cybersecurity one, so the security seller must see one in the top 3;
 * `riskPointer` — the 10-Q's Part II Item 1A only refers back to the 10-K;
 * `initiatives` — the sections analysed describe something the company is doing or investing in now (a 10-Q whose
 * MD&A is results only has none, and an empty list is then the right answer).
 */
export interface AnalysisExpectation {
  cyberRisk: boolean;
  riskPointer?: boolean;
  initiatives: boolean;
}

export const ANALYSIS_EXPECTATIONS: Record<string, AnalysisExpectation> = {
  '0000320193-24-000123': { cyberRisk: true, initiatives: true }, // AAPL 10-K
  // AAPL 10-Q: new risk factors on trade and tariffs only; announces new products.
  '0000320193-25-000057': { cyberRisk: false, initiatives: true },
  // AAPL 10-Q: MD&A is seasonality, results and capital return only.
  '0000320193-25-000073': { cyberRisk: false, riskPointer: true, initiatives: false },
  '0000021344-25-000011': { cyberRisk: true, initiatives: true }, // KO 10-K
  // KO 10-Q: MD&A explains volumes, currencies and refranchising results.
  '0000021344-25-000061': { cyberRisk: false, riskPointer: true, initiatives: false },
  '0000320187-25-000047': { cyberRisk: true, initiatives: true }, // NKE 10-K
  '0000104169-25-000021': { cyberRisk: true, initiatives: true }, // WMT 10-K
  '0000950170-24-104905': { cyberRisk: false, riskPointer: true, initiatives: true }, // ORCL 10-Q: R&D spending
  '0001628280-25-003063': { cyberRisk: true, initiatives: true }, // TSLA 10-K
  // TSLA 10-Q: one updated risk factor (government and economic); ramping production.
  '0001628280-25-035806': { cyberRisk: false, initiatives: true },
  '0001045810-25-000023': { cyberRisk: true, initiatives: true }, // NVDA 10-K
  // NVDA 10-Q: export controls and acquisitions; Blackwell ramp, U.S. manufacturing.
  '0001045810-25-000209': { cyberRisk: false, initiatives: true },
  '0001065280-25-000044': { cyberRisk: true, initiatives: true }, // NFLX 10-K
  // NFLX 10-Q: investing in content.
  '0001065280-25-000323': { cyberRisk: false, riskPointer: true, initiatives: true },
  '0001652044-25-000014': { cyberRisk: true, initiatives: true }, // GOOGL 10-K
  // The other years' 10-Ks: each has a cybersecurity risk factor (IT systems, data breaches, cyber-attacks).
  // AAPL FY2025: new products announced each quarter.
  '0000320193-25-000079': { cyberRisk: true, initiatives: true },
  // KO FY2023: investing in its brands and in new sweeteners.
  '0000021344-24-000009': { cyberRisk: true, initiatives: true },
  // WMT FY2024: eCommerce, supply-chain automation.
  '0000104169-24-000056': { cyberRisk: true, initiatives: true },
  '0001045810-24-000029': { cyberRisk: true, initiatives: true }, // NVDA FY2024: Grace CPU, DGX Cloud
  '0001628280-24-002390': { cyberRisk: true, initiatives: true }, // TSLA FY2023: Cybertruck ramp
  // GOOGL FY2023: generative AI in its products, Google Cloud.
  '0001652044-24-000022': { cyberRisk: true, initiatives: true },
  '0000320187-24-000044': { cyberRisk: true, initiatives: true }, // NKE FY2024: NIKE Direct, ERP
};
