// Northern Maple Capital (Canada): a Canva form with a red header band and a drawn maple leaf, numbered section
// titles in mixed case, every value inside a rounded box whose small label sits in its top-left corner (some labels
// with a colon, some without). Business and funding on page 1; owners (Surname before Given names), banking, existing
// financing and the PIPEDA consent on page 2. Canadian habits: Operating Name (O/A), BN with program account, province,
// postal code, SIN (optional), CAD amounts with spaces or a trailing $, ISO dates.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Sheet } from './sheet.ts';
import { moneyText, type DateForm, type MoneyForm } from './people.ts';
import { dt, f, ownerTaxText, pctText, taxPrint } from './fields.ts';

const RED = '#c8102e', INK = '#1f2937', LINE = '#b8bec6';

function leaf(s: Sheet, cx: number, cy: number, r: number): void {
  const d = s.doc;
  d.save().moveTo(cx, cy - r);
  for (let k = 1; k <= 22; k++) {
    const a = -Math.PI / 2 + (k * Math.PI * 2) / 22, rr = k % 2 ? r * 0.5 : r * (k % 4 ? 0.85 : 1);
    d.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  d.closePath().fill('#ffffff');
  d.rect(cx - 1.2, cy + r * 0.4, 2.4, r * 0.7).fill('#ffffff').restore();
}

function section(s: Sheet, n: number, title: string, y: number): number {
  s.doc.save().circle(45, y + 7, 8).fill(RED).restore();
  s.text(String(n), 42.2, y + 3, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  s.text(title, 60, y + 1.5, { font: 'gothic-demi', size: 12, color: INK });
  s.hline(60 + s.width(title, 'gothic-demi', 12) + 8, 576, y + 8, RED, 0.8);
  return y + 22;
}

/** A rounded box with its label inside; returns the y the value sits on. */
function box(s: Sheet, label: string, x: number, y: number, w: number): number {
  s.rect(x, y, w, 28, { stroke: LINE, r: 5, lw: 0.8 });
  s.text(label, x + 5, y + 3.5, { size: 6.2, color: '#7a1422' });
  return y + 25;
}

export function drawNorthernMaple(s: Sheet, m: Model, rng: Rng): void {
  const startForm = rng.pick<DateForm>(['iso', 'long', 'd_month_y']);
  const money = rng.pick<MoneyForm>(['ca_space', 'ca_cad', 'dollar', 'ca_trailing']);
  s.newPage();
  s.rect(0, 0, 612, 72, { fill: RED });
  leaf(s, 52, 36, 24);
  s.text('NORTHERN MAPLE', 88, 18, { font: 'gothic-demi', size: 20, color: '#ffffff' });
  s.text('C A P I T A L', 90, 44, { font: 'gothic', size: 9, color: '#ffe4e6' });
  s.text('Merchant Funding Application', 330, 16, { font: 'gothic-demi', size: 13, color: '#ffffff', width: 246, align: 'right' });
  s.text('Demande de financement pour entreprise', 330, 34, { font: 'Helvetica-Oblique', size: 7.5, color: '#ffe4e6', width: 246, align: 'right' });
  s.printed('broker_contact', '1-877-555-0199  ·  apply@northernmaplecapital.ca', 390, 50, { size: 7.5, color: '#ffffff' });

  let y = section(s, 1, 'About your business', 88);
  s.value('legal_name', m.legal, 39, box(s, 'Legal business name', 36, y, 330), 324, f.legal(m));
  s.value('dba', m.dba.text, 375, box(s, 'Operating name (O/A):', 372, y, 204), 198, f.dba(m));
  y += 34;
  const tax = taxPrint(m, rng.pick(['bn_space', 'bn_joined', 'bn_nine'] as const));
  s.value('tax_id', tax.text, 39, box(s, 'Business Number (BN) / program account', 36, y, 170), 164, tax.fields);
  s.value('entity', m.entity.word, 215, box(s, 'Type of entity', 212, y, 120), 114, f.entity(m));
  s.value('inc_juris', m.incRegionName, 341, box(s, 'Jurisdiction of incorporation', 338, y, 120), 114, null);
  s.value('start_date', dt(m.start, startForm), 467, box(s, 'Date established:', 464, y, 112), 106, f.start(m));
  y += 34;
  s.value('street', m.addr.street, 39, box(s, 'Street address', 36, y, 240), 234, null);
  s.value('city', m.addr.city, 285, box(s, 'City', 282, y, 120), 114, null);
  s.value('province', rng.chance(0.5) ? m.addr.region : m.addr.regionName, 411, box(s, 'Province', 408, y, 92), 86, f.region(m));
  s.value('postal', m.addr.postal, 509, box(s, 'Postal code:', 506, y, 70), 64, null);
  y += 34;
  s.value('biz_phone', m.phone, 39, box(s, 'Telephone', 36, y, 130), 124, null);
  s.value('biz_email', m.email, 175, box(s, 'Email:', 172, y, 210), 204, null);
  s.value('website', m.web, 391, box(s, 'Website', 388, y, 188), 182, null);
  y += 34;
  s.value('industry', m.industry.text, 39, box(s, 'Nature of business', 36, y, 240), 234, f.industry(m));
  s.value('employees', String(m.employees), 285, box(s, 'Number of employees', 282, y, 110), 104, null);
  s.value('monthly_sales', moneyText(m.monthlySales, money), 401, box(s, 'Average monthly revenue:', 398, y, 178), 172, null);
  y += 36;
  s.text('Premises', 36, y + 1, { font: 'Helvetica-Bold', size: 7.5, color: INK });
  s.checks('premises', [{ label: 'Owned', on: m.own, fields: null }, { label: 'Leased', on: !m.own, fields: null }], 84, y, { round: true });
  y += 14;
  s.value('landlord', m.own ? null : m.landlord.name, 39, box(s, 'Landlord / property manager', 36, y, 240), 234, null);
  s.value('landlord_phone', m.own ? null : m.landlord.phone, 285, box(s, 'Landlord telephone', 282, y, 140), 134, null);
  s.value('rent', m.own ? null : moneyText(m.landlord.rent, money), 431, box(s, 'Monthly rent', 428, y, 148), 142, null);

  y = section(s, 2, 'Your funding request', y + 46);
  s.value('amount', moneyText(m.amount, money), 39, box(s, 'Amount requested (CAD)', 36, y, 170), 164, f.amount(m));
  s.value('use_of_funds', m.use, 215, box(s, 'Purpose of funds', 212, y, 364), 358, null);
  y += 36;
  s.text('Preferred repayment', 36, y + 1, { font: 'Helvetica-Bold', size: 7.5, color: INK });
  const chosen = rng.chance(0.75);
  const freqs: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']];
  s.checks('frequency', freqs.map(([label, k]) => ({ label, on: chosen && k === m.freq, fields: f.freq(m) })), 124, y, { round: true, gap: 16 });
  y += 16;
  s.value('term', rng.pick(['6 months', '9 months', '12 months', '']) || null, 39, box(s, 'Desired term', 36, y, 130), 124, null);
  s.value('how_soon', rng.pick(['ASAP', 'Within 2 weeks', 'Next month']), 175, box(s, 'When do you need the funds?', 172, y, 170), 164, null);
  y = section(s, 3, 'Banking', y + 44);
  s.value('bank_name', m.bank.name, 39, box(s, 'Financial institution', 36, y, 190), 184, null);
  s.value('bank_inst', m.bank.institution, 235, box(s, 'Institution #', 232, y, 80), 74, null);
  s.value('bank_transit', m.bank.transit, 321, box(s, 'Transit #', 318, y, 90), 84, null);
  s.value('account', m.bank.account, 417, box(s, 'Account #', 414, y, 162), 156, null);
  y = section(s, 4, 'Existing financing / cash advances', y + 40);
  const cols: [string, number, number][] = [['Lender', 36, 190], ['Balance owing', 232, 110], ['Payment', 348, 100], ['Frequency', 454, 122]];
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    const vals = a ? [a.funder, moneyText(a.balance, 'dollar_cents'), moneyText(a.payment, 'dollar_cents'), a.freq] : [r === 0 ? 'None' : null, null, null, null];
    cols.forEach(([label, x, w], c) => s.value(`advance${r}_${c}`, vals[c] ?? null, x + 3, box(s, label, x, y, w), w - 6, null));
    y += 32;
  }
  s.text('Page 1 of 2', 36, 770, { size: 7, color: '#6b7280' });
  s.text('Northern Maple Capital is a broker, not a lender. Financing is provided by third-party funders.', 200, 770, { size: 6.5, color: '#6b7280', width: 376, align: 'right' });
  page2(s, m, rng);
}

function page2(s: Sheet, m: Model, rng: Rng): void {
  s.newPage();
  s.rect(0, 0, 612, 30, { fill: RED });
  leaf(s, 24, 15, 10);
  s.text('NORTHERN MAPLE CAPITAL  ·  Merchant Funding Application (cont.)', 42, 10, { font: 'gothic-demi', size: 9, color: '#ffffff' });
  const dobForm = rng.pick<DateForm>(['iso', 'iso', 'long']);
  let y = section(s, 5, 'Owners / principals (20% or more)', 44);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    if (!o && i > 0) {
      // The unused owner rows stay on the form, empty (a fillable copy still has their fields).
      s.value(`owner${i}_last`, null, 39, box(s, 'Surname', 36, y, 160), 154, null);
      s.value(`owner${i}_first`, null, 205, box(s, 'Given name(s)', 202, y, 150), 144, null);
      y += 34;
      continue;
    }
    const p = o!.person;
    s.value(`owner${i}_last`, p.last, 39, box(s, 'Surname', 36, y, 160), 154, f.last(i, o!));
    s.value(`owner${i}_first`, `${p.first}${p.middle ? ` ${p.middle}.` : ''}`, 205, box(s, 'Given name(s)', 202, y, 150), 144, f.first(i, o!));
    s.value(`owner${i}_title`, o!.role, 361, box(s, 'Title / position', 358, y, 130), 124, f.role(i, o!));
    s.value(`owner${i}_pct`, pctText(o!, rng.chance(0.5)), 497, box(s, '% owned', 494, y, 82), 76, f.pct(i, o!));
    y += 32;
    const sinBlank = rng.chance(0.25);
    s.value(`owner${i}_sin`, sinBlank ? null : ownerTaxText(o!, rng.int(0, 1)), 39, box(s, 'SIN (optional)', 36, y, 110), 104, sinBlank ? null : f.ownerTax(i, o!, 'CA'));
    s.value(`owner${i}_dob`, dt(o!.dob, dobForm), 155, box(s, 'Date of birth (YYYY-MM-DD)', 152, y, 110), 104, f.dob(i, o!));
    s.value(`owner${i}_home`, `${o!.home.street}, ${o!.home.city}`, 271, box(s, 'Home address', 268, y, 168), 162, null);
    s.value(`owner${i}_home_prov`, o!.home.region, 445, box(s, 'Prov.', 442, y, 50), 44, null);
    s.value(`owner${i}_home_postal`, o!.home.postal, 501, box(s, 'Postal code', 498, y, 78), 72, null);
    y += 38;
  }
  y = section(s, 6, 'Trade reference', y + 6);
  const ref = m.refs[0]!;
  s.value('ref0_name', ref.name, 39, box(s, 'Supplier / company', 36, y, 220), 214, null);
  s.value('ref0_contact', ref.contact, 265, box(s, 'Contact name', 262, y, 160), 154, null);
  s.value('ref0_phone', ref.phone, 431, box(s, 'Telephone', 428, y, 148), 142, null);
  y = section(s, 7, 'Consent and signature', y + 40);
  s.text('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned consents to ' +
    'Northern Maple Capital and its funding partners collecting, using and disclosing the personal information in this application, ' +
    'and obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this and any future request for financing. ' +
    'The undersigned certify that the information provided is true and complete. A faxed, scanned or electronic copy of this consent is as valid as the original.',
  36, y, { size: 6.8, color: '#374151', width: 540 });
  y += 46;
  m.owners.forEach((o, i) => {
    const x = 36 + i * 182;
    s.hline(x, x + 110, y + 22, '#444444');
    s.signature(x + 6, y + 16, 90);
    s.text('Signature', x, y + 25, { size: 6.2, color: '#6b7280' });
    s.value(`sign_date${i}`, dt(m.signed, 'iso'), x + 114, y + 22, 62, null, { size: 8 });
    s.hline(x + 114, x + 174, y + 22, '#444444');
    s.text('Date', x + 114, y + 25, { size: 6.2, color: '#6b7280' });
    void o;
  });
  s.printed('broker_license', 'Broker ref. NMC-ON-2291', 480, 770, { size: 6.5, color: '#6b7280' });
  s.text('Page 2 of 2', 36, 770, { size: 7, color: '#6b7280' });
}
