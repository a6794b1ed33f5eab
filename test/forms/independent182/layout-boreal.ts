// Capital Boréal (Montréal): a Quebec broker's two-page form, French first. Labels sit above ruled lines, amounts are
// in French typography (`75 000,00 $`), dates AAAA-MM-JJ. Hard: numbered companies (`9312-4567 Québec inc.`) whose
// only readable name is the operating name; the NEQ (10 digits) and the GST/QST numbers printed beside the BN; the
// legal form as a bilingual checkbox row; first and last names in separate cells with middle initials.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import type { Merchant } from './data.ts';
import { app, bn, industry, legalName, own, province, sin, sinHow, tradeName, addressLine, type Fields } from './common.ts';
import { date, entityOf, money, nine, percent, type MoneyStyle } from './format.ts';

const TEAL = '#0f4c5c';
const X0 = 36, W = 540;

/** A cell: small label on top, the value on a ruled line below. */
function cell(s: Sheet, label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}): void {
  s.label(label, x, y, { size: 6.2, color: '#333333' });
  s.line(x, y + 24, x + w - 6, y + 24, { width: 0.5 });
  s.value(key, text, x, y + 8, w - 8, 15, fields);
}

export function drawBoreal(s: Sheet, m: Merchant, rng: Rng): void {
  const mstyle: MoneyStyle = rng.weighted([['fr', 5], ['fr-int', 3], ['en', 1]]);
  s.addPage();
  // Header
  s.rect(X0, 28, 34, 34, { fill: TEAL });
  s.label('CB', X0 + 7, 38, { size: 13, bold: true, color: '#ffffff' });
  s.label('CAPITAL BORÉAL', X0 + 42, 30, { size: 15, bold: true, color: TEAL });
  s.label('Financement aux entreprises · Business Funding', X0 + 42, 49, { size: 7.5, color: '#555555' });
  s.label('DEMANDE DE FINANCEMENT', X0 + 300, 30, { size: 11, bold: true, width: 240, align: 'right' });
  s.label('FUNDING APPLICATION', X0 + 300, 44, { size: 8.5, width: 240, align: 'right', color: '#555555' });
  s.label('1250, boul. René-Lévesque O., bureau 2200, Montréal (Québec) H3B 4W8 · 514 555-0182', X0 + 200, 57,
    { size: 6, width: 340, align: 'right', color: '#555555' });
  cell(s, 'Représentant / Agent', X0, 72, 200, 'iso_rep', m.iso.rep);
  cell(s, 'No de dossier / File no.', X0 + 200, 72, 130, 'iso_id', rng.chance(0.6) ? m.iso.id : '');

  let y = 108;
  s.band('1. RENSEIGNEMENTS SUR L’ENTREPRISE / BUSINESS INFORMATION', X0, y, W, TEAL);
  y += 18;
  cell(s, 'Raison sociale / Legal name', X0, y, 360, 'legal_name', ...legalName(m));
  cell(s, 'NEQ (Québec)', X0 + 360, y, 180, 'neq', m.neq ?? '');
  y += 30;
  cell(s, 'Nom commercial / Operating name (O/A)', X0, y, 360, 'trade_name', ...tradeName(m, rng));
  const start = rng.chance(0.85) ? date(m.start, 'AAAA-MM-JJ') : '';
  cell(s, 'Début des activités / Business start (AAAA-MM-JJ)', X0 + 360, y, 180, 'start_date', start,
    start ? { [app('business_start_date')]: m.start } : {});
  y += 32;
  s.label('Forme juridique / Legal form :', X0, y, { size: 6.8, bold: true });
  const options: [string, string][] = [['ca_corporation', 'Société par actions / Corporation (Inc., Ltée)'],
    ['general_partnership', 'Société en nom collectif / Partnership'], ['sole_proprietorship', 'Entreprise individuelle / Sole proprietorship']];
  const marked = rng.chance(0.92);
  let x = X0 + 112;
  for (const [id, label] of options) {
    const on = marked && m.entity === id;
    // The truth reads the checked label (its bilingual halves agree), not our id.
    s.check(`entity_${id}`, label, x, y, on, on ? { [app('type_of_entity')]: entityOf(label.replace(/ \(.*\)$/, '')) } : {});
    s.label(label, x + 10, y, { size: 6.5 });
    x += s.labelWidth(label, 6.5) + 22;
  }
  y += 12;
  const other = marked && m.entity === 'limited_partnership';
  const otherFields = other ? { [app('type_of_entity')]: entityOf('S.E.C.') } : {};
  s.check('entity_other', 'Autre / Other', X0 + 112, y, other, otherFields);
  s.label('Autre / Other :', X0 + 122, y, { size: 6.5 });
  s.line(X0 + 170, y + 8, X0 + 300, y + 8, { width: 0.5 });
  s.value('entity_other_text', other ? 'S.E.C.' : '', X0 + 170, y - 4, 120, 12, otherFields);
  y += 18;
  cell(s, 'NE / BN (9 chiffres + compte de programme)', X0, y, 200, 'business_tax_id', ...bn(m, rng));
  // The GST account is the BN's RT program: printed only when the BN line carries another program, so it stays a decoy.
  const gst = !m.program.startsWith('RT') && rng.chance(0.5);
  cell(s, 'No TPS/TVH / GST/HST no.', X0 + 200, y, 160, 'gst', gst ? `${nine(m.bn, 'bare')} RT0001` : '');
  cell(s, 'No TVQ / QST no.', X0 + 360, y, 180, 'qst', m.address.province === 'QC' && rng.chance(0.6) ? m.qst : '');
  y += 30;
  cell(s, 'Adresse / Address', X0, y, 230, 'address', m.address.street);
  cell(s, 'Ville / City', X0 + 230, y, 130, 'city', m.address.city);
  cell(s, 'Province', X0 + 360, y, 80, 'province', ...province(m.address.province, rng.pick(['code', 'code', 'fr'] as const)));
  cell(s, 'Code postal / Postal code', X0 + 440, y, 100, 'postal', m.address.postal);
  y += 30;
  cell(s, 'Téléphone / Phone', X0, y, 150, 'phone', m.phone);
  cell(s, 'Courriel / E-mail', X0 + 150, y, 210, 'email', m.email);
  cell(s, 'Site Web / Website', X0 + 360, y, 180, 'website', m.website ?? '');
  y += 30;
  cell(s, 'Secteur d’activité / Type of business', X0, y, 250, 'industry', ...industry(m));
  cell(s, 'Employés / Employees', X0 + 250, y, 90, 'employees', String(m.employees));
  cell(s, 'Constituée en vertu de / Jurisdiction', X0 + 340, y, 200, 'jurisdiction', m.entity === 'ca_corporation' ? m.incorporatedIn : '');
  y += 32;
  s.label('Locaux / Premises :', X0, y, { size: 6.8, bold: true });
  const rents = rng.chance(0.75);
  s.check('own_rent', 'Propriétaire / Own', X0 + 72, y, !rents);
  s.label('Propriétaire / Own', X0 + 82, y, { size: 6.5 });
  s.check('own_rent', 'Locataire / Rent', X0 + 150, y, rents);
  s.label('Locataire / Rent', X0 + 160, y, { size: 6.5 });
  y += 12;
  cell(s, 'Propriétaire de l’immeuble / Landlord', X0, y, 250, 'landlord', rents ? m.landlord.name : '');
  cell(s, 'Tél. / Phone', X0 + 250, y, 140, 'landlord_phone', rents ? m.landlord.phone : '');
  cell(s, 'Loyer mensuel / Monthly rent', X0 + 390, y, 150, 'rent', rents ? money(m.landlord.rent, mstyle) : '');

  y += 36;
  s.band('2. FINANCEMENT DEMANDÉ / FUNDING REQUEST', X0, y, W, TEAL);
  y += 18;
  const amount = money(m.requested, mstyle);
  cell(s, 'Montant demandé / Amount requested', X0, y, 200, 'requested_amount', amount, { [app('requested_amount')]: m.requested });
  cell(s, 'Utilisation des fonds / Use of funds', X0 + 200, y, 340, 'use_of_funds', m.useOfFunds);
  y += 30;
  cell(s, 'Ventes mensuelles moyennes / Avg. monthly sales', X0, y, 270, 'monthly_sales', money(m.monthlySales, mstyle));
  cell(s, 'Chiffre d’affaires annuel / Annual revenue', X0 + 270, y, 270, 'annual_revenue', rng.chance(0.7) ? money(m.annualRevenue, mstyle) : '');
  y += 32;
  s.label('Avances en cours / Current advances (MCA, prêts / loans)', X0, y, { size: 6.8, bold: true });
  y += 10;
  const cols: [string, number][] = [['Prêteur / Funder', 240], ['Solde / Balance', 150], ['Versement / Payment', 150]];
  for (let r = 0; r < 3; r++) {
    let cx = X0;
    for (const [i, [head, w]] of cols.entries()) {
      s.rect(cx, y + r * 15, w, 15, r === 0 ? { fill: '#e6eef0', stroke: '#777777', width: 0.4 } : { stroke: '#777777', width: 0.4 });
      if (r === 0) s.label(head, cx + 3, y + 4, { size: 6.5, bold: true });
      const adv = m.advances[r - 1];
      if (r > 0 && adv) {
        const text = i === 0 ? adv.funder : money(i === 1 ? adv.balance : adv.payment, mstyle);
        s.value(`advance_${['funder', 'balance', 'payment'][i]}`, text, cx, y + r * 15, w, 15);
      }
      cx += w;
    }
  }
  y += 56;
  s.band('3. INSTITUTION FINANCIÈRE / BANKING', X0, y, W, TEAL);
  y += 18;
  cell(s, 'Institution', X0, y, 180, 'bank_name', m.bank.name);
  cell(s, 'No de transit / Transit no.', X0 + 180, y, 120, 'bank_transit', m.bank.transit);
  cell(s, 'No d’institution / Inst. no.', X0 + 300, y, 100, 'bank_institution', m.bank.institution);
  cell(s, 'No de compte / Account no.', X0 + 400, y, 140, 'bank_account', m.bank.account);
  s.label('CB-DF-2024-03 · Page 1 de 2 / Page 1 of 2', X0, 760, { size: 6, width: W, align: 'right', color: '#777777' });

  owners(s, m, rng);
}

