// Public surface of the tax-ID rules (pure, no I/O).
export { maskTaxId, parseTaxCountry, parseTaxIdType, taxIdFieldPath, validateTaxId } from './validate.ts';
export type { TaxIdField, TaxIdInput, TaxIdResult, TaxIdRole } from './validate.ts';
export { countryOfType, luhnValid, taxIdTypes, typesForRole } from './rules.ts';
export type { TaxCountry, TaxIdType } from './rules.ts';
