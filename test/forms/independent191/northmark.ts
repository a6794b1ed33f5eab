// Northmark Funding Group (Canada): a bilingual submission cover sheet (a shaded two-column table and an enclosures
// checklist), a one-page application of run-in underlined blanks with English / French labels, an owners table with
// separate first and last names and an optional SIN, a consent page (PIPEDA) repeating the name, O/A and BN in its
// blanks, and a signature page with a witness.
import * as F from './fields.ts';
import { blank, dbaText, decoy, give, habits, makeBroker, street, type Ctx, type Habits, type Layout } from './common.ts';
import { columns, flow } from './flow.ts';
import { fmtDate, fmtMoney, fmtName, fmtPct, fmtTaxId, type DateStyle, type IdStyle } from './formats.ts';
import { guaranty, pipeda, someClauses } from './legal.ts';
import { FIRST_CA, LAST_CA, PROVINCE_NAMES, USES } from './pools.ts';

const TEAL = '#0f6e6e';
const LABEL = { font: 'Helvetica', size: 7 };

function heading(c: Ctx, en: string, fr: string, y: number): void {
  c.s.text(en, 36, y, { font: 'Helvetica-Bold', size: 9, color: TEAL });
  c.s.text(fr, 36 + c.s.width(en, 'Helvetica-Bold', 9) + 6, y + 1.5, { font: 'Helvetica-Oblique', size: 7, color: TEAL });
  c.s.line(36, y + 12, 576, y + 12, { width: 1, color: TEAL });
}

function masthead(c: Ctx, right: string): void {
  c.s.rect(36, 28, 18, 18, { fill: TEAL });
  c.s.text('N', 40.5, 31, { font: 'Helvetica-Bold', size: 14, color: '#ffffff' });
  c.s.text('NORTHMARK', 60, 28, { font: 'Helvetica-Bold', size: 13, color: TEAL });
  c.s.text('FUNDING GROUP', 60, 43, { size: 6.5, color: TEAL });
  c.s.text(right, 300, 32, { font: 'Helvetica-Bold', size: 9, width: 276, align: 'right' });
}

function cover(c: Ctx, h: Habits): void {
  const { s, d, b, r } = c;
  s.newPage();
  masthead(c, 'SUBMISSION COVER SHEET\nBORDEREAU DE SOUMISSION');
  s.text(`${b.street}  |  ${b.phone}  |  ${b.email}`, 36, 62, { size: 7, color: '#555555' });
  const merchant = d.dba ?? d.legal;
  const amt = fmtMoney(d.amount, h.money);
  const province = r.chance(0.5) ? PROVINCE_NAMES[d.address.region]! : d.address.region;
  const rows: [string, string, string, ReturnType<typeof give>][] = [
    ['Submission No. / N° de soumission', b.dealNo, 'deal_number', decoy],
    ['Date', fmtDate(d.date, 'iso'), 'cover_date', decoy],
    ['Submitted to / Soumis à', b.funder, 'funder', decoy],
    ['Agent', fmtName(d.rep, 'fl'), 'iso_rep', decoy],
    ['Agent direct line / Ligne directe', b.phone, 'rep_phone', decoy],
    ['Merchant (O/A) / Marchand', merchant, 'cover_merchant', give(d.dba ? F.dba(d, d.dba) : F.legal(d.legal))],
    ['Province', province, 'cover_province', give(F.region(province, 'CA'))],
    ['Amount requested / Montant demandé', r.chance(0.8) ? amt : '', 'cover_amount', give(F.amount(amt))],
    ['Existing positions / Avances en cours', d.positions.length ? `${d.positions.length} - ${d.positions.map((p) => p.funder).join(', ')}` : 'None declared',
      'cover_positions', decoy],
  ];
  rows.forEach(([label, value, key, to], i) => {
    const y = 90 + i * 22;
    s.rect(36, y, 200, 22, { fill: '#e6f1f1', stroke: '#9cc3c3' });
    s.rect(236, y, 340, 22, { stroke: '#9cc3c3' });
    s.text(label, 42, y + 7.5, { size: 7.5 });
    s.fill(key, value, 244, y + 6, 325, { by: 'broker', size: 10, ...to });
  });
  s.text('Enclosures / Pièces jointes', 36, 302, { font: 'Helvetica-Bold', size: 8.5, color: TEAL });
  const docs = ['Application', 'Bank statements (4 mo.)', 'Void cheque', "Driver's licence", 'Articles of incorporation'];
  s.boxes('enclosures', docs, docs.filter((_, i) => i < 3 || r.chance(0.5)), 36, 318, { by: 'broker', ...decoy, size: 8, fontSize: 8, gap: 16 });
  s.text('Notes', 36, 346, { font: 'Helvetica-Bold', size: 8.5, color: TEAL });
  s.rect(36, 358, 540, 90, { stroke: '#9cc3c3' });
  s.fill('cover_note_bank', `Deposits at ${d.bank.name}; avg. monthly ${fmtMoney(d.monthlySales, 'dollars')}.`, 44, 366, 520, { by: 'broker', ...decoy, size: 9 });
  s.fill('cover_note', r.pick(['Clean file, no NSFs last 60 days.', 'Merchant prefers weekly remittance if possible.', 'Seasonal business - slower in Q1.']),
    44, 382, 520, { by: 'broker', ...decoy, size: 9 });
  s.text('This transmission is intended only for the addressee and may contain personal information protected under PIPEDA. If received in error, notify the sender and destroy all copies. / Cette transmission est destinée uniquement au destinataire.',
    36, 720, { size: 6.5, width: 540, color: '#555555' });
}

