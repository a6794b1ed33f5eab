// Maple Crest Merchant Funding (Canada): a bilingual boxed grid, English label and its French beside it in grey
// italics, all in a 5.6 pt line at the top of each cell. Operating Name (O/A), BN with program account, province,
// postal code, optional SIN, PIPEDA text between the sections. A third owner moves owners, consent and signatures to
// a second page. Hard: bilingual labels crowding the value, the date format given only by the label (YYYY-MM-DD or
// DD/MM/YYYY), the province as a code or in words, SIN blank or masked, BN spacing variants.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { entityBoxes, tradePrint, industryPrint, moneyPrint, decoyMoney, datePrint, namePrint, rolePrint, pctPrint, ficoPrint, taxIdPrint,
  taxIdMode, inCell, app, own, type NameFormat, type Print } from './parts.ts';
import * as T from './fineprint.ts';
import { businessTaxIdFields, regionFields, formatDate, type DateFormat } from './rules.ts';
import type { Sheet } from './sheet.ts';

export const MAPLE = { broker: 'Maple Crest Merchant Funding', country: 'CA' as const, maxOwners: 3, typedFont: 'Times-Roman', typedSize: 8 };

const RED = '#a32020';
const blank: Print = { text: '', fields: null };
const d = (text: string): Print => ({ text, fields: null });
const PROVINCES: Record<string, string> = { AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon', NT: 'Northwest Territories', NU: 'Nunavut' };

/** Boxed cells with an English label and its French in grey italics on the same line. */
function bi(s: Sheet, x: number, y: number, h: number, specs: [number, string, string?][]): { x: number; w: number }[] {
  let cx = x;
  return specs.map(([w, en, fr]) => {
    s.rect(cx, y, w, h, { lw: 0.45, stroke: '#7a7a7a' });
    s.label(cx + 1.6, y + 1.4, en, 5.6, { bold: true });
    if (fr) {
      const ew = s.doc.widthOfString(en);
      s.label(cx + 3 + ew, y + 1.5, `/ ${fr}`, 5.3, { font: 'Helvetica-Oblique', color: '#6a6a6a' });
    }
    const c = { x: cx, w };
    cx += w;
    return c;
  });
}

function section(s: Sheet, x: number, y: number, w: number, text: string): number {
  s.rect(x, y, 3, 9, { fill: RED });
  s.label(x + 6, y + 1.3, text, 7, { bold: true, color: RED });
  s.line(x, y + 10, x + w, y + 10, 0.6, RED);
  return y + 12;
}

export function drawMaple(s: Sheet, m: Merchant, rng: Rng): void {
  const X = 22, W = 568, B = MAPLE.broker, H = 21;
  const fmt = rng.pick<DateFormat>(['iso', 'iso', 'dmy', 'long']);
  const fmtLabel = fmt === 'iso' ? ' (YYYY-MM-DD)' : fmt === 'dmy' ? ' (DD/MM/YYYY)' : '';
  const nameFmt = rng.pick<NameFormat>(['first-last', 'full', 'last-first']);
  const pages = m.owners.length > 2 ? 2 : 1;
  const sole = m.kind.id === 'sole_proprietorship';

  s.rect(X, 16, 4, 30, { fill: RED });
  s.label(X + 9, 16, 'MAPLE CREST', 15, { bold: true, color: RED });
  s.label(X + 9, 33, 'MERCHANT FUNDING', 7.5, { bold: true, color: '#333' });
  s.label(X, 17, 'Merchant Application / Demande de financement', 8.5, { bold: true, width: W, align: 'right' });
  s.label(X, 29, 'Toronto  |  Calgary  |  Halifax      1-855-555-0163      apps@maplecrestfunding.ca', 5.6, { width: W, align: 'right' });
  s.label(X, 37, 'All amounts in Canadian dollars / Montants en dollars canadiens', 5.4, { width: W, align: 'right', color: '#666' });
  let y = 52 + s.fine(X, 52, W, T.attachCA, 5.7) + 4;

  y = section(s, X, y, W, '1.  BUSINESS / ENTREPRISE');
  let c = bi(s, X, y, H, [[230, 'Legal Business Name', 'Dénomination sociale'], [190, 'Operating Name (O/A)', 'Nom commercial'],
    [148, `${sole ? 'Business Start Date' : 'Date of Incorporation'}${fmtLabel}`]]);
  inCell(s, 'legal_name', c[0]!, y, H, { text: m.legal, fields: { [app('legal_name')]: m.legal } });
  inCell(s, 'operating_name', c[1]!, y, H, tradePrint(m, rng));
  inCell(s, 'start', c[2]!, y, H, datePrint(app('business_start_date'), m.start, fmt));
  y += H;
  c = bi(s, X, y, H, [[200, 'Business Number (BN) incl. program account', 'NE'], [118, 'Jurisdiction', 'Compétence'], [250, 'Legal Form', 'Forme juridique']]);
  const bnShown = !(sole && rng.chance(0.5)) && rng.chance(0.93);
  const digits = m.taxId.replace(/\D|RC|RT/g, '').slice(0, 9), program = m.taxId.slice(-6);
  const bnText = rng.pick([m.taxId, `${digits}${program}`, `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)} ${program}`]);
  inCell(s, 'bn', c[0]!, y, H, bnShown ? { text: bnText, fields: businessTaxIdFields(bnText, 'BN') } : blank);
  inCell(s, 'jurisdiction', c[1]!, y, H, sole ? blank : d(m.stateOfInc), 7);
  entityBoxes(s, m, rng, c[2]!.x + 3, y + 10, [['Corporation', 'corp'], ['Sole Proprietorship', 'sole'], ['Partnership', 'partnership'], ['Other', 'other']],
    46, rng.chance(0.04));
  y += H;
  c = bi(s, X, y, H, [[220, 'Street Address', 'Adresse'], [120, 'City', 'Ville'], [58, 'Province'], [70, 'Postal Code', 'Code postal'], [100, 'Country', 'Pays']]);
  inCell(s, 'street', c[0]!, y, H, d(`${m.address.unit ? `${m.address.unit.replace(/^(Suite|Ste|Unit) /, '')}-` : ''}${m.address.street}`));
  inCell(s, 'city', c[1]!, y, H, d(m.address.city));
  const provText = rng.chance(0.75) ? m.address.region : PROVINCES[m.address.region]!;
  inCell(s, 'province', c[2]!, y, H, { text: provText, fields: regionFields(m.address.region, 'CA') }, provText.length > 8 ? 6.5 : undefined);
  inCell(s, 'postal', c[3]!, y, H, d(m.address.postal));
  inCell(s, 'country', c[4]!, y, H, rng.chance(0.7) ? { text: 'Canada', fields: { [app('country')]: 'Canada' } } : blank);
  y += H;
  c = bi(s, X, y, H, [[120, 'Business Phone', 'Téléphone'], [170, 'Email', 'Courriel'], [130, 'Website', 'Site Web'], [148, 'Type of Business', 'Secteur']]);
  inCell(s, 'biz_phone', c[0]!, y, H, d(m.phone));
  inCell(s, 'email', c[1]!, y, H, rng.chance(0.85) ? d(m.email) : blank, 7);
  inCell(s, 'website', c[2]!, y, H, m.website ? d(m.website) : blank, 7);
  inCell(s, 'industry', c[3]!, y, H, industryPrint(m));
  y += H;
  c = bi(s, X, y, H, [[110, 'Employees', 'Employés'], [110, 'Premises', 'Locaux'], [220, 'Landlord', 'Propriétaire'], [128, 'Monthly Rent', 'Loyer']]);
  inCell(s, 'employees', c[0]!, y, H, d(String(m.employees)));
  s.check('premises_own', c[1]!.x + 4, y + 10, 'Own', m.ownRent === 'Own', null);
  s.check('premises_lease', c[1]!.x + 34, y + 10, 'Lease', m.ownRent === 'Rent', null);
  inCell(s, 'landlord', c[2]!, y, H, m.ownRent === 'Rent' && rng.chance(0.7) ? d(m.landlord) : blank);
  inCell(s, 'rent', c[3]!, y, H, m.ownRent === 'Rent' && rng.chance(0.6) ? decoyMoney(m, m.rent, rng) : blank);
  y += H + 2;
  y += s.fine(X, y, W, T.pipeda(B), 5.6) + 4;

  y = section(s, X, y, W, '2.  FUNDING REQUEST / DEMANDE DE FINANCEMENT');
  c = bi(s, X, y, H, [[150, 'Amount Requested', 'Montant demandé'], [190, 'Use of Funds', 'Utilisation des fonds'], [228, 'Average Monthly Revenue', 'Revenu mensuel moyen']]);
  inCell(s, 'requested', c[0]!, y, H, moneyPrint(app('requested_amount'), m.requested, rng, 'CA'));
  inCell(s, 'use_of_funds', c[1]!, y, H, rng.chance(0.8) ? d(m.useOfFunds) : blank);
  inCell(s, 'avg_monthly', c[2]!, y, H, decoyMoney(m, m.avgMonthly, rng));
  y += H;
  c = bi(s, X, y, H, [[170, 'Financial Institution', 'Institution financière'], [90, 'Institution #'], [100, 'Transit #'], [208, 'Account #', 'No de compte']]);
  const [transit, inst] = m.bank.routing.split('-');
  inCell(s, 'bank', c[0]!, y, H, d(m.bank.name));
  inCell(s, 'institution', c[1]!, y, H, rng.chance(0.7) ? d(inst!) : blank);
  inCell(s, 'transit', c[2]!, y, H, rng.chance(0.7) ? d(transit!) : blank);
  inCell(s, 'account', c[3]!, y, H, rng.chance(0.7) ? d(m.bank.account) : blank);
  y += H;
  c = bi(s, X, y, 11, [[220, 'Existing Funder / Lender', 'Bailleur actuel'], [116, 'Balance', 'Solde'], [116, 'Payment', 'Paiement'], [116, 'Frequency', 'Fréquence']]);
  y += 11;
  for (let r = 0; r < 3; r++) {
    const e = m.existing[r];
    c = bi(s, X, y, 12, [[220, ''], [116, ''], [116, ''], [116, '']]);
    if (e) {
      s.value(`pos${r + 1}_funder`, c[0]!.x + 2, y + 2.5, c[0]!.w - 4, e.funder, null, { size: 7 });
      s.value(`pos${r + 1}_balance`, c[1]!.x + 2, y + 2.5, c[1]!.w - 4, decoyMoney(m, e.balance, rng).text, null, { size: 7 });
      s.value(`pos${r + 1}_payment`, c[2]!.x + 2, y + 2.5, c[2]!.w - 4, decoyMoney(m, e.payment, rng).text, null, { size: 7 });
      s.value(`pos${r + 1}_freq`, c[3]!.x + 2, y + 2.5, c[3]!.w - 4, rng.pick(['Daily', 'Weekly']), null, { size: 7 });
    }
    y += 12;
  }
  y += 4;

  y = section(s, X, y, W, '3.  DECLARATIONS');
  const qs = ['Any amounts owing to the Canada Revenue Agency (GST/HST, payroll source deductions)?', 'Any bankruptcy or consumer proposal in the last 7 years?',
    'Any outstanding judgments, liens or PPSA registrations in default?'];
  qs.forEach((q, k) => {
    s.label(X + 2, y + 1 + k * 10, `${String.fromCharCode(97 + k)})  ${q}  / ${['Arriérés ARC?', 'Faillite?', 'Jugements?'][k]}`, 5.8);
    const yes = rng.chance(0.1);
    s.check(`decl${k + 1}_yes`, X + 470, y + k * 10, 'Yes / Oui', yes, null, { size: 6 });
    s.check(`decl${k + 1}_no`, X + 514, y + k * 10, 'No / Non', !yes && rng.chance(0.9), null, { size: 6 });
  });
  y += 34;

  y = section(s, X, y, W, '4.  OWNERS / PROPRIÉTAIRES  (20% or more / 20 % ou plus)');
  const signDate = { y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) };
  const ownerBlock = (i: number) => {
    const o = m.owners[i];
    s.label(X, y, `Owner ${i + 1} / Propriétaire ${i + 1}`, 6, { bold: true, color: RED });
    y += 8;
    c = bi(s, X, y, H, [[200, 'Full Name', 'Nom complet'], [100, 'Title', 'Titre'], [60, 'Ownership %'], [100, 'SIN (optional)', 'NAS'], [108, `Date of Birth${fmtLabel}`]]);
    inCell(s, `o${i + 1}_name`, c[0]!, y, H, o ? namePrint(o, i, nameFmt) : blank);
    inCell(s, `o${i + 1}_title`, c[1]!, y, H, o ? rolePrint(o, i) : blank);
    inCell(s, `o${i + 1}_pct`, c[2]!, y, H, o ? pctPrint(o, i, rng.chance(0.5)) : blank);
    inCell(s, `o${i + 1}_sin`, c[3]!, y, H, o ? taxIdPrint(o, i, taxIdMode(rng, 0.4), rng) : blank);
    inCell(s, `o${i + 1}_dob`, c[4]!, y, H, o && rng.chance(0.85) ? datePrint(own(i, 'date_of_birth'), o.dob, fmt) : blank);
    y += H;
    c = bi(s, X, y, H, [[240, 'Home Address', 'Adresse domicile'], [130, 'City', 'Ville'], [64, 'Province'], [66, 'Postal Code'], [68, 'Credit Score', 'Cote']]);
    inCell(s, `o${i + 1}_home`, c[0]!, y, H, o ? d(o.home.street) : blank);
    inCell(s, `o${i + 1}_city`, c[1]!, y, H, o ? d(o.home.city) : blank);
    inCell(s, `o${i + 1}_prov`, c[2]!, y, H, o ? d(o.home.region) : blank);
    inCell(s, `o${i + 1}_postal`, c[3]!, y, H, o ? d(o.home.postal) : blank);
    inCell(s, `o${i + 1}_fico`, c[4]!, y, H, o && rng.chance(0.35) ? ficoPrint(o, i) : blank);
    y += H + 3;
  };
  ownerBlock(0);
  ownerBlock(1);
  const footer = (page: number) => s.label(X, 774, `MCMF-APP-CA 2024-11      Page ${page} of ${pages}`, 5.4, { width: W, align: 'right', color: '#555' });
  const signatures = (from: number, to: number) => {
    for (let i = from; i < Math.min(to, m.owners.length); i++) {
      const o = m.owners[i]!;
      c = bi(s, X, y, H + 2, [[190, 'Signature'], [170, 'Print Name', 'Nom'], [100, 'Title', 'Titre'], [108, `Date${fmtLabel}`]]);
      s.signature(c[0]!.x + 8, y + 8, 140);
      inCell(s, `sig${i + 1}_name`, c[1]!, y, H + 2, namePrint(o, i, 'first-last'));
      inCell(s, `sig${i + 1}_title`, c[2]!, y, H + 2, rolePrint(o, i));
      inCell(s, `sig${i + 1}_date`, c[3]!, y, H + 2, d(formatDate(signDate, fmt)));
      y += H + 2;
    }
  };
  y += s.fine(X, y, W, T.consentCA(B), 5.6) + 6;
  signatures(0, 2);
  y += 5;
  s.label(X, y + 1, 'Referring agent / Agent référent:', 5.8, { bold: true });
  s.value('iso_company', X + 98, y, 150, m.iso.company, null, { size: 7 });
  s.label(X + 256, y + 1, 'Agent:', 5.8, { bold: true });
  s.value('iso_rep', X + 278, y, 120, m.iso.rep, null, { size: 7 });
  s.label(X + 404, y + 1, 'Agent code:', 5.8, { bold: true });
  s.value('iso_code', X + 440, y, 80, m.iso.code, null, { size: 7 });
  if (pages === 2) s.label(X, y + 14, 'Additional owners: see Schedule A (page 2). / Propriétaires additionnels : voir l\'annexe A.', 6, { bold: true });
  footer(1);
  if (pages === 1) return;
  // A third owner goes on a schedule with its own consent and signature, as brokers' two-page packages do.
  s.newPage();
  s.label(X, 24, `SCHEDULE A  -  ADDITIONAL OWNERS / ANNEXE A  -  PROPRIÉTAIRES ADDITIONNELS`, 8, { bold: true, color: RED });
  s.label(X, 37, 'Applicant / Requérant:', 6.5, { bold: true });
  s.value('schedule_applicant', X + 76, 35.5, 300, m.legal, { [app('legal_name')]: m.legal });
  y = 48 + s.fine(X, 48, W, 'Complete one block for each additional owner of 20% or more. Each additional owner must sign below. / Remplir un bloc pour chaque propriétaire additionnel de 20 % ou plus.', 5.8) + 4;
  ownerBlock(2);
  y += s.fine(X, y, W, `${T.consentCA(B)} ${T.pipeda(B)}`, 5.6) + 6;
  signatures(2, 3);
  footer(2);
}
