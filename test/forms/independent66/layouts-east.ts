// Two layouts of set 66: Maplegate Business Capital (Toronto, two pages, labels left of the line, dark section bars)
// and Fonds Fleur-de-Lys / Fleur-de-Lys Funding (Montréal, bilingual English/French labels above boxed fields).
import {
  AUTH_EN, amount, bn, dob, entity, gst, industry, legal, ownerName, pct, province, role, row, score, sin, start, trade, type Ctx,
} from './common.ts';
import type { DateFmt, MoneyFmt } from './data.ts';

function bar(c: Ctx, y: number, text: string): void {
  c.pen.rect(40, y, 532, 15, { fill: '#1f3b57', stroke: 'none' });
  c.pen.text(text, 46, y + 4, { font: 'Helvetica-Bold', size: 8.5, color: '#ffffff' });
}

function maplegateBusiness(c: Ctx, y: number): number {
  const { m, rng } = c;
  const f = rng.pick(['iso', 'long'] as const);
  bar(c, y, '1.  BUSINESS INFORMATION'); y += 38;
  row(c, y, [['Legal Business Name:', 'legal_name', legal(m), 532]]); y += 24;
  row(c, y, [['Operating Name (O/A):', 'operating_name', trade(rng, m), 532]]); y += 24;
  row(c, y, [['Business Number (BN):', 'bn', bn(m), 270], ['GST/HST Registration No.:', 'gst_hst', gst(m), 252]]); y += 24;
  row(c, y, [[`${m.address.prov.corpLabel}:`, 'corp_no', m.corpNo, 270], ['Jurisdiction of Incorporation:', 'jurisdiction', m.incorp, 252]]); y += 24;
  row(c, y, [['Type of Entity:', 'entity_type', entity(m), 200], ['Nature of Business:', 'nature_of_business', industry(m), 322]]); y += 24;
  row(c, y, [[f === 'iso' ? 'Date Business Started (YYYY-MM-DD):' : 'Date Business Started:', 'start_date', start(m, f), 300],
    ['No. of Employees:', 'employees', String(m.employees), 222]]); y += 24;
  row(c, y, [['Business Address:', 'street', m.address.street, 532]]); y += 24;
  row(c, y, [['City:', 'city', m.address.city, 200], ['Province:', 'province', province(m, rng.int(0, 2)), 150],
    ['Postal Code:', 'postal_code', m.address.postal, 162]]); y += 24;
  row(c, y, [['Business Phone:', 'phone', m.phone, 200], ['E-mail:', 'email', m.email, 322]]);
  return y + 14;
}

function maplegateMoney(c: Ctx, y: number): number {
  const { m, rng } = c;
  bar(c, y, '2.  FUNDING REQUEST'); y += 38;
  row(c, y, [['Amount Requested (CAD):', 'amount', amount(m, rng.pick<MoneyFmt>(['dollar', 'dollar_cents', 'plain'])), 250],
    ['Use of Funds:', 'use_of_funds', m.useOfFunds, 272]]); y += 24;
  row(c, y, [['Average Monthly Deposits:', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 250]]); y += 14;
  bar(c, y, '3.  PREMISES'); y += 38;
  const rent = rng.chance(0.8);
  c.pen.text('Premises:', 40, y - 9);
  c.pen.check('premises_own', 85, y - 10, 8, !rent, 'Own'); c.pen.text('Own', 96, y - 9);
  c.pen.check('premises_rent', 125, y - 10, 8, rent, 'Rent'); c.pen.text('Rent', 136, y - 9);
  row(c, y, [['Landlord / Property Manager:', 'landlord_name', rent ? m.landlord.name : '', 230], ['Landlord Phone:', 'landlord_phone', rent ? m.landlord.phone : '', 140]], { x: 170 });
  y += 24;
  row(c, y, [['Monthly Rent / Mortgage:', 'rent', `$${m.landlord.rent.toLocaleString('en-US')}`, 250]]); y += 14;
  bar(c, y, '4.  BUSINESS BANKING'); y += 38;
  row(c, y, [['Bank:', 'bank_name', m.bank.name, 200], ['Institution No.:', 'institution', m.bank.inst, 120], ['Transit No.:', 'transit', m.bank.transit, 192]]); y += 24;
  row(c, y, [['Account No.:', 'account', m.bank.account, 250], ['Accountant / Firm:', 'accountant', `${m.accountant.name}, ${m.accountant.firm}`, 272]]);
  return y;
}