function application(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  s.newPage();
  masthead(c, 'MERCHANT FUNDING APPLICATION\nDEMANDE DE FINANCEMENT');
  const f = (label: string, x: number, y: number, w: number, key: string, text: string, to: ReturnType<typeof give>) =>
    blank(c, label, x, y, w, { ...LABEL, value: text ? { key, text, to } : undefined });
  heading(c, 'BUSINESS', 'Entreprise', 62);
  f('Legal Name / Dénomination sociale', 36, 84, 540, 'legal_name', d.legal, give(F.legal(d.legal)));
  const dba = dbaText(d, h);
  f('Operating Name (O/A) / Nom commercial', 36, 102, 540, 'dba', dba, give(F.dba(d, dba)));
  const bn = fmtTaxId(d.taxId, r.pick(['spaced', 'spaced', 'bare'] as const));
  f('Business Number (BN) / NE', 36, 120, 270, 'tax_id', bn, give(F.taxId(d.taxId, bn)));
  const juris = r.chance(0.5) ? 'Federal (CBCA)' : PROVINCE_NAMES[d.incRegion]!;
  f('Jurisdiction of incorporation', 316, 120, 260, 'jurisdiction', d.entity === 'ca_corporation' ? juris : '', decoy);
  s.text('Entity / Forme juridique:', 36, 139, LABEL);
  const entityLabel = { ca_corporation: 'Corporation', sole_proprietorship: 'Sole Proprietorship', general_partnership: 'Partnership' }[d.entity] ?? null;
  s.boxes('entity', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], entityLabel, 130, 138,
    { ...give(entityLabel ? F.entity(entityLabel, 'CA') : null), size: 8, fontSize: 7.5, gap: 18 });
  const startStyle = r.pick(['dmy', 'dmy', 'iso', 'dmonth'] as const satisfies readonly DateStyle[]);
  f('Date of incorporation / start (DD/MM/YYYY)', 36, 156, 270, 'start_date', r.chance(0.85) ? fmtDate(d.start, startStyle) : '', give(F.start(d.start)));
  f('Industry / Secteur', 316, 156, 260, 'industry', d.line.text, give(F.industry(d.line.text)));
  const a = d.address;
  f('Street address / Adresse', 36, 174, 540, 'street', street(a), decoy);
  f('City / Ville', 36, 192, 190, 'city', a.city, decoy);
  const prov = r.chance(0.6) ? a.region : PROVINCE_NAMES[a.region]!;
  f('Province', 236, 192, 150, 'province', prov, give(F.region(prov, 'CA')));
  f('Postal code / Code postal', 396, 192, 180, 'postal', a.postal, decoy);
  f('Phone / Tél.', 36, 210, 170, 'business_phone', d.phone, decoy);
  f('E-mail / Courriel', 216, 210, 200, 'business_email', d.email, decoy);
  f('Web', 426, 210, 150, 'website', d.website ?? '', decoy);
  s.text('Premises / Locaux:', 36, 229, LABEL);
  s.boxes('premises', ['Owned', 'Leased'], d.landlord ? 'Leased' : 'Owned', 110, 228, { ...decoy, size: 8, fontSize: 7.5, gap: 10 });
  f('Landlord / Propriétaire', 236, 228, 200, 'landlord', d.landlord?.name ?? '', decoy);
  f('Rent / Loyer', 446, 228, 130, 'rent', d.landlord ? fmtMoney(d.landlord.rent, 'dollars') : '', decoy);

  heading(c, 'FUNDING REQUEST', 'Demande de financement', 254);
  const amt = fmtMoney(d.amount, h.money);
  f('Amount requested / Montant demandé', 36, 276, 270, 'amount', amt, give(F.amount(amt)));
  f('Use of funds / Utilisation', 316, 276, 260, 'use', r.pick(USES), decoy);
  f('Avg. monthly deposits', 36, 294, 270, 'monthly_sales', fmtMoney(d.monthlySales, 'cad'), decoy);
  f('Annual revenue / Revenu annuel', 316, 294, 260, 'annual_sales', fmtMoney(d.annualRevenue, 'cad'), decoy);
  s.text('Preferred remittance / Fréquence:', 36, 313, LABEL);
  const freq = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[d.frequency];
  s.boxes('frequency', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], r.chance(0.6) ? freq : null, 160, 312,
    { ...give(F.frequency(d.frequency)), size: 8, fontSize: 7.5, gap: 14 });
  const terms = r.chance(0.35);
  const pay = fmtMoney(d.payment, r.pick(['cad', 'dollars'] as const));
  f('Target payment / Versement visé', 36, 330, 270, 'payment', terms ? pay : '', give(F.payment(pay)));
  f('No. of payments / Nombre de versements', 316, 330, 260, 'payments', terms || r.chance(0.2) ? String(d.payments) : '', give(F.payments(d.payments)));
  owners(c, h);
  heading(c, 'BANKING', 'Renseignements bancaires', 486);
  const [transit, inst] = d.bank.routing.split('-') as [string, string];
  f('Institution', 36, 508, 170, 'bank', d.bank.name, decoy);
  f('Transit', 216, 508, 110, 'transit', transit, decoy);
  f('Inst. No.', 336, 508, 80, 'institution', inst, decoy);
  f('Account / Compte', 426, 508, 150, 'account', d.bank.account, decoy);
  d.positions.slice(0, 2).forEach((p, i) => {
    f('Existing advance / lender', 36, 528 + i * 18, 300, `position_${i}_funder`, p.funder, decoy);
    f('Balance / Solde', 346, 528 + i * 18, 230, `position_${i}_balance`, fmtMoney(p.balance, 'cad'), decoy);
  });
}

