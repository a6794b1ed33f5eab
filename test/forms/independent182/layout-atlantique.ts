// Atlantique Marchand Capital (Moncton): a New Brunswick broker's officially bilingual form, English label on the left,
// French on the right, the value on a rule between them. Hard: one "Tax number / Numéro fiscal" line whose type is only
// the checked box (a sole proprietor may write a SIN there: the legal name is then the owner's own name); owners
// written `Last, First` (Nom, Prénom); provinces as `N.-B.` or `Nouveau-Brunswick`; `CAD 75 000`; years in business
// instead of a start date on some files.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { FORM_YEAR, type Merchant } from './data.ts';
import { addressLine, app, bn, industry, legalName, own, ownerName, province, sin, sinHow, tradeName, type Fields } from './common.ts';
import { date, entityOf, money, nine, percent, type MoneyStyle } from './format.ts';

const BLUE = '#12467a', X0 = 36, W = 540;
const VX = 176, VW = 264; // the value column between the two labels

/** English label | value on a rule | French label. */
function row(s: Sheet, en: string, fr: string, y: number, key: string, text: string, fields: Fields = {}): void {
  s.label(en, X0, y + 6, { size: 7, width: VX - X0 - 8, align: 'right' });
  s.label(fr, VX + VW + 8, y + 6, { size: 7, italic: true, color: '#333333' });
  s.line(VX, y + 16, VX + VW, y + 16, { width: 0.5, dash: true });
  s.value(key, text, VX, y + 1, VW, 14, fields);
}

function heading(s: Sheet, en: string, fr: string, y: number): void {
  s.rect(X0, y, W, 14, { fill: '#e3ecf5' });
  s.label(`${en}  ·  ${fr}`, X0, y + 3.5, { size: 8, bold: true, color: BLUE, width: W, align: 'center' });
}

export function drawAtlantique(s: Sheet, m: Merchant, rng: Rng): void {
  const ms: MoneyStyle = rng.weighted([['cad-pre', 3], ['fr', 2], ['fr-int', 1]]);
  s.addPage();
  // A wave for a logo.
  s.doc.save().lineWidth(2).strokeColor(BLUE).moveTo(X0, 44).bezierCurveTo(X0 + 10, 30, X0 + 20, 58, X0 + 32, 40).stroke()
    .strokeColor('#4f8fc0').moveTo(X0, 52).bezierCurveTo(X0 + 10, 38, X0 + 20, 66, X0 + 32, 48).stroke().restore();
  s.label('ATLANTIQUE MARCHAND CAPITAL', X0 + 40, 30, { size: 14, bold: true, color: BLUE });
  s.label('Moncton (N.-B.) E1C 4M3 · 506 555-0133 · dossiers@atlantiquemc.ca', X0 + 40, 48, { size: 7, color: '#555555' });
  s.rect(X0, 66, W, 18, { fill: BLUE });
  s.label('APPLICATION FOR BUSINESS FUNDING  ·  DEMANDE DE FINANCEMENT D’ENTREPRISE', X0, 71, { size: 8.5, bold: true, color: '#ffffff', width: W, align: 'center' });

  let y = 94;
  heading(s, 'BUSINESS', 'ENTREPRISE', y);
  y += 18;
  row(s, 'Legal name', 'Raison sociale', y, 'legal_name', ...legalName(m));
  y += 21;
  row(s, 'Operating name', 'Nom commercial', y, 'trade_name', ...tradeName(m, rng));
  y += 21;
  entityRow(s, m, rng, y);
  y += 30;
  taxRow(s, m, rng, y);
  y += 21;
  if (rng.chance(0.7)) {
    row(s, 'Start date (YYYY-MM-DD)', 'Date de début (AAAA-MM-JJ)', y, 'start_date', date(m.start, 'AAAA-MM-JJ'), { [app('business_start_date')]: m.start });
  } else {
    // Years in business is not a date: the start date stays null.
    const years = FORM_YEAR - Number(m.start.slice(0, 4));
    row(s, 'Years in business', 'Années d’exploitation', y, 'years_in_business', rng.chance(0.5) ? `${years} ans` : String(years));
  }
  y += 21;
  row(s, 'Street address', 'Adresse', y, 'address', m.address.street);
  y += 21;
  s.label('City · Province · Postal code', X0, y + 6, { size: 7, width: VX - X0 - 8, align: 'right' });
  s.label('Ville · Province · Code postal', VX + VW + 8, y + 6, { size: 7, italic: true, color: '#333333' });
  s.line(VX, y + 16, VX + VW, y + 16, { width: 0.5, dash: true });
  s.value('city', m.address.city, VX, y + 1, 110, 14);
  const [pText, pFields] = province(m.address.province, rng.pick(['fr', 'en', 'abbr', 'code'] as const));
  s.value('province', pText, VX + 112, y + 1, 90, 14, pFields);
  s.value('postal', m.address.postal, VX + 204, y + 1, 60, 14);
  y += 21;
  row(s, 'Telephone', 'Téléphone', y, 'phone', m.phone);
  y += 21;
  row(s, 'E-mail', 'Courriel', y, 'email', m.email);
  y += 21;
  row(s, 'Nature of business', 'Nature de l’entreprise', y, 'industry', ...industry(m));
  y += 28;
  heading(s, 'FUNDING', 'FINANCEMENT', y);
  y += 18;
  row(s, 'Amount requested', 'Montant demandé', y, 'requested_amount', money(m.requested, ms), { [app('requested_amount')]: m.requested });
  y += 21;
  row(s, 'Purpose', 'Objet du financement', y, 'use_of_funds', m.useOfFunds);
  y += 21;
  row(s, 'Average monthly deposits', 'Dépôts mensuels moyens', y, 'monthly_sales', money(m.monthlySales, ms));
  y += 21;
  const a = m.advances[0];
  s.label('Outstanding advances?', X0, y + 6, { size: 7, width: VX - X0 - 8, align: 'right' });
  s.label('Avances en cours?', VX + VW + 8, y + 6, { size: 7, italic: true, color: '#333333' });
  s.check('has_advances', 'Yes / Oui', VX, y + 6, Boolean(a));
  s.label('Yes / Oui', VX + 10, y + 6, { size: 7 });
  s.check('has_advances', 'No / Non', VX + 50, y + 6, !a);
  s.label('No / Non', VX + 60, y + 6, { size: 7 });
  y += 21;
  row(s, 'Funder and balance', 'Bailleur et solde', y, 'advance_funder', a ? `${a.funder} — ${money(a.balance, ms)}` : '');
  y += 28;
  heading(s, 'PREMISES', 'LOCAUX', y);
  y += 18;
  row(s, 'Landlord', 'Propriétaire des lieux', y, 'landlord', m.landlord.name);
  y += 21;
  row(s, 'Monthly rent', 'Loyer mensuel', y, 'rent', money(m.landlord.rent, ms));
  y += 21;
  row(s, 'Landlord telephone', 'Téléphone du propriétaire', y, 'landlord_phone', m.landlord.phone);
  s.label('AMC-2024 · 1/2', X0, 764, { size: 6, width: W, align: 'right', color: '#777777' });
  ownersPage(s, m, rng);
}

