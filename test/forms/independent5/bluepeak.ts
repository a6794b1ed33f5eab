// Blue Peak Merchant Services: a serif form with labels under the underlines, two columns, the tax id with the bank's
// routing number right beside it (a decoy), entity as free text, own/rent and schedule boxes marked with a drawn
// check, and the owners side by side as columns (attributes as rows), names sometimes with credentials (", DC").
import type { Rng } from '../../statements/generator/prng.ts';
import { ein, fmtDate, fullName, money, ssnText } from './format.ts';
import { BIZ_TAX, ENTITY_WORDS, FREQ_WORD, NAME, put, STATE, TAX, type Keys, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const NAVY = '#1d2f6f';
const T = 'Times-Roman';

/** The value on an underline, its label in small italics beneath. */
function under(p: Pen, label: string, x: number, y: number, w: number, value: string, keys: Keys): void {
  put(p, value, x + 2, y, w - 6, keys, { size: 10.5 });
  p.rule(x, y + 12, x + w - 8, y + 12, { w: 0.5 });
  p.text(label, x, y + 14, { font: 'Times-Italic', size: 7.5 });
}

function section(p: Pen, text: string, y: number): number {
  p.text(text, 40, y, { font: 'Times-Bold', size: 11, color: NAVY });
  p.rule(40, y + 14, 572, y + 14, { w: 0.4, color: NAVY });
  return y + 24;
}

function business(p: Pen, m: Merchant, r: Rng, y: number): number {
  under(p, 'Business Legal Name', 40, y, 300, m.legal, ['legal_name']);
  under(p, 'Tax ID #', 340, y, 110, ein(m.tid), BIZ_TAX);
  under(p, 'Bank Routing #', 450, y, 122, m.bank.routing, 'decoy');
  y += 30;
  under(p, 'Doing Business As', 40, y, 300, m.dba, ['trade_name']);
  under(p, 'Entity (LLC, Corp, etc.)', 340, y, 110, r.pick(ENTITY_WORDS[m.entityId]!), ['type_of_entity']);
  under(p, 'Date Established', 450, y, 122, fmtDate(m.start, 'short-month'), ['business_start_date']);
  y += 30;
  under(p, 'Physical Address', 40, y, 230, m.addr.street, 'info');
  under(p, 'City', 270, y, 120, m.addr.city, 'info');
  under(p, 'State', 390, y, 90, r.chance(0.5) ? m.addr.regionName : m.addr.region, STATE);
  under(p, 'Zip Code', 480, y, 92, m.addr.zip, 'info');
  y += 30;
  under(p, 'Describe Your Business', 40, y, 230, m.industryText, ['industry']);
  under(p, 'Email', 270, y, 180, m.email, 'info');
  under(p, 'Incorporated in (State)', 450, y, 122, m.incState[1], 'decoy');
  y += 32;
  p.text('Business premises:', 40, y, { font: T, size: 9 });
  p.checks([{ label: 'Own', on: !m.rent }, { label: 'Lease', on: m.rent }], 130, y, [], { font: T, size: 9, name: 'Premises' });
  under(p, 'Landlord Name & Phone', 270, y - 4, 302, m.rent ? `${m.landlord.name}  ${m.landlord.phone}` : '', 'decoy');
  return y + 30;
}

function request(p: Pen, m: Merchant, y: number): number {
  under(p, 'Amount Needed', 40, y, 150, money(m.amount), ['requested_amount']);
  under(p, 'Use of Funds', 190, y, 150, m.use, 'info');
  p.text('Preferred payment schedule:', 350, y, { font: T, size: 9 });
  p.checks((['daily', 'weekly', 'biweekly'] as const).map((f) => ({ label: FREQ_WORD[f]!, on: f === m.freq })), 350, y + 14, ['payment_frequency'],
    { font: T, size: 9, name: 'Schedule' });
  return y + 36;
}

/** Owners as columns: one row per attribute, the labels at the left. */
function ownerColumns(p: Pen, m: Merchant, r: Rng, y: number): number {
  const cred = r.chance(0.4);
  const rows: [string, (i: number) => [string, Keys]][] = [
    ['Full Name', (i) => [fullName(m.owners[i]!, cred && i === 0 ? 'first-last-cred' : 'first-last'), NAME(i)]],
    ['Title', (i) => [m.owners[i]!.title, [`a${i}.role`]]],
    ['Ownership', (i) => [`${m.owners[i]!.pct}%`, [`a${i}.ownership`]]],
    ['SSN', (i) => [ssnText(m.owners[i]!, '*'), TAX(i)]],
    ['Birth Date', (i) => [fmtDate(m.owners[i]!.dob, 'long'), [`a${i}.date_of_birth`]]],
    ['Residence', (i) => [`${m.owners[i]!.home.street}, ${m.owners[i]!.home.city} ${m.owners[i]!.home.region}`, 'decoy']],
    ['Mobile', (i) => [m.owners[i]!.phone, 'info']]];
  p.text('Owner #1', 150, y, { font: 'Times-Bold', size: 9.5 });
  p.text('Owner #2', 370, y, { font: 'Times-Bold', size: 9.5 });
  y += 14;
  for (const [label, get] of rows) {
    p.text(label, 40, y + 2, { font: T, size: 9 });
    for (let i = 0; i < 2; i++) {
      const x = 150 + i * 220;
      p.rule(x, y + 12, x + 210, y + 12, { w: 0.4 });
      if (m.owners[i]) put(p, ...withBox(get(i), x + 2, y, 204));
    }
    y += 18;
  }
  return y + 8;
}
function withBox([value, keys]: [string, Keys], x: number, y: number, w: number): [string, number, number, number, Keys, { size: number }] {
  return [value, x, y, w, keys, { size: 10 }];
}

export const BLUEPEAK: Layout = {
  name: 'bluepeak-serif', country: 'US', owners: [1, 2], entities: ['llc', 'c_corporation', 'general_partnership', 'limited_partnership', 's_corporation'],
  mark: 'check-drawn', valueFont: 'Times-Roman', maskSsn: 0.3,
  draw(p, m, r) {
    p.text('Blue Peak Merchant Services', 40, 36, { font: 'Times-BoldItalic', size: 20, color: NAVY });
    p.text('Application for Business Funding  ·  Confidential', 40, 60, { font: T, size: 10 });
    p.rule(40, 76, 572, 76, { w: 2, color: NAVY });
    let y = business(p, m, r, section(p, 'I. The Business', 86));
    y = request(p, m, section(p, 'II. Funding', y));
    y = ownerColumns(p, m, r, section(p, 'III. Ownership', y));
    y = section(p, 'IV. Trade References', y);
    m.refs.forEach((ref, i) => {
      under(p, `Supplier ${i + 1}`, 40 + i * 266, y, 160, ref.name, 'decoy');
      under(p, 'Phone', 200 + i * 266, y, 106, ref.phone, 'decoy');
    });
    p.text(`Broker: ${m.iso.email}`, 40, y + 36, { font: T, size: 8 });
    p.text('I/We certify the information herein is correct and authorize Blue Peak Merchant Services to obtain credit and bank ' +
      'references, including consumer credit reports, now and as needed.', 40, y + 50, { font: 'Times-Italic', size: 8, w: 532 });
    under(p, 'Owner #1 Signature / Date', 40, y + 82, 250, '', 'info');
    under(p, 'Owner #2 Signature / Date', 322, y + 82, 250, '', 'info');
  },
};
