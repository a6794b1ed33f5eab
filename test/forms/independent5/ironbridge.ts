// Ironbridge Funding Services: an old typewriter-looking form, Courier everywhere, upper-case labels on underlined
// rows, boxes marked with a letter X. The merchant is a sole proprietor without an EIN: the tax id is the owner's SSN
// and the legal name is the owner's name. Only "time in business" is asked (no date: the start date's truth is null),
// and the landlord's name and phone are decoys.
import { fmtDate, money, ssnText } from './format.ts';
import { BIZ_TAX, FREQ_WORD, NAME, put, STATE, TAX, type Keys, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const F = 'Courier';
const FB = 'Courier-Bold';

/** LABEL: then the value on an underline reaching x + w. */
function row(p: Pen, label: string, x: number, y: number, w: number, value: string, keys: Keys): void {
  p.text(label, x, y, { font: F, size: 8.5 });
  const vx = x + p.doc.font(F).fontSize(8.5).widthOfString(label) + 4;
  p.rule(vx, y + 9, x + w, y + 9, { w: 0.5 });
  put(p, value, vx + 3, y - 2, x + w - vx - 4, keys, { size: 10 });
}

function heading(p: Pen, text: string, y: number): number {
  p.text(`${text} ${'-'.repeat(Math.max(0, 60 - text.length))}`, 48, y, { font: FB, size: 9 });
  return y + 18;
}

function business(p: Pen, m: Merchant, y: number): number {
  const o = m.owners[0]!;
  row(p, 'LEGAL NAME (AS ON TAX RETURN):', 48, y, 516, m.legal, ['legal_name']);
  row(p, 'D/B/A:', 48, y + 20, 300, m.dba, ['trade_name']);
  row(p, 'SSN / TAX ID #:', 360, y + 20, 204, ssnText(o), BIZ_TAX);
  y += 40;
  p.text('BUSINESS TYPE:', 48, y, { font: F, size: 8.5 });
  p.checks([{ label: 'CORPORATION', on: false }, { label: 'LLC', on: false }, { label: 'PARTNERSHIP', on: false },
    { label: 'SOLE PROPRIETOR', on: true }], 140, y, ['type_of_entity'], { font: F, size: 8.5, name: 'TYPE' });
  y += 20;
  row(p, 'BUSINESS ADDRESS:', 48, y, 516, m.addr.street, 'info');
  row(p, 'CITY:', 48, y + 20, 220, m.addr.city, 'info');
  row(p, 'STATE:', 280, y + 20, 110, m.addr.region, STATE);
  row(p, 'ZIP:', 400, y + 20, 164, m.addr.zip, 'info');
  row(p, 'PHONE:', 48, y + 40, 220, m.phone, 'info');
  row(p, 'TIME IN BUSINESS:', 280, y + 40, 284, `${m.years} YRS`, 'info');
  row(p, 'NATURE OF BUSINESS:', 48, y + 60, 516, m.industryText.toUpperCase(), ['industry']);
  y += 80;
  p.text('PREMISES:', 48, y, { font: F, size: 8.5 });
  p.checks([{ label: 'OWN', on: !m.rent }, { label: 'RENT', on: m.rent }], 140, y, [], { font: F, size: 8.5, name: 'PREMISES' });
  row(p, 'MONTHLY RENT:', 300, y, 264, m.rent ? money(Math.round(m.monthlySales * 0.06)) : '', 'info');
  row(p, 'LANDLORD:', 48, y + 20, 300, m.rent ? m.landlord.name : '', 'decoy');
  row(p, 'LANDLORD PH:', 360, y + 20, 204, m.rent ? m.landlord.phone : '', 'decoy');
  return y + 44;
}

function request(p: Pen, m: Merchant, y: number): number {
  row(p, 'AMOUNT NEEDED: $', 48, y, 250, money(m.amount, { sign: '' }), ['requested_amount']);
  row(p, 'NO. OF PAYMENTS:', 320, y, 244, String(m.nPayments), ['number_of_payments']);
  p.text('PAYMENTS:', 48, y + 22, { font: F, size: 8.5 });
  p.checks((['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f) => ({ label: FREQ_WORD[f]!.toUpperCase(), on: f === m.freq })), 140, y + 22,
    ['payment_frequency'], { font: F, size: 8.5, name: 'FREQ' });
  row(p, 'PURPOSE:', 48, y + 42, 516, m.use.toUpperCase(), 'info');
  return y + 64;
}

function owner(p: Pen, m: Merchant, y: number): number {
  const o = m.owners[0]!;
  row(p, 'OWNER NAME:', 48, y, 330, `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`, NAME(0));
  row(p, 'TITLE:', 390, y, 174, o.title, ['a0.role']);
  row(p, 'SOC. SEC. #:', 48, y + 20, 250, ssnText(o), TAX(0));
  row(p, 'DATE OF BIRTH:', 310, y + 20, 254, fmtDate(o.dob, 'dash'), ['a0.date_of_birth']);
  row(p, '% OWNED:', 48, y + 40, 160, `${o.pct}`, ['a0.ownership']);
  row(p, 'HOME ADDRESS:', 220, y + 40, 344, `${o.home.street}, ${o.home.city} ${o.home.region}`, 'decoy');
  return y + 62;
}

export const IRONBRIDGE: Layout = {
  name: 'ironbridge-typewriter', country: 'US', owners: [1, 1], soleProp: true, entities: ['sole_proprietorship'],
  mark: 'x-letter', valueFont: 'Courier', maskSsn: 0,
  draw(p, m, r) {
    p.rect(30, 28, 552, 736, { lw: 1.4 });
    p.rect(34, 32, 544, 728, { lw: 0.5 });
    p.text('IRONBRIDGE FUNDING SERVICES', 48, 50, { font: FB, size: 14, w: 516, align: 'center' });
    p.text('APPLICATION FOR BUSINESS FUNDING', 48, 68, { font: F, size: 10, w: 516, align: 'center' });
    p.text(`FORM IB-100 (REV. 3/98)                              FILE NO. ${r.int(10000, 99999)}`, 48, 84, { font: F, size: 7.5 });
    let y = business(p, m, heading(p, 'PART I. BUSINESS', 104));
    y = request(p, m, heading(p, 'PART II. FUNDS REQUESTED', y));
    y = owner(p, m, heading(p, 'PART III. PROPRIETOR', y));
    y = heading(p, 'PART IV. BANK', y);
    row(p, 'BANK:', 48, y, 200, m.bank.name.toUpperCase(), 'decoy');
    row(p, 'ABA #:', 260, y, 130, m.bank.routing, 'decoy');
    row(p, 'ACCT #:', 400, y, 164, m.bank.account, 'decoy');
    p.text('THE UNDERSIGNED CERTIFIES THAT ALL OF THE ABOVE IS TRUE AND CORRECT AND AUTHORIZES IRONBRIDGE FUNDING SERVICES ' +
      'TO VERIFY IT AND TO OBTAIN CREDIT REPORTS.', 48, y + 30, { font: F, size: 7.5, w: 516 });
    row(p, 'SIGNATURE:', 48, y + 70, 300, '', 'info');
    row(p, 'DATE:', 360, y + 70, 204, '', 'info');
  },
};