function entityRow(s: Sheet, m: Merchant, rng: Rng, y: number): void {
  s.label('Type of organization', X0, y + 6, { size: 7, width: VX - X0 - 8, align: 'right' });
  s.label('Type d’organisation', VX + VW + 8, y + 6, { size: 7, italic: true, color: '#333333' });
  // "Société de personnes" names no reference type; its English half does (format.ts entityOf).
  const options: [string, string, number, number][] = [['ca_corporation', 'Corporation / Société par actions', 0, 0],
    ['general_partnership', 'Partnership / Société de personnes', 140, 0], ['sole_proprietorship', 'Sole proprietorship / Entreprise individuelle', 0, 12],
    ['limited_partnership', 'Limited partnership / Société en commandite', 140, 12]];
  const marked = rng.chance(0.93);
  for (const [id, label, dx, dy] of options) {
    const on = marked && m.entity === id;
    s.check(`entity_${id}`, label, VX + dx, y + 4 + dy, on, on ? { [app('type_of_entity')]: entityOf(label) } : {}, 6.5);
    s.label(label, VX + dx + 9, y + 4.5 + dy, { size: 5.8 });
  }
}

function taxRow(s: Sheet, m: Merchant, rng: Rng, y: number): void {
  s.label('Tax number', X0, y + 6, { size: 7, width: VX - X0 - 8, align: 'right' });
  s.label('Numéro fiscal', VX + VW + 8, y + 6, { size: 7, italic: true, color: '#333333' });
  s.line(VX, y + 16, VX + 160, y + 16, { width: 0.5, dash: true });
  const useSin = m.entity === 'sole_proprietorship' && rng.chance(0.5);
  let text: string, fields: Fields, boxed: 'BN' | 'SIN' | null;
  if (useSin) {
    // A sole proprietor without a BN writes the SIN: only the box says what the 9 digits are.
    text = nine(m.owners[0]!.sin, rng.pick(['spaced', 'dashed'] as const));
    fields = { [app('business_tax_id')]: m.owners[0]!.sin, [app('business_tax_id_country')]: 'CA' };
    boxed = 'SIN';
  } else {
    [text, fields] = bn(m, rng);
    const bare = /^[\d -]+$/.test(text);
    // A bare 9-digit number is a BN only by its box; with a program account the format says it, box or not.
    boxed = bare || rng.chance(0.7) ? 'BN' : null;
    if (bare) fields = { [app('business_tax_id')]: m.bn, [app('business_tax_id_country')]: 'CA' };
  }
  s.value('business_tax_id', text, VX, y + 1, 158, 14, fields);
  s.check('tax_bn', 'BN / NE', VX + 170, y + 5, boxed === 'BN', boxed === 'BN' ? { [app('business_tax_id_type')]: 'BN' } : {}, 6.5);
  s.label('BN / NE', VX + 179, y + 5.5, { size: 6.3 });
  s.check('tax_sin', 'SIN / NAS', VX + 215, y + 5, boxed === 'SIN', boxed === 'SIN' ? { [app('business_tax_id_type')]: 'SIN' } : {}, 6.5);
  s.label('SIN / NAS', VX + 224, y + 5.5, { size: 6.3 });
}

