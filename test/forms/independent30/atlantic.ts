// Atlantic Harbour Merchant Services (Halifax): an ISO's intake sheet for NS, NB, PE and NL merchants, in the look
// of an old typed office form: Times labels, Courier values on rules, a lighthouse. Business structure written as
// a word ("Limited", "Incorporated", "Sole Proprietor"), HST number and NS registry ID, province spelled out, the
// date started written "March 3, 2015" or only years in business, no payment terms (amount only). Letter-X ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Owner } from './deal.ts';
import { fmtDate } from './ids.ts';
import { fine, lighthouse, lineField, moneyFor, options } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, fullName, gstText, ownerTax, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const NAVY = '#1c2d4a', X0 = 44, W = 524, LH = 18;
const PROVINCE: Record<string, string[]> = { NS: ['Nova Scotia', 'N.S.'], NB: ['New Brunswick', 'N.B.'], PE: ['Prince Edward Island', 'P.E.I.'],
  NL: ['Newfoundland and Labrador', 'NL'], QC: ['Quebec'], ON: ['Ontario'] };

function header(p: Paper): void {
  lighthouse(p, X0 + 14, 20, 44, NAVY);
  p.text('ATLANTIC HARBOUR', X0 + 34, 24, { size: 16, font: 'Times-Bold', color: NAVY });
  p.text('MERCHANT SERVICES LTD.', X0 + 34, 42, { size: 8, font: 'Times-Roman', color: NAVY, spacing: 2 });
  p.text('1505 Barrington Street, Suite 1100', 380, 24, { size: 7.5, width: 188, align: 'right' });
  p.text('Halifax, Nova Scotia  B3J 3K5', 380, 33, { size: 7.5, width: 188, align: 'right' });
  p.text('Tel. 902-555-0124  \u00b7  Fax 902-555-0125', 380, 42, { size: 7.5, width: 188, align: 'right' });
  p.doc.save().lineWidth(1.2).moveTo(X0, 70).lineTo(X0 + W, 70).stroke().restore();
  p.text('BROKER INTAKE SHEET \u2014 MERCHANT CASH ADVANCE', X0, 76, { size: 11, font: 'Times-Bold', width: W, align: 'center' });
  p.text('Please print clearly or type. All amounts in Canadian dollars.', X0, 90, { size: 7.5, font: 'Times-Italic', width: W, align: 'center' });
}

function heading(p: Paper, t: string, y: number): number {
  p.text(t, X0, y, { size: 9, font: 'Times-Bold', color: NAVY });
  p.doc.save().lineWidth(0.6).moveTo(X0, y + 11).lineTo(X0 + W, y + 11).stroke().restore();
  return y + 15;
}

function structure(d: Deal, r: Rng): string {
  switch (d.kind) {
    case 'corp': return /(Limited|Ltd\.|ltée)$/.test(d.legal) ? 'Limited' : /(Incorporated|Inc\.|inc\.)$/.test(d.legal) ? r.pick(['Incorporated', 'Corporation']) : 'Corporation';
    case 'numbered': return /Limited$/.test(d.legal) ? 'Limited' : 'Incorporated';
    case 'ulc': return 'ULC';
    case 'sole': return r.pick(['Sole Proprietor', 'Sole Proprietorship']);
    case 'gp': return 'Partnership';
    case 'lp': return 'Limited Partnership';
  }
}

