// Layout "maple_bilingual": Maple Ridge Business Funding (Canada), a bilingual key/value table (shaded label column,
// English / French labels), Operating Name (O/A), BN with program account, province (code or full name), postal code,
// owners as table rows with SIN, CAD amounts, bank transit / institution numbers and a PIPEDA consent.
import { fmtDate, fullName, money, phone, type DateFmt } from './data.ts';
import { bizTaxF, countryOf, dbaF, dobF, nameF, ownerTaxF, pctF, roleF, scoreF } from './common.ts';
import { coverSheet, faxHeader, type FaxCtx } from './fax.ts';

export const MAPLE = { name: 'Maple Ridge Business Funding', header: 'MAPLE RIDGE BUSINESS FUNDING', fax: '+1 416 555 0182', phone: '416-555-0180',
  address: '200 Bay Street, Suite 2700, Toronto, ON M5J 2J1', look: 'bilingual' as const };

const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NS: 'Nova Scotia',
  QC: 'Québec', SK: 'Saskatchewan', NB: 'New Brunswick' };
const STRUCTURES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']];

export function maple(c: FaxCtx): void {
  const { s, m, rng } = c;
  s.addPage(); faxHeader(c, 1); coverSheet(c);
  s.addPage(); faxHeader(c, 2, 1);
  const L = 40, LW = 170, VW = 362;
  let y = 30;
  s.rect(L, y, LW + VW, 30, 0.8, '#7a1f1f');
  s.label('MAPLE RIDGE BUSINESS FUNDING', L + 10, y + 6, { size: 13, font: 'Helvetica-Bold', color: 'white' });
  s.label("Merchant Application / Demande de financement d'entreprise", L + 10, y + 20, { size: 7.5, color: 'white' });
  y += 38;
  const row = (label: string, h = 20): [number, number] => {
    s.rect(L, y, LW, h, 0.5, '#ececec'); s.rect(L + LW, y, VW, h, 0.5);
    s.label(label, L + 4, y + 4, { size: 7, width: LW - 8 });
    const at: [number, number] = [L + LW + 5, y + 6]; y += h; return at;
  };
  const put = (f: Record<string, string | number | null>, text: string, label: string, name: string): void => {
    const [x, vy] = row(label); s.value(f, text, x, vy, VW - 10, { name, size: 9 });
  };
  const decoy = (key: string, text: string, label: string, name: string): void => {
    const [x, vy] = row(label); s.decoy(key, text, x, vy, VW - 10, { name, size: 9 });
  };
  const section = (t: string): void => { s.label(t, L, y + 4, { size: 8.5, font: 'Helvetica-Bold', color: '#7a1f1f' }); y += 16; };

  section('1. BUSINESS / ENTREPRISE');
  put({ legal_name: m.legal }, m.legal, 'Legal Name / Dénomination sociale', 'business.legal_name');
  put(dbaF(m.dba), m.dbaPrinted, 'Operating Name (O/A) / Nom commercial', 'business.operating_name');
  const [bx, by] = row('Business Number (BN) / Numéro d\'entreprise');
  if (m.tax) s.value(bizTaxF(m.tax), m.tax.printed, bx, by, VW - 10, { name: 'business.bn', size: 9 });
  const [sx, sy] = row('Legal Structure / Forme juridique');
  let cx = sx;
  for (const [label, id] of STRUCTURES) { s.check(label, cx, sy - 1, m.entityId === id, { type_of_entity: id }, { name: `business.structure.${id}` }); cx += label.length * 4 + 22; }
  const startFmt = rng.pick<DateFmt>(['iso', 'long', 'dmon']);
  put({ business_start_date: m.startIso }, fmtDate(m.startIso, startFmt), 'Date Established / Date de constitution', 'business.start_date');
  decoy('jurisdiction', rng.chance(0.3) ? 'Federal (CBCA)' : (PROVINCE_NAMES[m.incRegion] ?? m.incRegion), 'Jurisdiction of Incorporation', 'business.jurisdiction');
  decoy('business_street', m.addr.street, 'Street Address / Adresse', 'business.address');
  decoy('business_city', m.addr.city, 'City / Ville', 'business.city');
  const provText = rng.chance(0.5) ? m.addr.region : (PROVINCE_NAMES[m.addr.region] ?? m.addr.region);
  put({ state_region: m.addr.region }, provText, 'Province', 'business.province');
  decoy('business_postal', m.addr.postal, 'Postal Code / Code postal', 'business.postal_code');
  put({ country: countryOf('CA') }, 'Canada', 'Country / Pays', 'business.country');
  decoy('business_phone', m.phone, 'Telephone / Téléphone', 'business.phone');
  put({ industry: m.industry }, m.desc, 'Type of Business / Secteur d\'activité', 'business.industry');
  decoy('monthly_sales', money(m.monthlySales, rng, true), 'Avg. Monthly Revenue (CAD)', 'business.monthly_revenue');
  put({ requested_amount: m.amount }, money(m.amount, rng, true), 'Amount Requested / Montant demandé', 'funding.amount');
  decoy('use_of_funds', m.use, 'Use of Funds / Utilisation des fonds', 'funding.use');

  y += 6; section('2. OWNERS / PROPRIÉTAIRES (20% +)');
  const cols: [string, number][] = [['Full Name / Nom', 150], ['Title / Titre', 80], ['%', 36], ['SIN / NAS', 92], ['Date of Birth', 86], ['Beacon', 88]];
  let x = L;
  for (const [t, w] of cols) { s.rect(x, y, w, 14, 0.5, '#ececec'); s.label(t, x + 3, y + 4, { size: 6.5, font: 'Helvetica-Bold' }); x += w; }
  y += 14;
  const dobFmt = rng.pick<DateFmt>(['iso', 'dmon', 'long']);
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    x = L;
    const at: number[] = [];
    for (const [, w] of cols) { s.rect(x, y, w, 20, 0.5); at.push(x + 3); x += w; }
    if (o) {
      const vy = y + 6, n = (k: string): string => `owner${i + 1}.${k}`;
      s.value(nameF(i, o), fullName(o, 'natural'), at[0]!, vy, 144, { name: n('name'), size: 8 });
      s.value(roleF(i, o), o.title, at[1]!, vy, 74, { name: n('title'), size: 8 });
      s.value(pctF(i, o), String(o.pct), at[2]!, vy, 30, { name: n('pct'), size: 8 });
      if (o.tax) s.value(ownerTaxF(i, o.tax), o.tax.printed, at[3]!, vy, 86, { name: n('sin'), size: 8 });
      s.value(dobF(i, o), fmtDate(o.dobIso, dobFmt), at[4]!, vy, 80, { name: n('dob'), size: 8 });
      if (o.score !== null) s.value(scoreF(i, o), String(o.score), at[5]!, vy, 82, { name: n('beacon'), size: 8 });
    }
    y += 20;
  }
  const o0 = m.owners[0]!;
  decoy('owner_home_address', `${o0.home.street}, ${o0.home.city} ${o0.home.region} ${o0.home.postal}`, 'Owner 1 Home Address / Domicile', 'owner1.home');

  y += 6; section('3. BANKING / INFORMATIONS BANCAIRES');
  decoy('bank_name', rng.pick(['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'Desjardins']), 'Financial Institution', 'bank.name');
  decoy('bank_transit', `Transit ${String(rng.int(10000, 99999))} / Inst. ${rng.pick(['003', '004', '002', '001', '815'])}`, 'Transit # / Institution #', 'bank.transit');
  decoy('account_number', String(rng.int(1000000, 9999999)), 'Account # / Numéro de compte', 'bank.account');
  decoy('accountant', `${rng.pick(['Gupta & Lau CPA', 'R. Tremblay CPA', 'Harbourview Accounting'])} ${phone(rng)}`, 'Accountant / Comptable', 'bank.accountant');

  y += 10;
  s.label('PIPEDA CONSENT / CONSENTEMENT: In accordance with the Personal Information Protection and Electronic Documents Act ' +
    '(PIPEDA), the undersigned consent to Maple Ridge Business Funding and its funding partners collecting, using and disclosing ' +
    'their personal information, including obtaining credit reports from Equifax Canada and TransUnion, for the purpose of ' +
    'evaluating this application. Le soussigné consent à la collecte et à la communication de ses renseignements personnels.', L, y, { size: 6.3, width: LW + VW });
  y += 52;
  s.line(L, y + 14, L + 200, y + 14); s.label('Signature', L, y + 17, { size: 6.5 });
  s.doc.save().moveTo(L + 15, y + 12).bezierCurveTo(L + 40, y - 8, L + 60, y + 20, L + 110, y + 2).lineWidth(1).strokeColor('#112').stroke().restore();
  s.line(L + 260, y + 14, L + 400, y + 14); s.label('Date', L + 260, y + 17, { size: 6.5 });
  s.decoy('signature_date', c.sent.toISOString().slice(0, 10), L + 262, y + 2, 130, { name: 'sign.date', size: 9 });
}