function owners(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  let y = 36;
  s.band('4. PROPRIÉTAIRES / OWNERS (20 % et plus / 20% or more)', X0, y, W, TEAL);
  y += 20;
  for (const [i, o] of m.owners.entries()) {
    s.label(`Propriétaire ${i + 1} / Owner ${i + 1}`, X0, y, { size: 7.5, bold: true, color: TEAL });
    y += 12;
    const first = o.middle ? `${o.first} ${o.middle}` : o.first;
    cell(s, 'Prénom / First name', X0, y, 160, `owner${i + 1}_first`, first, { [own(i, 'first_name')]: o.first });
    cell(s, 'Nom / Last name', X0 + 160, y, 180, `owner${i + 1}_last`, o.last, { [own(i, 'last_name')]: o.last });
    cell(s, 'Titre / Title', X0 + 340, y, 120, `owner${i + 1}_title`, o.title, { [own(i, 'role')]: o.title });
    cell(s, '% de propriété / Ownership', X0 + 460, y, 80, `owner${i + 1}_pct`, percent(o.pct, rng.chance(0.7)), { [own(i, 'ownership')]: o.pct });
    y += 30;
    cell(s, 'NAS / SIN', X0, y, 130, `owner${i + 1}_sin`, ...sin(o, i, sinHow(rng), rng));
    const dob = rng.chance(0.85);
    cell(s, 'Date de naissance / Date of birth (AAAA-MM-JJ)', X0 + 130, y, 170, `owner${i + 1}_dob`, dob ? date(o.dob, 'AAAA-MM-JJ') : '',
      dob ? { [own(i, 'date_of_birth')]: o.dob } : {});
    cell(s, 'Adresse du domicile / Home address', X0 + 300, y, 240, `owner${i + 1}_home`, addressLine(o.home));
    y += 36;
  }
  y += 4;
  s.band('5. AUTORISATION / AUTHORIZATION', X0, y, W, TEAL);
  y += 18;
  s.label('Chaque soussigné déclare que les renseignements ci-dessus sont exacts et autorise Capital Boréal et ses partenaires de '
    + 'financement à obtenir son dossier de crédit et à vérifier ces renseignements auprès de tiers, conformément à la Loi sur la '
    + 'protection des renseignements personnels dans le secteur privé (Québec) et à la LPRPDE.', X0, y, { size: 6.5, width: W });
  y += 30;
  s.label('Each undersigned certifies the information above is true and authorizes Capital Boréal and its funding partners to obtain '
    + 'credit reports and verify this information with third parties, in accordance with PIPEDA and applicable provincial law.',
  X0, y, { size: 6.5, width: W, italic: true });
  y += 34;
  const signed = new Date(Date.UTC(2026, 0, 5 - rng.int(0, 20))).toISOString().slice(0, 10);
  for (const [i, o] of m.owners.entries()) {
    s.signature(X0 + 4, y + 14, 150);
    s.line(X0, y + 20, X0 + 180, y + 20);
    s.label('Signature', X0, y + 23, { size: 6 });
    s.value(`owner${i + 1}_print`, `${o.first} ${o.last}`, X0 + 200, y + 4, 180, 15,
      { [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last });
    s.line(X0 + 200, y + 20, X0 + 390, y + 20);
    s.label('Nom en lettres moulées / Print name', X0 + 200, y + 23, { size: 6 });
    s.value(`owner${i + 1}_signed`, date(signed, 'AAAA-MM-JJ'), X0 + 410, y + 4, 130, 15);
    s.line(X0 + 410, y + 20, X0 + 540, y + 20);
    s.label('Date (AAAA-MM-JJ)', X0 + 410, y + 23, { size: 6 });
    y += 40;
  }
  s.label('CB-DF-2024-03 · Page 2 de 2 / Page 2 of 2', X0, 760, { size: 6, width: W, align: 'right', color: '#777777' });
}