function maplegateOwner(c: Ctx, y: number, i: number): number {
  const o = c.m.owners[i], rng = c.rng;
  c.pen.text(`OWNER / GUARANTOR ${i + 1}`, 40, y, { font: 'Helvetica-Bold', size: 9 }); y += 32;
  if (!o) { row(c, y, [['Full Name:', `o${i}_name`, '', 532]]); return y + 20; }
  const df: DateFmt = rng.pick(['dmy', 'iso']);
  row(c, y, [['Full Name:', `o${i}_name`, ownerName(o, i, 'first_last'), 300], ['Title:', `o${i}_title`, role(o, i), 222]]); y += 24;
  row(c, y, [['Ownership %:', `o${i}_pct`, pct(o, i, rng.chance(0.5)), 150], ['SIN:', `o${i}_sin`, sin(o, i, rng.int(0, 2)), 170],
    [df === 'dmy' ? 'Date of Birth (DD/MM/YYYY):' : 'Date of Birth (YYYY-MM-DD):', `o${i}_dob`, dob(o, i, df), 192]]); y += 24;
  row(c, y, [['Home Address:', `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.prov.code} ${o.home.postal}`, 532]]); y += 24;
  row(c, y, [['Cell:', `o${i}_cell`, o.cell, 170], ['E-mail:', `o${i}_email`, o.email, 200], ['Credit Score (est.):', `o${i}_score`, score(o, i), 142]]);
  return y + 26;
}

export async function maplegate(c: Ctx): Promise<void> {
  const p = c.pen;
  p.theme = { label: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 8, typed: 'Courier', typedSize: 10, rule: '#333333' };
  p.text('MAPLEGATE', 40, 36, { font: 'Helvetica-Bold', size: 22, color: '#1f3b57' });
  p.text('BUSINESS CAPITAL', 184, 45, { font: 'Helvetica', size: 11, color: '#1f3b57' });
  p.text('200 Bay Street, Suite 1200, Toronto, ON M5J 2J2  |  1-888-555-0142  |  apps@maplegate.ca', 40, 62, { size: 7.5, color: '#555555' });
  p.text('MERCHANT FUNDING APPLICATION', 380, 40, { font: 'Helvetica-Bold', size: 11 });
  maplegateMoney(c, maplegateBusiness(c, 80));
  p.text('Page 1 of 2', 520, 760, { size: 7 });
  p.addPage();
  bar(c, 40, '5.  OWNERS / GUARANTORS (all owners of 20% or more)');
  let y = 66;
  for (let i = 0; i < 2; i++) y = maplegateOwner(c, y, i);
  bar(c, y, '6.  AUTHORIZATION AND CONSENT'); y += 22;
  p.text(AUTH_EN, 40, y, { size: 7.5, width: 532 }); y += 60;
  for (let i = 0; i < 2; i++) {
    p.hline(40 + i * 280, 290 + i * 280, y + 30);
    p.text(`Signature of Owner ${i + 1}`, 40 + i * 280, y + 33, { size: 7 });
    p.hline(40 + i * 280, 290 + i * 280, y + 62);
    p.text('Date', 40 + i * 280, y + 65, { size: 7 });
  }
  p.text('Broker use only - ISO: Maplegate Business Capital, agent A. Kellerman, ext. 214', 40, 740, { size: 7, color: '#555555' });
  p.text('Page 2 of 2', 520, 760, { size: 7 });
}

/** A bilingual boxed field: the French label after the English one, both above the box's line. */
function bi(c: Ctx, y: number, cells: readonly [string, string, string, Parameters<typeof row>[2][number][2], number][], x = 40): void {
  row(c, y, cells.map(([en, fr, key, v, w]) => [`${en} / ${fr}`, key, v, w] as const), { x, place: 'inside', gap: 0 });
}

