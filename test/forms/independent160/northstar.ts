// Layout 3, Northstar Prairie Capital (a funder lending on both sides of the border): a 3-4 page form, bilingual
// (English / French) for Canadian merchants. Entity and payment frequency are checkbox rows; the business number is
// printed with its program account, bare under a BN label, or bare beside a checked `BN / SIN` box; the request
// carries amount, payment, number of payments and frequency; owners sit in one table (SIN or SSN, often masked);
// the header repeats `Applicant / Demandeur: <legal name>` with the page number.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_CA, AUTH_US, bizTax, F, money, ownerName, ownerTax, positions, premises, references, signatures, type NameStyle } from './common.ts';
import { fmtDate, fmtMoney, type DateStyle } from './fmt.ts';
import { makeMerchant, type Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './layout.ts';

const RED = '#8c1d18';
const X = 36, W = 540;
const CA_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietorship', 'sole_proprietorship'], ['Other / Autre:', '']];
const US_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
  ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation'], ['Other:', '']];
const FREQ: [string, Merchant['freq']][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']];

const lbl = (ca: boolean, en: string, fr: string): string => (ca ? `${en} / ${fr}` : en);

function bar(s: Sheet, y: number, t: string): number {
  s.bar(X, y, W, t, RED, 12);
  return y + 15;
}

function page1(s: Sheet, m: Merchant, rng: Rng, ca: boolean): void {
  s.text(X, 24, 'NORTHSTAR PRAIRIE CAPITAL', { size: 16, bold: true, color: RED });
  s.text(X, 42, lbl(ca, 'Revenue-Based Funding Application', 'Demande de financement'), { size: 8.5, color: '#333' });
  s.printed(X, 42, 'Suite 900, 330 5 Ave SW, Calgary, AB T2P 0L4', { key: 'decoy.funder.address' }, { size: 6.5, right: W, color: '#555' });
  let y = bar(s, 62, lbl(ca, '1. BUSINESS', 'ENTREPRISE'));
  s.cell(X, y, 300, 24, lbl(ca, 'Legal name', 'Dénomination sociale'), m.legal, { key: 'legal_name', fields: F.legal(m) });
  s.cell(X + 300, y, 240, 24, ca ? 'Operating name (O/A) / Nom commercial' : 'DBA', m.dbaPrinted, { key: 'trade_name', fields: F.dba(m) });
  y += 28;
  const boxes = ca ? CA_BOXES : US_BOXES;
  s.text(X, y + 1, lbl(ca, 'Structure', 'Forme juridique'), { size: 7, bold: true });
  const idx = boxes.findIndex(([, id]) => id === m.entity.id);
  const xs = s.checks(X + (ca ? 110 : 50), y, boxes.map((b) => b[0]), idx >= 0 ? idx : boxes.length - 1, { key: 'entity', fields: F.entity(m) }, 'structure');
  const ox = xs[xs.length - 1]! + (ca ? 64 : 38);
  s.line(ox, y + 9, X + W, y + 9, 0.5, '#666');
  if (idx < 0) s.value(ox, y - 3, X + W - ox, 12, rng.pick(m.entity.texts), { key: 'entity_other', fields: F.entity(m) });
  y += 16;
  if (ca && rng.chance(0.4)) {
    const label = 'Tax number / Numéro fiscal';
    const f = { 'application.business_tax_id': m.tax, 'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' };
    s.cell(X, y, 130, 24, label, m.tax, { key: 'tax_id', fields: f, label });
    s.checks(X + 136, y + 9, ['BN', 'SIN'], 0, { key: 'tax_id_type_box', fields: { 'application.business_tax_id_type': 'BN' } }, 'taxtype');
  } else {
    const t = bizTax(rng, m, 0.07);
    s.cell(X, y, 200, 24, t.label, t.text, { key: 'tax_id', fields: t.fields, label: t.label });
  }
  s.cell(X + 220, y, 120, 24, lbl(ca, 'Date established', 'Date de création'), fmtDate(m.start, rng.pick<DateStyle>(ca ? ['iso', 'dlong', 'long'] : ['mdy', 'long', 'mdy2'])),
    { key: 'start_date', fields: F.start(m) });
  s.cell(X + 340, y, 200, 24, lbl(ca, 'Incorporated in', 'Constituée en'), m.incState, { key: 'decoy.inc_state' });
  y += 24;
  s.cell(X, y, 230, 24, lbl(ca, 'Street address', 'Adresse'), m.street, { key: 'decoy.street' });
  s.cell(X + 230, y, 110, 24, lbl(ca, 'City', 'Ville'), m.city.city, { key: 'decoy.city' });
  s.cell(X + 340, y, 80, 24, ca ? 'Province' : 'State', rng.chance(0.25) ? m.city.name : m.city.code, { key: 'state', fields: F.state(m) });
  s.cell(X + 420, y, 60, 24, ca ? 'Postal code' : 'ZIP', m.zip, { key: 'decoy.zip' });
  s.cell(X + 480, y, 60, 24, lbl(ca, 'Country', 'Pays'), ca ? 'Canada' : rng.pick(['USA', 'United States']), { key: 'country', fields: F.country(m) });
  y += 24;
  s.cell(X, y, 120, 24, lbl(ca, 'Phone', 'Téléphone'), m.phone, { key: 'decoy.biz.phone' });
  s.cell(X + 120, y, 180, 24, lbl(ca, 'E-mail', 'Courriel'), m.email, { key: 'decoy.biz.email' });
  s.cell(X + 300, y, 240, 24, lbl(ca, 'Nature of business', "Secteur d'activité"), m.industryText, { key: 'industry', fields: F.industry(m) });
  y += 24;
  s.cell(X, y, 180, 24, lbl(ca, 'Average monthly deposits', 'Dépôts mensuels'), fmtMoney(m.monthlySales, 'usd0'), { key: 'decoy.monthly_sales' });
  s.cell(X + 180, y, 180, 24, lbl(ca, 'Annual revenue', "Chiffre d'affaires"), fmtMoney(m.annualRevenue, 'usd0'), { key: 'decoy.annual_revenue' });
  s.cell(X + 360, y, 180, 24, lbl(ca, 'Employees', 'Employés'), `${m.employees} FT`, { key: 'decoy.employees' });
  y = bar(s, y + 34, lbl(ca, '2. FUNDING REQUEST', 'DEMANDE'));
  s.cell(X, y, 160, 24, lbl(ca, 'Amount requested', 'Montant demandé'), money(m.amount, m, rng), { key: 'amount', fields: F.amount(m) });
  s.cell(X + 160, y, 140, 24, lbl(ca, 'Proposed payment', 'Versement'), fmtMoney(m.payment, 'usd'), { key: 'payment', fields: F.payment(m) });
  s.cell(X + 300, y, 100, 24, lbl(ca, 'No. of payments', 'Nombre'), String(m.nPayments), { key: 'n_payments', fields: F.nPayments(m) });
  s.cell(X + 400, y, 140, 24, lbl(ca, 'Use of funds', 'Utilisation'), m.uses.map((u) => u[0]).join(', '), { key: 'decoy.use.text' });
  y += 30;
  s.text(X, y + 1, lbl(ca, 'Payment frequency', 'Fréquence'), { size: 7, bold: true });
  s.checks(X + (ca ? 130 : 80), y, FREQ.map((f) => f[0]), FREQ.findIndex((f) => f[1] === m.freq), { key: 'frequency', fields: F.freq(m) }, 'frequency',
    FREQ.find((f) => f[1] === m.freq)![0].replace(/[^A-Za-z]/g, ''));
}

function owners(s: Sheet, m: Merchant, rng: Rng, ca: boolean, y: number): number {
  y = bar(s, y, lbl(ca, '3. OWNERS AND GUARANTORS', 'PROPRIÉTAIRES'));
  const style: NameStyle = rng.chance(0.45) ? 'lf' : 'fl';
  const credit = rng.chance(0.5), dob = rng.pick<DateStyle>(ca ? ['iso', 'dlong'] : ['mdy', 'long']);
  const cols: [string, number][] = [[style === 'lf' ? 'Name (last, first)' : 'Full name', 150], [lbl(ca, 'Title', 'Titre'), 95], ['%', 40],
    [ca ? 'SIN / NAS' : 'SSN', 85], [lbl(ca, 'Birth date', 'Naissance'), 95], [lbl(ca, 'Credit score', 'Cote'), 75]];
  let cx = X;
  for (const [c, w] of cols) { s.rect(cx, y, w, 12, { fill: '#f1e4e3', stroke: '#777', width: 0.5 }); s.text(cx + 2, y + 3, c, { size: 6, bold: true }); cx += w; }
  y += 12;
  for (const [i, o] of m.owners.entries()) {
    const t = ownerTax(rng, i, o, 0.35);
    const vals: [string | null, string, Record<string, string | number | null>, string?][] = [
      [ownerName(o, style), 'name', F.name(i, o)], [o.title, 'title', F.role(i, o)], [`${o.pct}%`, 'pct', F.pct(i, o)],
      [t.text, 'tax_id', t.fields, t.label], [fmtDate(o.dob, dob), 'dob', F.dob(i, o)], [credit ? String(o.credit) : null, 'credit', F.credit(i, o)]];
    cx = X;
    for (const [c, [v, k, f, label]] of vals.entries()) {
      s.cell(cx, y, cols[c]![1], 18, '', v, { key: `owner.${i}.${k}`, fields: f, ...(label ? { label } : {}) });
      cx += cols[c]![1];
    }
    y += 18;
    s.cell(X, y, W, 18, '', o.home, { key: `decoy.owner.${i}.home` });
    s.text(X + W - 80, y + 6, lbl(ca, 'home address', 'domicile'), { size: 5.5, color: '#888' });
    y += 18;
  }
  return y + 8;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA';
  s.addPage();
  page1(s, m, rng, ca);
  s.addPage();
  let y = owners(s, m, rng, ca, 40);
  y = bar(s, y, lbl(ca, '4. PREMISES', 'LOCAUX'));
  y = premises(s, X, y, W, m, rng) + 4;
  y = bar(s, y, lbl(ca, '5. EXISTING FINANCING AND ADVANCES', 'FINANCEMENTS EN COURS'));
  positions(s, X, y, W, m, rng);
  s.addPage();
  y = bar(s, 40, lbl(ca, '6. BANKING AND TRADE REFERENCES', 'RÉFÉRENCES'));
  y = references(s, X, y, W, m, ca);
  y = bar(s, y + 4, lbl(ca, '7. REFERRING BROKER', 'COURTIER'));
  s.cell(X, y, 200, 22, 'Broker', m.iso.name, { key: 'decoy.iso.name' });
  s.cell(X + 200, y, 130, 22, 'Agent', m.iso.rep, { key: 'decoy.iso.rep' });
  s.cell(X + 330, y, 100, 22, lbl(ca, 'Broker tax no.', 'No fiscal'), m.iso.ein, { key: 'decoy.iso.ein' });
  s.cell(X + 430, y, 110, 22, 'Date', fmtDate(m.submitted, ca ? 'iso' : 'mdy'), { key: 'decoy.iso.date' });
  y += 30;
  if (m.owners.length > 2 || rng.chance(0.3)) { s.addPage(); y = 40; }
  y = bar(s, y, lbl(ca, '8. CONSENT AND SIGNATURES', 'CONSENTEMENT'));
  y = s.para(X, y + 2, W, ca ? AUTH_CA : AUTH_US, 6.8) + 8;
  signatures(s, X, y, W, m, 'fl', ca ? 'iso' : 'mdy');
  s.eachPage((p, n) => {
    const lw = s.text(X + 250, 12, lbl(ca, 'Applicant', 'Demandeur') + ':', { size: 6.5, color: '#444' });
    s.value(X + 253 + lw, 8, 180, 12, m.legal, { key: 'legal_name', fields: F.legal(m) });
    s.text(X, 12, `Page ${p} / ${n}`, { size: 6.5, right: W, color: '#444' });
    s.text(X, 772, `NPC-${ca ? 'CA' : 'US'}-04  |  Northstar Prairie Capital Corp.`, { size: 6, color: '#777' });
  });
}

export const NORTHSTAR: Layout = {
  name: 'northstar_prairie_bilingual',
  broker: 'Northstar Prairie Capital',
  font: 'Helvetica',
  merchant: (rng) => makeMerchant(rng, rng.chance(0.7) ? 'CA' : 'US', 4),
  draw,
};
