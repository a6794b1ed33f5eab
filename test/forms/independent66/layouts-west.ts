// Two layouts of set 66: Pacific Tide Merchant Funding (Vancouver: labels below the lines, an owners' table, an existing
// advances table) and Prairie Ledger Funding Corp. (Calgary: Courier boxes, entity / tax-ID / schedule checkboxes).
import {
  AUTH_EN, FREQ_WORDS, amount, bn, dob, entity, freq, gst, industry, legal, nPayments, ownerName, payment, pct, province, role, row, score, sin,
  start, trade, type Ctx, type Value,
} from './common.ts';
import type { MoneyFmt } from './data.ts';
import type { Fields } from './pen.ts';

function tideHead(c: Ctx, y: number, t: string): number {
  c.pen.text(t, 40, y, { font: 'Helvetica-Bold', size: 10, color: '#0e6e7e' });
  c.pen.hline(40, 572, y + 13, 1.4, '#0e6e7e');
  return y + 44;
}

function tideBusiness(c: Ctx, y: number): number {
  const { m, rng } = c, o = { place: 'below' as const, gap: 12 };
  y = tideHead(c, y, 'ABOUT THE BUSINESS');
  row(c, y, [['Registered legal name', 'legal_name', legal(m), 310], ['Operating as (trade name)', 'operating_name', trade(rng, m), 210]], o); y += 34;
  row(c, y, [['CRA Business Number (9 digits + program account)', 'bn', bn(m), 210], ['Business structure', 'entity_type', entity(m), 140],
    ['What does the business do?', 'industry', industry(m), 158]], o); y += 34;
  row(c, y, [['Street address', 'street', m.address.street, 230], ['City', 'city', m.address.city, 110], ['Province', 'province', province(m, rng.int(0, 2)), 80],
    ['Postal code', 'postal_code', m.address.postal, 78]], o); y += 34;
  const df = rng.pick(['long', 'day_month', 'iso'] as const);
  row(c, y, [[df === 'iso' ? 'Date established (YYYY-MM-DD)' : 'Date established', 'start_date', start(m, df), 150],
    [m.address.prov.corpLabel, 'corp_no', m.corpNo, 120], ['Business phone', 'phone', m.phone, 110], ['Website', 'website', m.website ?? '', 124]], o); y += 26;
  y = tideHead(c, y, 'FUNDING REQUEST');
  row(c, y, [['Funding amount requested', 'amount', amount(m, rng.pick<MoneyFmt>(['cad_prefix', 'dollar', 'dollar_cents'])), 140],
    ['Payment schedule', 'frequency', freq(m), 100], ['Number of payments', 'n_payments', nPayments(m), 100],
    ['Estimated payment', 'payment', payment(m, 'dollar_cents'), 146]], o);
  return y + 28;
}

function tideOwners(c: Ctx, y: number): number {
  const { m, rng, pen } = c;
  y = tideHead(c, y + 4, 'OWNERSHIP  (list every owner of 20% or more)') - 24;
  const cols: [string, number][] = [['Owner name', 130], ['Title', 80], ['% owned', 42], ['SIN', 80], ['Date of birth', 82], ['Credit score', 46], ['Home city / prov.', 72]];
  let x = 40;
  pen.rect(40, y, 532, 14, { fill: '#d8eef1', stroke: 'none' });
  for (const [h, w] of cols) { pen.text(h, x + 2, y + 4, { font: 'Helvetica-Bold', size: 7, fit: w - 4 }); x += w; }
  const df = rng.pick(['long', 'iso'] as const), ss = rng.int(0, 2);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], top = y + 14 + i * 20;
    pen.rect(40, top, 532, 20, { lw: 0.4 });
    const vals: (Value | string)[] = o ? [ownerName(o, i, 'first_last'), role(o, i), pct(o, i, false), sin(o, i, ss), dob(o, i, df), score(o, i),
      `${o.home.city}, ${o.home.prov.code}`] : ['', '', '', '', '', '', ''];
    x = 40;
    cols.forEach(([h, w], k) => {
      const v = vals[k]!, [text, fields] = typeof v === 'string' ? [v, {}] : v;
      pen.value(`owner${i + 1}_${h.replace(/[^a-z]+/gi, '_').toLowerCase()}`, text, x + 2, top + 17, w - 4, fields);
      x += w;
    });
  }
  return y + 14 + 80 + 20;
}