function business(p: Paper, d: Deal, r: Rng, y: number, yearsOnly: boolean): { y: number; tax: ReturnType<typeof businessTax> } {
  y = heading(p, 'SECTION A \u2014 BUSINESS', y);
  lineField(p, 'Legal Name:', 'legal_name', d.legal, X0, y, W); y += LH;
  lineField(p, 'Trade Name (if any):', 'trade_name', d.operating ?? (r.chance(0.5) ? r.pick(['SAME', 'N/A']) : null), X0, y, 330);
  lineField(p, 'Structure:', 'structure', structure(d, r), X0 + 340, y, W - 340); y += LH;
  const tax = businessTax(d, r.pick(['spaced', 'nine'] as const));
  p.text('Business No.', X0, y + 4, { size: 8 });
  options(p, 'tax_kind', [{ label: 'BN', on: tax.type === 'BN' }, { label: 'SIN (no BN)', on: tax.type === 'SIN' }], X0 + 50, y + 4, { size: 7.5, gap: 6 });
  lineField(p, '#', 'business_no', tax.text, X0 + 140, y, 150);
  const hst = gstText(d);
  lineField(p, 'HST No.:', 'hst_no', hst, X0 + 300, y, W - 300, { decoy: hst !== null && hst.replace(/\s/g, '') !== tax.value }); y += LH;
  const years = d.signed.y - d.start.y - (d.signed.m < d.start.m ? 1 : 0);
  lineField(p, 'Date Started (Month DD, YYYY):', 'date_started', yearsOnly ? null : fmtDate(d.start, 'long-en'), X0, y, 270);
  lineField(p, 'Years in Business:', 'years_in_business', String(years), X0 + 280, y, 110);
  lineField(p, 'Registry ID:', 'registry_id', d.prov === 'NS' ? d.incNumber : null, X0 + 400, y, W - 400, { decoy: true }); y += LH;
  lineField(p, 'Street Address:', 'street_address', [d.address.unit, d.address.street].filter(Boolean).join(', '), X0, y, W); y += LH;
  lineField(p, 'City / Town:', 'city', d.address.city, X0, y, 190);
  lineField(p, 'Province:', 'province', r.pick(PROVINCE[d.prov] ?? [d.prov]), X0 + 200, y, 190);
  lineField(p, 'Postal Code:', 'postal_code', d.address.postal, X0 + 400, y, W - 400); y += LH;
  lineField(p, 'Phone:', 'phone', d.phone, X0, y, 190);
  lineField(p, 'E-mail:', 'email', d.email, X0 + 200, y, W - 200); y += LH;
  lineField(p, 'Type of Business:', 'type_of_business', d.industry.en, X0, y, 330);
  lineField(p, '# Employees:', 'employees', String(d.employees), X0 + 340, y, W - 340); y += LH;
  p.text('Premises:', X0, y + 4, { size: 8 });
  options(p, 'premises', [{ label: 'Own', on: !d.rent }, { label: 'Rent', on: d.rent }], X0 + 40, y + 4, { size: 7.5 });
  const l = d.rent ? d.landlord : null;
  lineField(p, 'Landlord:', 'landlord', l?.name ?? null, X0 + 120, y, 210, { decoy: true });
  lineField(p, 'Rent/mo.:', 'rent', l ? moneyFor(p, l.rent, 'en-whole') : null, X0 + 340, y, W - 340, { decoy: true });
  return { y: y + LH + 4, tax };
}

function request(p: Paper, d: Deal, y: number): number {
  y = heading(p, 'SECTION B \u2014 REQUEST', y);
  lineField(p, 'Amount Requested: ', 'amount_requested', moneyFor(p, d.amount, 'en-whole'), X0, y, 200);
  lineField(p, 'Purpose:', 'purpose', d.use.en, X0 + 210, y, W - 210); y += LH;
  lineField(p, 'Avg. Monthly Gross Sales:', 'monthly_gross', moneyFor(p, d.monthlySales, 'en-whole'), X0, y, 250, { decoy: true });
  lineField(p, 'Avg. Daily Bank Balance:', 'daily_balance', moneyFor(p, Math.round(d.monthlySales * 0.18), 'en-whole'), X0 + 260, y, W - 260, { decoy: true }); y += LH;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    lineField(p, `Current Advance ${i + 1} \u2014 Funder:`, `advance_${i + 1}_funder`, a?.funder ?? (i === 0 && !d.advances.length ? 'None' : null), X0, y, 250, { decoy: a !== undefined });
    lineField(p, 'Balance:', `advance_${i + 1}_balance`, a ? moneyFor(p, a.balance, 'en') : null, X0 + 260, y, 130, { decoy: true });
    lineField(p, 'Pmt:', `advance_${i + 1}_payment`, a ? moneyFor(p, a.payment, 'en') : null, X0 + 400, y, W - 400, { decoy: true }); y += LH;
  }
  return y + 4;
}

