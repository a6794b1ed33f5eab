// Shapes of the reference tables the API serves (GET /v1/reference/*). Every entry has id, label and aliases;
// the extra fields are the ones a caller or the matching engine can use.

export type CountryId = 'US' | 'CA';

export type RiskCategory = 'low' | 'medium' | 'high' | 'prohibited';

export const riskCategories: readonly RiskCategory[] = ['low', 'medium', 'high', 'prohibited'];

export interface CountryEntry {
  id: CountryId;
  label: string;
  aliases: string[];
}

/** A U.S. state, DC or territory (country US), or a Canadian province or territory (country CA). */
export interface RegionEntry {
  id: string;
  label: string;
  aliases: string[];
  country: CountryId;
  type: 'state' | 'district' | 'territory' | 'province';
}

export interface EntityTypeEntry {
  id: string;
  label: string;
  aliases: string[];
  /** Countries where the form exists; an entry valid in both countries is chosen when the country is unknown. */
  countries: CountryId[];
  category: string;
  /** Name endings that signal the form (e.g. "LLC" in "ACME LLC"), for parsing a legal name. */
  suffixes: string[];
}

export interface IndustryEntry {
  id: string;
  label: string;
  aliases: string[];
  risk_category: RiskCategory;
  sector: string;
  /** NAICS 2022 code prefixes, informational only (see docs/reference.md). */
  naics: string[];
}

export type ReferenceKind = 'countries' | 'states' | 'provinces' | 'entity-types' | 'industries';
