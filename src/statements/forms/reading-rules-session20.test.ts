import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';
import { blank } from './values.ts';
import { parseStatements } from '../index.ts';
import { generateIndependent212 } from '../../../test/forms/independent212/index.ts';
import { generateIndependent215 } from '../../../test/forms/independent215/index.ts';

// The twentieth session's rules: what sets 210, 212 and 215 (a renewal's pre-printed advance, a booklet's spread,
// phone screens side by side) printed that the reader missed, each on a self-made page here or on the set's form.

const val = (s: string, x: number, y: number, w = s.length * 5.2) => item(s, x, y, 'F3', 10, w);
const appOf = async (pdf: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes: pdf }])).application;

describe('a floating label, its caption on a patch over the input box\'s top side', () => {
  it('reads the value in the box under the caption, though the caption is a quarter of its height', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 4.5, s.length * 3.1);
    const field = (x0: number, x1: number, y0: number) => [{ x0, x1, y0, y1: y0 + 25.6 }, { x0: x0 + 8, x1: x0 + 80, y0: y0 - 2.2, y1: y0 + 5.3 }];
    const r = read(pageOf([cap('Legal name of business', 49, 146), val('Riverbend Plumbing', 44, 162), cap('Business Number (BN)', 49, 180),
      val('721 816 882', 44, 196), item('Business bank', 553, 146, 'F1', 4.5, 40), val('RBC Royal Bank', 549, 162)],
    { boxes: [...field(39, 249, 143.2), ...field(39, 249, 177.2), ...field(541, 753, 143.2)] }));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Riverbend Plumbing', '721816882']);
  });
  it('reads three phone screens side by side whole (set 215)', async () => {
    const g = await generateIndependent215('northbeam_ca_screens', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.legal_name, app?.business_tax_id, app?.state_region, app?.requested_amount, app?.type_of_entity]).toEqual(
      [g.truth.legal_name, g.truth.business_tax_id, g.truth.state_region, g.truth.requested_amount, g.truth.type_of_entity]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name, a.ownership]));
  }, 120_000);
});

describe('two pages side by side on one sheet (set 212)', () => {
  it('a heading heads its own side of the gutter: the second owner on the right page is no business\'s', async () => {
    const g = await generateIndependent212('lanternridge-booklet', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id])).toEqual(
      g.truth.applicants.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id]));
    expect(g.truth.applicants.length).toBe(2);
    expect([app?.state_region, app?.trade_name]).toEqual([g.truth.state_region, g.truth.trade_name]);
  }, 120_000);
});

describe('a phone form\'s captions under their answers (set 215)', () => {
  it('a question hangs under its answer when the line under it has its own caption; "If other, specify" under the type written; a web address heads nothing', async () => {
    const g = await generateIndependent215('harborvine_screenshots', 500001, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.industry, app?.type_of_entity, app?.requested_amount]).toEqual([g.truth.industry, g.truth.type_of_entity, g.truth.requested_amount]);
    expect(g.truth.type_of_entity).toBe('general_partnership');
  }, 120_000);
  it('a page\'s request after a page ending in a link: "go.harborvine.com/app?step=1&iso=ISO-1594" carries no decoy over', async () => {
    const g = await generateIndependent215('harborvine_screenshots', 610001, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.requested_payment, app?.number_of_payments]).toEqual([g.truth.requested_payment, g.truth.number_of_payments]);
    expect(g.truth.requested_payment).toBe(789);
  }, 120_000);
});

describe('figures and fillers', () => {
  it('a payment\'s two-digit neighbour with its own caption is no cents', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 3);
    const r = read(pageOf([cap('Preferred payment', 34, 240), val('339', 34, 256, 150), cap('Number of payments', 202, 240), val('60', 202, 256, 150)]));
    expect(v(r, 'requested_payment', 'number_of_payments')).toEqual([339, 60]);
  });
  it('"Not provided" and its kin say no value', () => {
    for (const t of ['Not provided', 'not given', 'None provided', 'Prefer not to say']) expect(blank(t)).toBe(true);
    expect(blank('Provident Bakery')).toBe(false);
  });
});

describe('a renewal\'s panel of the advance on file beside the request (set 210)', () => {
  it('"Advance funded" in the panel\'s list of keys and values heads nothing: the request\'s ticked schedule is read', async () => {
    const g = await (await import('../../../test/forms/independent210/index.ts')).generateIndependent210('crescent_renewal', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.requested_amount, app?.requested_payment, app?.payment_frequency]).toEqual([g.truth.requested_amount, g.truth.requested_payment, g.truth.payment_frequency]);
    expect(g.truth.payment_frequency).toBe('daily');
  }, 120_000);
});

