import { describe, expect, it } from 'vitest';
import type { TextItem } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Set 78 at seed 500000 (issue 36): a form written as sentences with blanks, each rule on a self-made page here.

/** A line of a sentence: printed words (F1) and values on blanks (F2, in brackets), each after the last. */
function line(y: number, parts: string[]): TextItem[] {
  let x = 36;
  return parts.map((s) => {
    const blank = /^\[.*\]$/.test(s), t = blank ? s.slice(1, -1) : s;
    const it = item(t, x, y, blank ? 'F2' : 'F1', 9, t.length * 4.2);
    x += t.length * 4.2 + (blank ? 30 : 4);
    return it;
  });
}

describe('a sentence that asks in a new sentence after a blank', () => {
  it('"[49] % of the business. My" / "SSN is [193-07-8674]": the SSN its label after the possessive asks (no heading)', () => {
    const page = pageOf([item('PART IV - OWNERS', 36, 40, 'F3', 10, 100),
      ...line(60, ['Owner 1. My name is', '[Shanice S. Okafor]', '; my title is', '[Member]', '; I own', '[49]', '% of the business. My']),
      ...line(81, ['SSN is', '[193-07-8674]', ', my date of birth is', '[04/12/1980]', '.'])]);
    expect(owners(read(page))[0]).toEqual(['Shanice', 'Okafor', 'Member', 49, '193078674']);
  });
});

describe('an address blank in a sentence', () => {
  it('", state [TX] , zip [79425] ; phone": the address ends where the sentence asks the next thing (the state read)', () => {
    const page = pageOf([item('PART I - THE BUSINESS', 36, 40, 'F3', 10, 120),
      ...line(60, ['4. Our business is located at', '[5254 Kingsley Blvd]', 'in', '[Lubbock]', ', state', '[TX]', ', zip', '[79425]', '; phone'])]);
    expect(v(read(page), 'state_region')).toEqual(['TX']);
  });
});

describe('the words after a share\'s blank', () => {
  it('"% of Merchant, SSN" at a line\'s end: its blank opens the next line, not a comma at that line\'s end', () => {
    const page = pageOf([item('PERSONAL GUARANTY', 36, 40, 'F3', 10, 100),
      ...line(60, ['Guarantor 1:', '[Shanice Delgado]', ', the', '[Partner]', 'of Merchant, owning', '[20]', '% of Merchant, SSN']),
      ...line(81, ['[833-46-7445]', ', born', '[02/08/1979]', ', residing at', '[4511 Industrial Pkwy, Reno, NV 89594]']),
      item(',', 560, 81, 'F1', 9, 3)]);
    expect(owners(read(page))[0]).toEqual(['Shanice', 'Delgado', 'Partner', 20, '833467445']);
  });
});

describe('a blank answered at the next line\'s start', () => {
  it('". Our company, a" / "[limited liability company] formed under the laws of": the entity (no heading, no phrase run on)', () => {
    const page = pageOf([item('Letter of Request for Working Capital', 36, 40, 'F3', 12, 200),
      ...line(60, ['capital in the amount of', '[$95,500]', 'to be used for', '[inventory purchase]', '. Our company, a']),
      ...line(81, ['[limited liability company]', 'formed under the laws of', '[Delaware]', ', has been in business since'])]);
    expect(v(read(page), 'type_of_entity')).toEqual(['llc']);
  });
});

describe('when the business started, in a sentence', () => {
  it('"and commenced operations on" / "[2/27/2010]": the start date at the next line\'s start', () => {
    const page = pageOf([item('SCHEDULE A - MERCHANT PARTICULARS', 36, 40, 'F3', 10, 180),
      ...line(60, ['A.4', 'Business. Merchant is engaged in', '[Veterinary clinic]', 'and commenced operations on']), ...line(81, ['[2/27/2010]', '.'])]);
    expect(v(read(page), 'business_start_date')).toEqual(['2010-02-27']);
  });
  it('", and has done so since [January 14, 1998]": the start date', () => {
    const page = pageOf([item('OWNER ATTESTATION', 36, 40, 'F3', 10, 120),
      ...line(60, ['from its place of business at', '[5307 N Main St, Dayton, OH 45484]', ', and has done so since', '[January 14, 1998]', '.'])]);
    expect(v(read(page), 'business_start_date')).toEqual(['1998-01-14']);
  });
});

describe('a caption under a blank left empty', () => {
  it('"landlord" small under "leases from [ ] .": no heading of a decoy section over the sentences below it', () => {
    const page = pageOf([item('SCHEDULE A - MERCHANT PARTICULARS', 36, 20, 'F3', 10, 180),
      ...line(40, ['[53764]', ', which Merchant', 'owns', 'leases from']), item('.', 480, 40, 'F1', 9, 3), item('landlord', 400, 53, 'F1', 6, 22),
      ...line(75, ['A.5', 'Funding. Purchase Price $', '[145,500]', '; Remittance $', '[1,457.55]', 'each', '[Daily]', '; Number of Remittances']),
      ...line(96, ['[140]', '.'])]);
    expect(v(read(page), 'number_of_payments', 'payment_frequency')).toEqual([140, 'daily']);
  });
});

describe('a person listed with commas before her share', () => {
  it('"(a) [Derek C. Fitzgerald] , [Owner] , holding [100] % - SSN": the name and the title before ", holding"', () => {
    const page = pageOf([item('SCHEDULE A - MERCHANT PARTICULARS', 36, 20, 'F3', 10, 180),
      ...line(40, ['A.6', 'Principals. The following persons own twenty percent or more of Merchant and sign the Guaranty:']),
      ...line(62, ['(a)', '[Derek C. Fitzgerald]', ',', '[Owner]', ', holding', '[100]', '% - SSN', '[558-71-7830]', '- born'])]);
    expect(owners(read(page))[0]).toEqual(['Derek', 'Fitzgerald', 'Owner', 100, '558717830']);
  });
});
