/** Row shapes of the companies API (`server/companies/routes.ts`); field names follow spec part 1 §3. */
export type CompanyId = string;
export type ListId = string;

export interface Company {
  id: CompanyId;
  ticker: string;
  name: string;
  industry: string | null;
  sector: string | null;
  exchange: string | null;
  cik: string | null;
}

export interface CompanyList {
  id: ListId;
  name: string;
  description: string | null;
  created_at: string;
  company_count: number;
}

export interface SavedCompany {
  company_id: CompanyId;
  list_id: ListId | null;
  notes: string | null;
  date_saved: string;
  company: Company;
  list: { id: ListId; name: string } | null;
}

export interface RecentView {
  company_id: CompanyId;
  viewed_at: string;
  company: Company;
}
