import { describe, expect, it } from 'vitest';
import { labelOf, sectionOf } from './labels.ts';
import { entityType } from './values.ts';

// General ways a form is laid out and worded that the first development and held-out sets did not show (issue 36):
// numbered questions, abbreviated labels of dense forms, questions put in words, owners named by what they are.
describe('form labels as other brokers word them (issue 36)', () => {
  it('a numbered question is its label; a numbered heading is a heading', () => {
    expect(labelOf('1. Legal name of the business:')).toMatchObject({ field: 'legal_name', end: 30 });
    expect(labelOf('12) Title')?.field).toBe('owner_title');
    expect(labelOf('(4) Federal EIN')?.field).toBe('business_tax_id');
    expect(labelOf('Q7. What does the business sell or do?')?.field).toBe('industry');
    expect(labelOf('b. Percent owned')?.field).toBe('owner_ownership');
    expect(sectionOf('Part 3 - Owners')).toBe('owner');
    expect(sectionOf('SECTION 2: GUARANTORS')).toBe('owner');
    expect(sectionOf('Shareholders and directors')).toBe('owner');
    // A value that starts with a number is no question.
    expect(labelOf('1464 Main St', true, false, false)).toBeNull();
  });

  it('abbreviated labels read written out', () => {
    expect(labelOf('AMT REQ.')?.field).toBe('requested_amount');
    expect(labelOf('NATURE OF BUS.')?.field).toBe('industry');
    expect(labelOf('CITY/ST/ZIP')?.field).toBe('address');
    expect(labelOf('PMT FREQ:')?.field).toBe('payment_frequency');
    expect(labelOf('EST. PMT')?.field).toBe('requested_payment');
    expect(labelOf('BUS. START')?.field).toBe('business_start_date');
    expect(labelOf('ST. OF INC.')?.field).toBe('other');
    expect(labelOf('AMT REQ: $50,000')).toMatchObject({ field: 'requested_amount', end: 8 });
  });

  it('questions and wordings of the same fields', () => {
    for (const t of ['When did the business start?', 'Date the business was started', 'Date of establishment', 'Founded', 'Operating since'])
      expect(labelOf(t)?.field, t).toBe('business_start_date');
    expect(labelOf('Date of birth')?.field).toBe('other');
    for (const t of ['Name of business', 'Entity name']) expect(labelOf(t)?.field, t).toBe('legal_name');
    for (const t of ['EIN or SSN', 'Federal ID #', 'Taxpayer ID', 'IRS number']) expect(labelOf(t)?.field, t).toBe('business_tax_id');
    for (const t of ['Ownership share', '% of shares', 'Percent of business owned', 'Percentage']) expect(labelOf(t)?.field, t).toBe('owner_ownership');
    for (const t of ['Sector', 'INDUSTRY TYPE', 'PRODUCT/SERVICE']) expect(labelOf(t)?.field, t).toBe('industry');
    for (const t of ['ADVANCE REQUESTED', 'Funding amount needed']) expect(labelOf(t)?.field, t).toBe('requested_amount');
    expect(labelOf('DAILY REMIT')?.field).toBe('requested_payment');
    // A section's heading is not a field's label.
    expect(labelOf('FINANCING REQUEST', true, false, false)?.field ?? null).not.toBe('requested_amount');
  });

  it('an entity option qualified by more words reads by its entity words only', () => {
    expect(entityType('Corporation (federal or provincial)', 'CA')).toBe('ca_corporation');
    expect(entityType('Federally incorporated', 'CA')).toBe('ca_corporation');
    expect(entityType('Trucking company', 'US')).toBeNull();
    expect(entityType('Limited service restaurant', 'US')).toBeNull();
  });
});