function fleurBusiness(c: Ctx, y: number): number {
  const { m, rng } = c;
  const df = rng.pick(['iso', 'dmy'] as const);
  const sec = (t: string) => { c.pen.rect(40, y, 532, 14, { fill: '#e4e9f2', stroke: 'none' }); c.pen.text(t, 44, y + 3.5, { font: 'Times-Bold', size: 9 }); y += 40; };
  sec('A. ENTREPRISE / BUSINESS');
  bi(c, y, [['Legal Name', 'Dénomination sociale', 'legal_name', legal(m), 300], ['Operating Name', 'Nom d\'exploitation', 'operating_name', trade(rng, m), 232]]); y += 24;
  bi(c, y, [['Business Number (BN)', 'Numéro d\'entreprise (NE)', 'bn', bn(m), 190], ['NEQ', 'NEQ', 'neq', m.address.prov.code === 'QC' ? m.corpNo : '', 110],
    ['GST/HST', 'TPS/TVH', 'gst_hst', gst(m), 232]]); y += 24;
  bi(c, y, [['Legal Form', 'Forme juridique', 'entity_type', entity(m), 190],
    ['Activity', 'Secteur d\'activité', 'industry', industry(m), 190],
    [df === 'iso' ? 'Start Date (YYYY-MM-DD)' : 'Start Date (DD/MM/YYYY)', df === 'iso' ? 'Date de début (AAAA-MM-JJ)' : 'Date de début (JJ/MM/AAAA)', 'start_date', start(m, df), 152]]); y += 24;
  bi(c, y, [['Address', 'Adresse', 'street', m.address.street, 230], ['City', 'Ville', 'city', m.address.city, 120],
    ['Province', 'Province', 'province', province(m, rng.int(0, 2)), 92], ['Postal Code', 'Code postal', 'postal_code', m.address.postal, 90]]); y += 24;
  bi(c, y, [['Telephone', 'Téléphone', 'phone', m.phone, 150], ['E-mail', 'Courriel', 'email', m.email, 200], ['Website', 'Site Web', 'website', m.website ?? '', 182]]); y += 16;
  sec('B. FINANCEMENT DEMANDÉ / FUNDING REQUESTED');
  bi(c, y, [['Amount Requested', 'Montant demandé', 'amount', amount(m, rng.pick<MoneyFmt>(['french', 'cad_suffix', 'dollar'])), 180],
    ['Use of Funds', 'Utilisation des fonds', 'use_of_funds', m.useOfFunds, 200], ['Monthly Sales', 'Ventes mensuelles', 'monthly_sales', `${m.monthlySales.toLocaleString('fr-CA').replace(/\s/g, ' ')} $`, 152]]);
  y += 16;
  sec('C. INSTITUTION FINANCIÈRE / BANKING');
  bi(c, y, [['Bank', 'Banque', 'bank_name', m.bank.name, 170], ['Institution No.', 'No d\'institution', 'institution', m.bank.inst, 100],
    ['Transit No.', 'No de transit', 'transit', m.bank.transit, 100], ['Account No.', 'No de compte', 'account', m.bank.account, 162]]);
  return y + 16;
}

function fleurOwner(c: Ctx, y: number, i: number): number {
  const o = c.m.owners[i], rng = c.rng;
  if (!o) return y;
  c.pen.text(`Propriétaire ${i + 1} / Owner ${i + 1}`, 40, y, { font: 'Times-Italic', size: 9 }); y += 36;
  bi(c, y, [['Name', 'Nom', `o${i}_name`, ownerName(o, i, 'first_last'), 220], ['Title', 'Fonction', `o${i}_title`, role(o, i), 130],
    ['Ownership %', '% de propriété', `o${i}_pct`, pct(o, i, true), 80], ['Credit Score', 'Cote de crédit', `o${i}_score`, score(o, i), 102]]); y += 24;
  bi(c, y, [['SIN', 'NAS', `o${i}_sin`, sin(o, i, rng.int(0, 2)), 130], ['Date of Birth (YYYY-MM-DD)', 'Date de naissance (AAAA-MM-JJ)', `o${i}_dob`, dob(o, i, 'iso'), 150],
    ['Home Address', 'Adresse domicile', `o${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.prov.code}`, 252]]);
  return y + 16;
}

export async function fleurDeLys(c: Ctx): Promise<void> {
  const p = c.pen;
  p.theme = { label: 'Times-Roman', bold: 'Times-Bold', labelSize: 8, typed: 'Helvetica', typedSize: 9.5, rule: '#2c3e66' };
  p.text('Fonds Fleur-de-Lys  ·  Fleur-de-Lys Funding', 40, 34, { font: 'Times-Bold', size: 16, color: '#2c3e66' });
  p.text('Demande de financement d\'entreprise / Business Financing Application', 40, 54, { font: 'Times-Italic', size: 10 });
  p.text('1250, boul. René-Lévesque O., bureau 2200, Montréal (Québec) H3B 4W8  ·  514-555-0199  ·  dossiers@fleurdelys-fonds.ca', 40, 68, { size: 7 });
  let y = fleurBusiness(c, 84);
  c.pen.rect(40, y, 532, 14, { fill: '#e4e9f2', stroke: 'none' });
  p.text('D. PROPRIÉTAIRES / OWNERS', 44, y + 3.5, { font: 'Times-Bold', size: 9 }); y += 22;
  for (let i = 0; i < 2; i++) y = fleurOwner(c, y, i);
  p.text('Représentant / Representative: Sylvie Marchand, Courtier Fleur-de-Lys  514-555-0177', 40, y + 4, { size: 7.5 });
  p.text('Consentement (LPRPDE / PIPEDA): J\'autorise la vérification des renseignements fournis. I authorize the verification of the information given and '
    + 'the collection of credit reports for the purpose of this application.', 40, y + 18, { size: 7, width: 532 });
  p.hline(40, 280, 750); p.text('Signature', 40, 753, { size: 7 });
  p.hline(330, 572, 750); p.text('Date (AAAA-MM-JJ / YYYY-MM-DD)', 330, 753, { size: 7 });
}
