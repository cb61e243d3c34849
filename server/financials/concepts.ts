/** A figure of the Financials tab and the XBRL tags that can carry it, most specific first. */
export interface ConceptDef {
  key: string;
  label: string;
  unit: 'USD' | 'USD/shares' | 'count';
  kind: 'duration' | 'instant';
  taxonomy: 'us-gaap' | 'dei';
  tags: string[];
  /** A fourth quarter may be computed as the fiscal year minus nine months (not for per-share figures). */
  deriveQ4: boolean;
}

export const CONCEPTS: ConceptDef[] = [
  {
    key: 'revenue',
    label: 'Revenue',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    // `Revenues` is total revenue where a company also tags contract revenue alone (Walmart's membership income).
    tags: [
      'Revenues',
      'RevenueFromContractWithCustomerExcludingAssessedTax',
      'SalesRevenueNet',
      'RevenueFromContractWithCustomerIncludingAssessedTax',
      'SalesRevenueGoodsNet',
    ],
    deriveQ4: true,
  },
  {
    key: 'grossProfit',
    label: 'Gross profit',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['GrossProfit'],
    deriveQ4: true,
  },
  {
    key: 'operatingIncome',
    label: 'Operating income',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['OperatingIncomeLoss'],
    deriveQ4: true,
  },
  {
    key: 'netIncome',
    label: 'Net income',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['NetIncomeLoss', 'NetIncomeLossAvailableToCommonStockholdersBasic', 'ProfitLoss'],
    deriveQ4: true,
  },
  {
    key: 'epsDiluted',
    label: 'Diluted EPS',
    unit: 'USD/shares',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['EarningsPerShareDiluted', 'EarningsPerShareBasicAndDiluted'],
    deriveQ4: false,
  },
  {
    key: 'operatingCashFlow',
    label: 'Operating cash flow',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: [
      'NetCashProvidedByUsedInOperatingActivities',
      'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations',
    ],
    deriveQ4: true,
  },
  {
    key: 'capex',
    label: 'Capital expenditure',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['PaymentsToAcquirePropertyPlantAndEquipment', 'PaymentsToAcquireProductiveAssets'],
    deriveQ4: true,
  },
  {
    key: 'rnd',
    label: 'R&D',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['ResearchAndDevelopmentExpense', 'ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost'],
    deriveQ4: true,
  },
  {
    key: 'sga',
    label: 'SG&A',
    unit: 'USD',
    kind: 'duration',
    taxonomy: 'us-gaap',
    tags: ['SellingGeneralAndAdministrativeExpense'],
    deriveQ4: true,
  },
  {
    key: 'cash',
    label: 'Cash and equivalents',
    unit: 'USD',
    kind: 'instant',
    taxonomy: 'us-gaap',
    tags: [
      'CashAndCashEquivalentsAtCarryingValue',
      'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents',
    ],
    deriveQ4: false,
  },
  // Total debt is a sum of components (see TOTAL_DEBT_PARTS); its tags list is what the sum reads.
  {
    key: 'totalDebt',
    label: 'Total debt',
    unit: 'USD',
    kind: 'instant',
    taxonomy: 'us-gaap',
    tags: [
      'LongTermDebtNoncurrent',
      'LongTermDebtCurrent',
      'LongTermDebt',
      'CommercialPaper',
      'ShortTermBorrowings',
    ],
    deriveQ4: false,
  },
  {
    key: 'employees',
    label: 'Employees',
    unit: 'count',
    kind: 'instant',
    taxonomy: 'dei',
    tags: ['EntityNumberOfEmployees'],
    deriveQ4: false,
  },
];