describe('a worked example printed on the form (set 219)', () => {
  it('"EXAMPLE - HOW A COMPLETED APPLICATION LOOKS" heads a decoy\'s box: its sample values are nobody\'s', () => {
    const grey = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.3);
    const r = read(pageOf([item('EXAMPLE - HOW A COMPLETED APPLICATION LOOKS (do not copy these values)', 60, 243, 'F2', 8, 295),
      grey('Legal Name: Joe\'s Pizza LLC', 64, 262), grey('DBA: Joe\'s Famous Pizza', 314, 262), grey('Federal Tax ID: 12-3456789', 64, 284),
      grey('Business Start Date: 06/01/2015', 64, 328), grey('Amount Requested: $50,000', 314, 328),
      item('1. COMPANY', 36, 420, 'F2', 9, 60), item('Legal Name', 40, 440), val('Oak Hollow Salon LLC', 140, 440), item('Amount Requested', 40, 460), val('$25,000.00', 140, 460)]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'requested_amount')).toEqual(['Oak Hollow Salon LLC', null, null, null, 25000]);
  });
  it('a letterhead band\'s words ("Broker Form NAP-7") head nothing under the band; a city, state and ZIP spread along the address\'s line', async () => {
    const g = await (await import('../../../test/forms/independent219/index.ts')).generateIndependent219('northgate_numbered', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.industry, app?.number_of_payments, app?.state_region, app?.type_of_entity]).toEqual([g.truth.industry, g.truth.number_of_payments, g.truth.state_region, g.truth.type_of_entity]);
  }, 120_000);
});

describe('owners as columns and a request\'s row of cells (set 218)', () => {
  it('"Owner 1 | Owner 2 | Owner 3 | ISO REP": the grid ends where the side box starts', () => {
    const lab = (s: string, y: number) => item(s, 30, y, 'F2', 6, s.length * 3);
    const cell = (s: string, x: number, y: number) => val(s, x, y, s.length * 4.8);
    const r = read(pageOf([item('3. OWNERS / GUARANTORS (list every owner of 20% or more)', 30, 272, 'F2', 8, 220),
      item('Owner 1', 140, 288, 'F2', 6, 24), item('Owner 2', 290, 288, 'F2', 6, 24), item('Owner 3', 440, 288, 'F2', 6, 24), item('ISO REP', 590, 288, 'F2', 8, 36),
      lab('Full Name', 302), cell('Soo-jin Kowalski', 140, 302), cell('Nadia Whitfield', 290, 302), cell('Connor J. Tremblay', 440, 302), item('Rep Name', 590, 300, 'F1', 5, 24), cell('Soo-jin Delgado', 590, 310),
      lab('Title / Position', 318), cell('CEO', 140, 318), cell('Member', 290, 318), cell('VP', 440, 318),
      lab('Ownership %', 334), cell('40', 140, 334), cell('35', 290, 334), cell('25%', 440, 334)], { width: 720 }));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value])).toEqual(
      [['Soo-jin', 'Kowalski', 'CEO', 40], ['Nadia', 'Whitfield', 'Member', 35], ['Connor', 'Tremblay', 'VP', 25]]);
  });
  it('"No. of Payments" among the request\'s captions is the request\'s, though an existing lender\'s are on its row', () => {
    const cap = (s: string, x: number) => item(s, x, 198, 'F1', 5, s.length * 2.6);
    const r = read(pageOf([item('FUNDING REQUEST', 30, 188, 'F2', 8, 80), cap('Amount Requested', 30), cap('Requested Payment', 136), cap('No. of Payments', 236),
      cap('Existing Lender', 350), cap('Balance', 516), val('219,000', 30, 208), val('$7,391.25', 137, 208), val('40', 237, 208), val('Clearview Receivables', 351, 208), val('$69,000', 517, 208)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([219000, 7391.25, 40]);
  });
});

describe('marks and captions as a word processor prints them (sets 217, 220)', () => {
  it('"(•)" typed as a piece of its own before "Daily" marks it', () => {
    const r = read(pageOf([item('Remittance:', 48, 305, 'F2', 9, 54), item('(•)', 106, 305, 'F4', 9, 12), item('Daily', 121, 305, 'F1', 9, 23),
      item('( )', 158, 305, 'F4', 9, 12), item('Weekly', 173, 305, 'F1', 9, 32), item('( )', 219, 305, 'F4', 9, 12), item('Bi-Weekly', 235, 305, 'F1', 9, 43)]));
    expect(v(r, 'payment_frequency')).toEqual(['daily']);
  });
  it('"St:" between "City:" and "Zip:" is the state\'s, "NE" Nebraska', () => {
    const lab = (s: string, x: number) => item(s, x, 99, 'F1', 6, s.length * 3);
    const r = read(pageOf([lab('Address:', 24), val('8171 Lake Rd', 53, 99, 46), lab('City:', 244), val('Riverside', 261, 99, 31), lab('St:', 384), val('NE', 396, 99, 11), lab('Zip:', 434), val('25623', 449, 99, 21)]));
    expect(v(r, 'state_region')).toEqual(['NE']);
  });
  it('"LAST NAME" at the right end of its drawn cell heads the cell from its left: "Delgado" is the surname (set 217)', async () => {
    const g = await (await import('../../../test/forms/independent217/index.ts')).generateIndependent217('keystone_grid', 610001, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name, a.role, a.ownership]));
  }, 120_000);
});