function tidePage2(c: Ctx): void {
  const { m, pen } = c;
  let y = tideHead(c, 40, 'EXISTING ADVANCES / LOANS') - 26;
  const cols: [string, number][] = [['Funder / lender', 240], ['Balance owing', 146], ['Daily / weekly payment', 146]];
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    let x = 40;
    cols.forEach(([h, w], k) => {
      if (i === 0) pen.text(h, x + 2, y, { font: 'Helvetica-Bold', size: 7 });
      pen.hline(x, x + w - 6, y + 28 + i * 20);
      pen.value(`funder${i + 1}_${k}`, f ? [f.name, `$${f.balance.toLocaleString('en-US')}`, `$${f.payment}`][k]! : '', x, y + 28 + i * 20, w - 8);
      x += w;
    });
  }
  y = tideHead(c, y + 100, 'BANKING & PREMISES');
  const o = { place: 'below' as const, gap: 12 };
  row(c, y, [['Bank name', 'bank_name', m.bank.name, 170], ['Institution #', 'institution', m.bank.inst, 80], ['Transit #', 'transit', m.bank.transit, 90],
    ['Account #', 'account', m.bank.account, 156]], o); y += 34;
  row(c, y, [['Landlord name', 'landlord_name', m.landlord.name, 200], ['Landlord phone', 'landlord_phone', m.landlord.phone, 140],
    ['Monthly rent', 'rent', `$${m.landlord.rent.toLocaleString('en-US')}`, 168]], o); y += 26;
  y = tideHead(c, y, 'SIGNATURES');
  pen.text(AUTH_EN, 40, y - 20, { size: 7.5, width: 532 });
  pen.hline(40, 300, y + 60); pen.text('Owner signature', 40, y + 63, { size: 7 });
  pen.hline(330, 572, y + 60); pen.text('Date', 330, y + 63, { size: 7 });
  pen.text('Your Pacific Tide advisor: Devon Akana  ·  604-555-0123  ·  1055 W Georgia St, Vancouver, BC V6E 3P3', 40, 740, { size: 7.5, color: '#0e6e7e' });
}

export async function pacificTide(c: Ctx): Promise<void> {
  c.pen.theme = { label: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 7.5, typed: 'Helvetica', typedSize: 10, rule: '#7a8b8d' };
  c.pen.text('pacific tide', 40, 30, { font: 'Helvetica-Bold', size: 24, color: '#0e6e7e' });
  c.pen.text('MERCHANT FUNDING  ·  Application for a Business Cash Advance', 40, 58, { size: 9, color: '#444444' });
  const y = tideOwners(c, tideBusiness(c, 84));
  c.pen.text('Amounts in Canadian dollars. Incomplete applications delay funding.', 40, y, { size: 7, color: '#666666' });
  c.pen.addPage();
  tidePage2(c);
}

type Opt = [label: string, on: boolean, fields: Fields];
function checks(c: Ctx, key: string, x: number, y: number, opts: readonly Opt[], gap = 12): number {
  for (const [label, on, fields] of opts) {
    c.pen.check(`${key}_${label.replace(/[^a-z]+/gi, '_').toLowerCase()}`, x, y, 9, on, label, fields);
    c.pen.text(label, x + 12, y + 1.5, { size: 8.5 });
    x += 12 + c.pen.doc.font(c.pen.theme.label).fontSize(8.5).widthOfString(label) + gap;
  }
  return x;
}

const PRAIRIE_ENTITIES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['Limited Partnership', 'limited_partnership'], ['ULC', 'ca_ulc']];