function principal(p: Paper, o: Owner | undefined, i: number, y: number, prov: string): number {
  const n = i + 1, tax = o ? ownerTax(o, false, '-') : null;
  lineField(p, `${n}. Name:`, `principal_${n}_name`, o ? fullName(o, false) : null, X0, y, 250);
  lineField(p, 'Title:', `principal_${n}_title`, o?.title ?? null, X0 + 260, y, 150);
  lineField(p, '% Owned:', `principal_${n}_owned`, o ? `${o.pct}%` : null, X0 + 420, y, W - 420); y += LH;
  lineField(p, 'SIN:', `principal_${n}_sin`, tax?.text ?? null, X0 + 12, y, 140);
  lineField(p, 'DOB (DD/MM/YYYY):', `principal_${n}_dob`, o ? fmtDate(o.dob, 'dmy') : null, X0 + 160, y, 160);
  lineField(p, 'Credit Score (approx.):', `principal_${n}_credit`, o?.credit != null ? String(o.credit) : null, X0 + 330, y, W - 330); y += LH;
  const h = o?.home;
  lineField(p, 'Home Address:', `principal_${n}_home`, h ? `${h.street}, ${h.city}, ${h.prov} ${h.postal}` : null, X0 + 12, y, W - 12, { decoy: h !== undefined && h.prov !== prov });
  return y + LH + 3;
}

function office(p: Paper, d: Deal, y: number): number {
  y = heading(p, 'SECTION D \u2014 BANKING', y);
  lineField(p, 'Bank:', 'bank', d.bank.name, X0, y, 180);
  lineField(p, 'Transit:', 'transit', d.bank.transit, X0 + 190, y, 100, { decoy: true });
  lineField(p, 'Inst.:', 'institution', d.bank.inst, X0 + 300, y, 60, { decoy: true });
  lineField(p, 'Acct.:', 'account', d.bank.account, X0 + 370, y, W - 370, { decoy: true }); y += LH + 6;
  p.doc.save().lineWidth(0.6).dash(2, { space: 2 }).rect(X0, y, W, 40).stroke().undash().restore();
  p.text('FOR OFFICE USE ONLY', X0 + 6, y + 3, { size: 7, font: 'Times-Bold' });
  lineField(p, 'Account Rep:', 'office_rep', d.iso.rep, X0 + 6, y + 12, 200, { decoy: true });
  lineField(p, 'Submitted to:', 'office_submitted_to', d.advances.length ? 'Capitaux Fleuve Inc.' : 'Northern Lights Capital', X0 + 216, y + 12, 200, { decoy: true });
  lineField(p, 'Rep BN:', 'office_rep_bn', d.iso.bn, X0 + 6, y + 25, 200, { decoy: true });
  lineField(p, 'Rep phone:', 'office_rep_phone', d.iso.phone, X0 + 216, y + 25, 200, { decoy: true });
  return y + 46;
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  p.labelFont = 'Times-Roman';
  p.typedFont = 'Courier';
  header(p);
  const yearsOnly = r.chance(0.3);
  const { y: y1, tax } = business(p, d, r, 104, yearsOnly);
  let y = heading(p, 'SECTION C \u2014 PRINCIPALS (owners of 20% or more)', request(p, d, y1));
  for (let i = 0; i < Math.max(2, d.owners.length); i++) y = principal(p, d.owners[i], i, y, d.prov);
  y = office(p, d, y + 2);
  y = fine(p, 'The undersigned certify that the above is true and correct and authorize Atlantic Harbour Merchant Services Ltd. and the funders to whom it submits '
    + 'this application to obtain credit reports, verify bank records and share this information for the purpose of arranging financing, in accordance with PIPEDA.',
  X0, y, W, 6.5) + 10;
  d.owners.forEach((_o, i) => {
    const x = X0 + (i % 2) * 265, yy = y + Math.floor(i / 2) * 28;
    p.doc.save().lineWidth(0.5).moveTo(x, yy + 15).lineTo(x + 160, yy + 15).moveTo(x + 168, yy + 15).lineTo(x + 250, yy + 15).stroke().restore();
    p.signature(x + 6, yy + 11, 130);
    p.value(`date_signed_${i + 1}`, fmtDate(d.signed, 'long-en'), x + 168, yy + 1, 82, 14, { size: 7, decoy: true });
    p.text(`Signature \u2014 Principal ${i + 1}`, x, yy + 17, { size: 6.5 }); p.text('Date', x + 168, yy + 17, { size: 6.5 });
  });
  return truthOf(d, { tax, payment: false, start: !yearsOnly, credit: true, role: (o) => o.title, ownerTax: (o) => ownerTax(o, false) });
}

export const ATLANTIC: Layout = {
  name: 'atlantic-harbour',
  profile: { provinces: [['NS', 0.45], ['NB', 0.25], ['PE', 0.1], ['NL', 0.2]], french: 0.15, ssn: 0,
    entities: [['corp', 0.45], ['numbered', 0.15], ['sole', 0.25], ['gp', 0.08], ['lp', 0.02], ['ulc', 0.05]] },
  mark: 'X',
  draw,
};