describe('people who are not owners, listed with the owners (set 223)', () => {
  it('a heading whose note asks for every owner and every officer heads owners; a row at 0% is an officer\'s', async () => {
    const g = await (await import('../../../test/forms/independent223/index.ts')).generateIndependent223('keystone-bridge', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name, a.ownership]));
    expect(g.truth.applicants.length).toBe(3);
  }, 120_000);
  it('"CONTACTS" heads a decoy\'s list of people; a CRM\'s "Contacts (2)" still lists owners', async () => {
    const { sectionOf } = await import('./labels.ts');
    expect(sectionOf('SECTION E — CONTACTS')).toBe('decoy');
    expect(sectionOf('SECTION C — OWNERSHIP (owners only; list non-owner officers in Section D)')).toBe('owner');
    expect(sectionOf('Contacts (2)')).not.toBe('decoy');
    expect(sectionOf('Contact Information')).not.toBe('decoy');
  });
});

describe('a Canadian form\'s bands, cells and sales tax numbers (set 222)', () => {
  it('"FINANCING REQUESTED" on its band over "Amount" is a heading; "British" over "Columbia" in the province\'s cell is one value', async () => {
    const g = await (await import('../../../test/forms/independent222/index.ts')).generateIndependent222('atlantic_harbour', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.requested_amount, app?.state_region]).toEqual([g.truth.requested_amount, g.truth.state_region]);
    expect(g.truth.state_region).toBe('BC');
  }, 120_000);
  it('"GST/HST No." and "No TPS/TVH" are another number\'s labels, never the business number\'s', async () => {
    const { labelOf } = await import('./labels.ts');
    for (const t of ['GST/HST No.', 'No TPS/TVH / GST/HST No.', 'QST No.']) expect(labelOf(t, false, false, false)?.field).toBe('decoy');
    expect(labelOf('Business Number (BN)', false, false, false)?.field).toBe('business_tax_id');
  });
});

describe('values written the many ways merchants write them (set 224)', () => {
  it('a share in words is its number; a decimal fraction beside shares in percent is none; a year alone is no start date', () => {
    const lab = (s: string, y: number) => item(s, 40, y, 'F1', 8, s.length * 3.6);
    const r = read(pageOf([lab('Legal Name:', 80), val('Oak LLC', 140, 80), lab('Business Start Date:', 96), val('2005', 140, 96),
      item('OWNERS', 40, 120, 'F2', 9, 40), lab('Owner 1 Name:', 136), val('Ana Vega', 140, 136), lab('Ownership:', 152), val('.6', 140, 152),
      lab('Owner 2 Name:', 168), val('Luis Ortiz', 140, 168), lab('Ownership:', 184), val('forty percent', 140, 184)]));
    expect(r.applicants.map((a) => a.ownership?.value ?? null)).toEqual([null, 40]);
    expect(v(r, 'business_start_date')).toEqual([null]);
  });
});

describe('a broker\'s deal summary and a dense page of captions under their values (sets 225, 228)', () => {
  it('"Submitted | Merchant Asked" in the broker\'s box: the request\'s column is read; captions a point under their rules hang from them', async () => {
    const g = await (await import('../../../test/forms/independent228/index.ts')).generateIndependent228('bluefin', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect([app?.legal_name, app?.trade_name, app?.requested_amount, app?.type_of_entity, app?.state_region]).toEqual(
      [g.truth.legal_name, g.truth.trade_name, g.truth.requested_amount, g.truth.type_of_entity, g.truth.state_region]);
    expect(g.truth.requested_amount).toBe(100000);
  }, 120_000);
  it('a bare number under "Tax ID (EIN/SSN)" is a company\'s EIN', () => {
    const lab = (s: string, y: number) => item(s, 40, y, 'F2', 8, s.length * 3.8);
    const r = read(pageOf([lab('Legal Name', 100), val('Copper Creek Plumbing LLC', 150, 100), lab('Tax ID (EIN/SSN)', 116), val('238833899', 150, 116),
      lab('Entity:', 132), item('C-Corp', 90, 132, 'F1', 8, 24), item('X LLC', 160, 132, 'F1', 8, 20)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['238833899', 'EIN']);
  });
});

describe('owner cards side by side, set a line apart in height (set 232)', () => {
  it('each card\'s details go to the owner whose column holds them, though the second card stands lower', async () => {
    const g = await (await import('../../../test/forms/independent232/index.ts')).generateIndependent232('northgate', 500000, { style: 'typed' });
    const app = await appOf(g.pdf);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id, a.credit_score])).toEqual(
      g.truth.applicants.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id, a.credit_score]));
    expect(g.truth.applicants.length).toBe(3);
  }, 120_000);
});