function prairieTaxId(c: Ctx, y: number): void {
  const { m } = c, o = m.owners[0]!;
  const useSin = m.bnBlank && m.entity === 'sole_proprietorship' && o.sinMode !== 'blank';
  const [bnText, bnFields] = bn(m);
  const text = useSin ? o.sin : bnText;
  const fields: Fields = useSin ? { business_tax_id: o.sin, business_tax_id_type: 'SIN', business_tax_id_country: 'CA' } : bnFields;
  c.pen.text('Tax ID:', 40, y + 1.5, { size: 8.5, font: 'Helvetica-Bold' });
  // The checked box gives the number's type (applications.md: a bare 9-digit number is typed by its label or checked box).
  const { business_tax_id: id } = fields, kind = (t: string): Fields => ({ business_tax_id_type: t, business_tax_id_country: 'CA' });
  const x = checks(c, 'taxid', 80, y, [['BN', !useSin && !!bnText, kind('BN')], ['SIN (sole proprietor only)', useSin, kind('SIN')]]);
  c.pen.hline(x, 572, y + 10);
  c.pen.value('tax_id_number', text, x + 2, y + 10, 572 - x - 4, text ? { business_tax_id: id ?? null } : {});
}

function prairieCompany(c: Ctx, y: number): number {
  const { m, rng, pen } = c, above = { place: 'above' as const, gap: 14 };
  row(c, y, [['LEGAL NAME OF BUSINESS', 'legal_name', legal(m), 320], ['TRADE NAME (O/A)', 'operating_name', trade(rng, m), 198]], above); y += 22;
  pen.text('Entity:', 40, y + 1.5, { size: 8.5, font: 'Helvetica-Bold' });
  const known = PRAIRIE_ENTITIES.find(([, id]) => id === m.entity);
  const x = checks(c, 'entity', 80, y, [...PRAIRIE_ENTITIES.map(([l, id]): Opt => [l, id === m.entity, { type_of_entity: id }]), ['Other:', !known, {}]], 9);
  pen.hline(x - 6, 572, y + 10);
  pen.value('entity_other', known ? '' : m.entityPrint, x - 4, y + 10, 572 - x, known ? {} : { type_of_entity: m.entity });
  y += 20;
  prairieTaxId(c, y); y += 40;
  const df = rng.pick(['dmy', 'iso'] as const);
  row(c, y, [['GST/HST NO.', 'gst_hst', gst(m), 150], [m.address.prov.corpLabel.toUpperCase(), 'corp_no', m.corpNo, 170],
    [df === 'dmy' ? 'DATE STARTED (DD/MM/YYYY)' : 'DATE STARTED (YYYY-MM-DD)', 'start_date', start(m, df), 170]], above); y += 36;
  row(c, y, [['TYPE OF BUSINESS', 'industry', industry(m), 250], ['PHONE', 'phone', m.phone, 120], ['E-MAIL', 'email', m.email, 134]], above); y += 36;
  row(c, y, [['STREET', 'street', m.address.street, 230], ['CITY', 'city', m.address.city, 110], ['PROV.', 'province', province(m, rng.pick([0, 2])), 60],
    ['POSTAL CODE', 'postal_code', m.address.postal, 76]], above);
  return y + 20;
}

function prairieFunding(c: Ctx, y: number): number {
  const { m, rng, pen } = c, above = { place: 'above' as const, gap: 14 };
  pen.rect(40, y, 532, 16, { fill: '#f1e3c6', stroke: 'none' });
  pen.text('FUNDING', 46, y + 4.5, { font: 'Courier-Bold', size: 10 }); y += 48;
  row(c, y, [['AMOUNT REQUESTED', 'amount', amount(m, rng.pick<MoneyFmt>(['dollar', 'plain', 'cad_suffix'])), 160], ['USE OF PROCEEDS', 'use_of_funds', m.useOfFunds, 200],
    ['AVG. MONTHLY REVENUE', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 144]], above); y += 18;
  pen.text('Preferred remittance:', 40, y + 1.5, { size: 8.5, font: 'Helvetica-Bold' });
  checks(c, 'schedule', 140, y, Object.entries(FREQ_WORDS).map(([k, l]): Opt => [l, k === m.freq, { payment_frequency: k }]));
  return y + 22;
}

