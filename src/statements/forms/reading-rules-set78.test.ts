import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-eighth author's forms (issue 36): applications written as sentences with blanks in them
// (an "undersigned" paragraph, an agreement's face page, an owner's attestation, a request letter, a questionnaire);
// each on a self-made page here.

const say = (s: string, x: number, y: number) => item(s, x, y, 'F1', 10, s.length * 4.6);
const put = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 6);
const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 2.6);
const business = [say('Legal Name:', 40, 60), put('Harbor Grounds LLC', 150, 60)];

describe('a funding request written in a sentence (issue 36, set 78)', () => {
  it('"requests an advance of $" [25,000]: the sign ends the phrase, the blank after it holds the amount', () => {
    const r = read(pageOf([...business, say('The Merchant hereby requests an advance of $', 40, 100), put('25,000', 250, 100)]));
    expect(v(r, 'requested_amount')).toEqual([25000]);
  });

  it('", hereby requests an advance of $" at a line\'s end, a caption small under the line: the amount opens the next line', () => {
    const r = read(pageOf([...business, say('the business of', 40, 100), put('Florist', 120, 100), say(', hereby requests an advance of $', 300, 100),
      cap('nature of business', 130, 113), put('94,500', 42, 123), say('to be used for', 114, 123), put('payroll', 180, 123)]));
    expect(v(r, 'requested_amount')).toEqual([94500]);
  });

  it('"to be repaid by [180] [Daily] payments of $ [739.82]": the count, its schedule and the payment', () => {
    const r = read(pageOf([...business, say(', to be repaid by', 40, 100), put('180', 130, 100), put('Daily', 160, 100),
      say('payments of $', 200, 100), put('739.82', 270, 100)]));
    expect(v(r, 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([180, 'daily', 739.82]);
  });

  it('"in [90] installments of $ [1,598.44]": the count is the blank before the payments it counts', () => {
    const r = read(pageOf([...business, say('the proposed remittance would be', 40, 100), put('Weekly', 190, 100), say('in', 240, 100),
      put('90', 255, 100), say('installments of $', 275, 100), put('1,598.44', 355, 100)]));
    expect(v(r, 'number_of_payments', 'requested_payment')).toEqual([90, 1598.44]);
  });

  it('"I agree to [100] daily payments of $ [67.50]": the schedule printed with the count', () => {
    const r = read(pageOf([...business, say('Q8. I agree to', 40, 100), put('100', 120, 100), say('daily payments of $', 145, 100), put('67.50', 240, 100)]));
    expect(v(r, 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([100, 'daily', 67.5]);
  });

  it('"remittances of" at a line\'s end, "approximately [$671.18]" on the next: the phrase runs on', () => {
    const r = read(pageOf([...business, say('. We propose to repay through', 40, 100), put('180', 200, 100), put('daily', 240, 100),
      say('remittances of', 290, 100), say('approximately', 40, 116), put('$671.18', 110, 116), say('.', 160, 116)]));
    expect(v(r, 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([180, 'daily', 671.18]);
  });

  it('"the Remittance of $ [5,283.55] per [monthly]": the schedule after "per"', () => {
    const r = read(pageOf([...business, say('. Merchant authorizes Funder to debit the Remittance of $', 40, 100), put('5,283.55', 310, 100),
      say('per', 375, 100), put('monthly', 400, 100), say('from the Account,', 460, 100)]));
    expect(v(r, 'requested_payment', 'payment_frequency')).toEqual([5283.55, 'monthly']);
  });
});

describe('owners written in sentences (issue 36, set 78)', () => {
  it('"[Mei Haddad], the [CEO] of Merchant, owning [35] % of Merchant, SSN" / "[851-15-2816], born": title and SSN', () => {
    const r = read(pageOf([...business, say('Guarantor 1:', 40, 100), put('Mei Haddad', 93, 100), say(', the', 170, 100), put('CEO', 195, 100),
      say('of Merchant, owning', 240, 100), put('35', 330, 100), say('% of Merchant, SSN', 350, 100),
      cap('full name', 110, 113), cap('title', 200, 113),
      put('851-15-2816', 42, 121), say(', born', 115, 121), put('01/16/1965', 145, 121), say(', guarantees', 220, 121)]));
    expect(owners(r)).toEqual([['Mei', 'Haddad', 'CEO', 35, '851152816']]);
  });

  it('"I, [name], attest that I am the [Managing Member] of": the title after "I am the"', () => {
    const r = read(pageOf([...business, say('I,', 40, 100), put('Yolanda Moreau', 51, 100), say(', attest that I am the', 150, 100),
      put('Managing Member', 255, 100), say('of', 360, 100), put('Harbor Grounds LLC', 375, 100)]));
    expect(owners(r)[0]?.slice(0, 3)).toEqual(['Yolanda', 'Moreau', 'Managing Member']);
  });

  it('"Owner 1. My name is [Warren Yilmaz]; my title is [CEO]": the title after "my title is"', () => {
    const r = read(pageOf([...business, say('Owner 1. My name is', 40, 100), put('Warren Yilmaz', 145, 100), say('; my title is', 240, 100),
      put('CEO', 310, 100), say('; I own', 345, 100), put('51', 385, 100), say('% of the business.', 410, 100)]));
    expect(owners(r)[0]?.slice(2, 4)).toEqual(['CEO', 51]);
  });
});

describe('a schedule of numbered clauses and a questionnaire (issue 36, set 78)', () => {
  it('a caption small under a blank ("landlord") is no heading: the clause to its right below is still read', () => {
    const r = read(pageOf([...business, say(', which Merchant', 40, 100), say('leases from', 130, 100), put('Summit Realty Group', 220, 100), cap('landlord', 260, 113),
      say('A.5 Funding. Purchase Price $', 40, 130), put('145,500', 190, 130), say('; Remittance $', 250, 130), put('1,457.55', 330, 130),
      say('each', 395, 130), put('daily', 425, 130)]));
    expect(v(r, 'requested_payment', 'payment_frequency')).toEqual([1457.55, 'daily']);
  });

  it('"Merchant conducts business as", "Merchant is engaged in", ", holding [100] %": trade name, industry, share', () => {
    const r = read(pageOf([...business, say('A.2 Trade name. Merchant conducts business as', 40, 100), put('Meridian Machining', 250, 100),
      say('A.4 Business. Merchant is engaged in', 40, 130), put('Florist', 210, 130), say('and commenced operations on', 270, 130),
      say('(a)', 40, 160), put('Derek Fitzgerald', 70, 160), say(', holding', 190, 160), put('100', 240, 160), say('% - SSN', 270, 160)]));
    expect(v(r, 'trade_name', 'industry')).toEqual(['Meridian Machining', 'retail_general']);
    expect(owners(r).map((o) => o[3])).toContain(100);
  });

  it('"Q1. What is your business\'s full legal name? It is [name]": the thing asked labels the blank', () => {
    const r = read(pageOf([say("Q1. What is your business's full legal name? It is", 40, 100), put('Crescent Kids Academy L.L.C.', 270, 100)]));
    expect(v(r, 'legal_name')).toEqual(['Crescent Kids Academy L.L.C.']);
  });

  it('". Its Employer" at a line\'s end, "Identification Number is [77-6119890]" on the next: the term runs on', () => {
    const r = read(pageOf([...business, say(', and has done so since', 40, 100), put('2010', 150, 100), say('. Its Employer', 190, 100),
      say('Identification Number is', 40, 116), put('77-6119890', 150, 116), say('.', 210, 116)]));
    expect(v(r, 'business_tax_id')).toEqual(['776119890']);
  });
});