function owners(c: Ctx, h: Habits): void {
  const { s, d, r } = c;
  heading(c, 'OWNERS (20% +)', 'Propriétaires', 354);
  const cols: [string, number][] = [['First name / Prénom', 88], ['Last name / Nom', 96], ['Title / Titre', 70], ['%', 34],
    ['SIN / NAS (optional)', 86], ['Date of birth (DD/MM/YYYY)', 86], ['Home city / Ville', 80]];
  let x = 36;
  const xs = cols.map(([label, w]) => { s.rect(x, 372, w, 14, { fill: '#e6f1f1', stroke: '#9cc3c3' }); s.text(label, x + 2, 376, { size: 5.8 }); x += w; return x - w; });
  const dobStyle = r.pick(['dmy', 'dmy', 'iso'] as const);
  const sinStyle: IdStyle | 'none' = r.chance(0.3) ? 'none' : h.id;
  for (let i = 0; i < 3; i++) {
    const y = 386 + i * 20, o = d.owners[i];
    cols.forEach(([, w], k) => s.rect(xs[k]!, y, w, 20, { stroke: '#9cc3c3' }));
    if (!o) continue;
    const cell = (k: number, key: string, text: string, to: ReturnType<typeof give>) => s.fill(`owner${i + 1}_${key}`, text, xs[k]! + 3, y + 6, cols[k]![1] - 6, { ...to, size: 8.5 });
    cell(0, 'first', o.middle && r.chance(0.3) ? `${o.first} ${o.middle}.` : o.first, give(F.firstName(i, o)));
    cell(1, 'last', o.last, give(F.lastName(i, o)));
    cell(2, 'title', o.title, give(F.role(i, o.title)));
    cell(3, 'ownership', fmtPct(o.ownership, h.pct), give(F.ownership(i, o.ownership)));
    if (sinStyle !== 'none') cell(4, 'sin', fmtTaxId(o.id, sinStyle), give(F.personalId(i, o.id, sinStyle)));
    if (h.dob !== 'none') cell(5, 'dob', h.dob === 'masked' ? `XX/XX/${o.dob.slice(0, 4)}` : fmtDate(o.dob, dobStyle), give(h.dob === 'masked' ? null : F.dob(i, o.dob)));
    cell(6, 'home', `${o.home.city}, ${o.home.region}`, decoy);
  }
  s.text('SIN is optional and used only to identify you with the credit bureau. / Le NAS est facultatif.', 36, 450, { size: 6.5, color: '#555555' });
  s.text('Each owner listed must sign page 4. Use an additional sheet for more than three owners.', 36, 460, { size: 6.5, color: '#555555' });
}