function ownersPage(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  let y = 36;
  for (const [i, o] of m.owners.entries()) {
    heading(s, `OWNER ${i + 1}`, `PROPRIÉTAIRE ${i + 1}`, y);
    y += 17;
    row(s, 'Name (Last, First)', 'Nom (Nom, Prénom)', y, `owner${i + 1}_name`, ...ownerName(o, i, 'lastFirst'));
    y += 19;
    row(s, 'Title', 'Fonction', y, `owner${i + 1}_title`, o.title, { [own(i, 'role')]: o.title });
    y += 19;
    row(s, 'Ownership %', '% de participation', y, `owner${i + 1}_pct`, percent(o.pct, rng.chance(0.6)), { [own(i, 'ownership')]: o.pct });
    y += 19;
    row(s, 'SIN', 'NAS', y, `owner${i + 1}_sin`, ...sin(o, i, sinHow(rng), rng));
    y += 19;
    const dob = rng.chance(0.8);
    row(s, 'Date of birth (DD/MM/YYYY)', 'Date de naissance (JJ/MM/AAAA)', y, `owner${i + 1}_dob`, dob ? date(o.dob, 'JJ/MM/AAAA') : '',
      dob ? { [own(i, 'date_of_birth')]: o.dob } : {});
    y += 19;
    row(s, 'Home address', 'Adresse personnelle', y, `owner${i + 1}_home`, addressLine(o.home));
    y += 24;
  }
  heading(s, 'TRADE REFERENCES', 'RÉFÉRENCES COMMERCIALES', y);
  y += 18;
  for (const [i, r] of m.references.entries()) {
    s.label(`${i + 1}.`, X0 + 4, y + 5, { size: 7 });
    s.line(X0 + 16, y + 16, X0 + 300, y + 16, { width: 0.5, dash: true });
    s.value(`reference${i + 1}_name`, r.name, X0 + 16, y + 1, 284, 14);
    s.line(X0 + 320, y + 16, X0 + W, y + 16, { width: 0.5, dash: true });
    s.value(`reference${i + 1}_phone`, r.phone, X0 + 320, y + 1, 200, 14);
    y += 19;
  }
  y += 10;
  heading(s, 'CONSENT', 'CONSENTEMENT', y);
  y += 18;
  s.label('I/We certify that the information given is true and complete and consent to Atlantique Marchand Capital and its funders '
    + 'collecting, using and disclosing it, and obtaining credit information, to assess this application (PIPEDA).', X0, y, { size: 6.5, width: 262 });
  s.label('Je/Nous certifions que les renseignements fournis sont exacts et complets et consentons à ce qu’Atlantique Marchand Capital '
    + 'et ses bailleurs de fonds les recueillent, les utilisent et obtiennent des renseignements de crédit (LPRPDE).', X0 + 278, y,
  { size: 6.5, width: 262, italic: true });
  y += 44;
  const o = m.owners[0]!;
  s.signature(X0 + 6, y + 14, 160);
  s.line(X0, y + 20, X0 + 200, y + 20);
  s.label('Signature', X0, y + 23, { size: 6.3 });
  s.value('owner1_print', `${o.first} ${o.last}`, X0 + 220, y + 5, 170, 14, { [own(0, 'first_name')]: o.first, [own(0, 'last_name')]: o.last });
  s.line(X0 + 220, y + 20, X0 + 390, y + 20);
  s.label('Name / Nom', X0 + 220, y + 23, { size: 6.3 });
  s.value('signed', date(new Date(Date.UTC(2026, 0, 5 - rng.int(0, 10))).toISOString().slice(0, 10), 'AAAA-MM-JJ'), X0 + 410, y + 5, 130, 14);
  s.line(X0 + 410, y + 20, X0 + W, y + 20);
  s.label('Date (AAAA-MM-JJ)', X0 + 410, y + 23, { size: 6.3 });
  s.label('AMC-2024 · 2/2', X0, 764, { size: 6, width: W, align: 'right', color: '#777777' });
}
