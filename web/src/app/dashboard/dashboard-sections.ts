const SECTIONS = [
  'search',
  'prospects',
  'saved',
  'analyses',
  'alerts',
  'upcoming',
  'settings',
  'myDetails',
] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_TITLES: Record<Section, string> = {
  search: 'Company Search',
  prospects: 'Prospects',
  saved: 'Saved Companies',
  analyses: 'Past Analyses',
  alerts: 'Alerts',
  upcoming: 'Upcoming Releases',
  settings: 'Settings',
  myDetails: 'My Details',
};

export function toSection(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'search';
}