function prairieOwner(c: Ctx, y: number, i: number): number {
  const o = c.m.owners[i], rng = c.rng, above = { place: 'above' as const, gap: 14 };
  c.pen.rect(40, y, 532, 16, { fill: '#f1e3c6', stroke: 'none' });
  c.pen.text(`PRINCIPAL ${i + 1}`, 46, y + 4.5, { font: 'Courier-Bold', size: 10 }); y += 48;
  const v = (f: (x: NonNullable<typeof o>) => Value | string): Value | string => (o ? f(o) : '');
  row(c, y, [['NAME', `p${i}_name`, v((x) => ownerName(x, i, 'first_last')), 200], ['TITLE', `p${i}_title`, v((x) => role(x, i)), 110],
    ['OWNERSHIP %', `p${i}_pct`, v((x) => pct(x, i, true)), 80], ['EST. CREDIT SCORE', `p${i}_score`, v((x) => score(x, i)), 100]], above); y += 36;
  row(c, y, [['SOCIAL INSURANCE NO.', `p${i}_sin`, v((x) => sin(x, i, rng.int(0, 2))), 130], ['DATE OF BIRTH (YYYY-MM-DD)', `p${i}_dob`, v((x) => dob(x, i, 'iso')), 130],
    ['HOME ADDRESS', `p${i}_home`, v((x) => `${x.home.street}, ${x.home.city} ${x.home.prov.abbr}`), 244]], above);
  return y + 18;
}

export async function prairieLedger(c: Ctx): Promise<void> {
  const { pen, m } = c, above = { place: 'above' as const, gap: 14 };
  pen.theme = { label: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 7, typed: 'Courier', typedSize: 10, rule: '#5b4a2e' };
  pen.text('PRAIRIE LEDGER FUNDING CORP.', 40, 32, { font: 'Courier-Bold', size: 17, color: '#5b4a2e' });
  pen.text('Suite 900, 333 7 Ave SW, Calgary AB T2P 2Z1   ·   403-555-0160   ·   Revenue-based business financing', 40, 52, { size: 7.5 });
  let y = prairieCompany(c, 90);
  y = prairieFunding(c, y);
  for (let i = 0; i < 2; i++) y = prairieOwner(c, y, i);
  pen.addPage();
  pen.text('EXISTING FINANCING, BANKING AND REFERENCES', 40, 40, { font: 'Courier-Bold', size: 11 });
  let y2 = 88;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    row(c, y2, [[`CURRENT FUNDER ${i + 1}`, `funder${i + 1}`, f?.name ?? '', 220], ['BALANCE', `funder${i + 1}_balance`, f ? `$${f.balance.toLocaleString('en-US')}` : '', 140],
      ['PAYMENT', `funder${i + 1}_payment`, f ? `$${f.payment}` : '', 144]], above); y2 += 36;
  }
  row(c, y2, [['BANK', 'bank_name', m.bank.name, 180], ['INSTITUTION', 'institution', m.bank.inst, 80], ['TRANSIT', 'transit', m.bank.transit, 90],
    ['ACCOUNT', 'account', m.bank.account, 126]], above); y2 += 36;
  row(c, y2, [['TRADE REFERENCE', 'ref1', m.refs[0]!.name, 250], ['PHONE', 'ref1_phone', m.refs[0]!.phone, 254]], above); y2 += 36;
  row(c, y2, [['ACCOUNTANT', 'accountant', m.accountant.name, 250], ['FIRM', 'accountant_firm', m.accountant.firm, 254]], above); y2 += 30;
  pen.text(AUTH_EN, 40, y2, { size: 7.5, width: 532 });
  pen.hline(40, 300, y2 + 110); pen.text('SIGNATURE OF PRINCIPAL', 40, y2 + 113, { size: 7 });
  pen.hline(330, 572, y2 + 110); pen.text('DATE (YYYY-MM-DD)', 330, y2 + 113, { size: 7 });
  pen.text('Referred by (ISO): ______________________   Prairie Ledger rep: Colton Beaulieu', 40, 740, { size: 7.5 });
}