function consent(c: Ctx, h: Habits): void {
  const { s, d, b, r } = c;
  s.newPage();
  masthead(c, 'CONSENT & DISCLOSURE\nCONSENTEMENT ET DIVULGATION');
  const dba = dbaText(d, h) || 'N/A';
  const bn = fmtTaxId(d.taxId, 'spaced');
  const printBn = r.chance(0.5);
  const y = flow(s, ['The Applicant,', { key: 'terms_legal_name', value: d.legal, min: 150, ...give(F.legal(d.legal)) },
    ', carrying on business as', { key: 'terms_dba', value: dba, min: 110, ...give(F.dba(d, dba)) },
    ', Business Number', { key: 'terms_bn', value: printBn ? bn : '', min: 100, ...give(F.taxId(d.taxId, bn)) },
    '(the "Merchant"), requests that Northmark Funding Group ("Northmark") present this application to one or more funding sources, and acknowledges that Northmark is licensed as a broker under no. ',
    { key: 'terms_licence', value: `FSRA-${r.int(10000, 99999)}`, min: 60, by: 'broker', ...decoy },
    'and may receive a fee from the funding source of up to', { key: 'terms_fee', value: fmtMoney(r.int(15, 60) * 100, 'cad'), min: 60, by: 'broker', ...decoy },
    'upon funding.'], 36, 70, 540, { font: 'Helvetica', size: 8, lineGap: 3 });
  s.text('CONSENT UNDER PIPEDA', 36, y + 10, { font: 'Helvetica-Bold', size: 8, color: TEAL });
  const y2 = columns(s, [pipeda(b.name)], 36, y + 24, 540, 1, 740, { font: 'Helvetica', size: 7 });
  columns(s, someClauses(r, b.name, true, 10), 36, y2 + 8, 540, 2, 750, { font: 'Helvetica', size: 6.3 });
}

function signatures(c: Ctx): void {
  const { s, d, b, r } = c;
  s.newPage();
  masthead(c, 'SIGNATURES\nGARANTIE PERSONNELLE');
  let y = columns(s, [guaranty(b.name)], 36, 64, 540, 1, 260, { font: 'Helvetica', size: 7 }) + 14;
  for (const [i, o] of d.owners.entries()) {
    s.rect(36, y, 540, 58, { stroke: '#9cc3c3' });
    s.text(`Owner ${i + 1} / Propriétaire ${i + 1}`, 42, y + 5, { font: 'Helvetica-Bold', size: 7.5, color: TEAL });
    s.signature(50, y + 36, 150);
    s.line(42, y + 44, 220, y + 44, { width: 0.5 });
    s.text('Signature', 42, y + 47, { size: 6 });
    const nm = fmtName(o, r.pick(['fl', 'fml'] as const));
    blank(c, 'Name / Nom', 236, y + 18, 190, { ...LABEL, value: { key: `sign${i + 1}_name`, text: nm, to: give(F.name(i, o)) } });
    blank(c, 'Title / Titre', 436, y + 18, 134, { ...LABEL, value: { key: `sign${i + 1}_title`, text: o.title, to: give(F.role(i, o.title)) } });
    blank(c, 'Date', 236, y + 38, 150, { ...LABEL, value: { key: `sign${i + 1}_date`, text: fmtDate(d.date, 'dmy'), to: decoy } });
    y += 66;
  }
  const witness = { first: r.pick(FIRST_CA), middle: null, last: r.pick(LAST_CA.filter((l) => !d.owners.some((o) => o.last === l))), credential: null };
  s.text('Witness / Témoin', 36, y + 6, { font: 'Helvetica-Bold', size: 7.5, color: TEAL });
  blank(c, 'Name / Nom', 36, y + 22, 250, { ...LABEL, value: { key: 'witness_name', text: fmtName(witness, 'fl'), to: decoy } });
  s.signature(330, y + 30, 120);
  s.line(310, y + 32, 576, y + 32, { width: 0.5 });
}

export const NORTHMARK: Layout = {
  name: 'northmark',
  broker: 'Northmark Funding Group',
  country: 'CA',
  maxOwners: 3,
  typedFont: 'Helvetica',
  typedSize: 9,
  fieldName: (key) => key,
  onState: () => 'Yes',
  makeBroker: (r) => makeBroker(r, 'Northmark Funding Group', 'northmarkfunding.ca', '200 Bay St, Suite 2410, Toronto, ON M5J 2J2',
    `NM-2025-${String(r.int(1, 99999)).padStart(5, '0')}`),
  draw(c: Ctx): void {
    const h = habits(c.r, c.d, { names: ['fl'], dates: ['dmy', 'iso', 'dmonth'], money: ['cad', 'cadFront', 'frCa', 'dollars'], maskRate: 0 });
    cover(c, h);
    application(c, h);
    consent(c, h);
    signatures(c);
  },
};
