// Maple & Meridian Commercial Finance: a bank-style formal application. Lettered sections (A, B, C ...) on dark
// bars, every field a ruled box with a tiny caption at its top-left, checkboxes inside boxes, owners as rows of
// boxes with the last name first. US or Canadian (BN + program account, SIN, province, postal code, PIPEDA consent);
// Quebec merchants get the bilingual French-English variant ("Raison sociale / Legal name").
import type { Rng } from '../../statements/generator/prng.ts';
import { ctx, decoy, makeMerchant, ownerVals, vDba, vIndustry, vLegal, vMoney, vPayments, vStart, vState, vTax, type Freq, type Merchant } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import type { Layout } from './layout.ts';

const L = 40, R = 572, H = 27, NAVY = '#13294b';
type Opt = [string, string, string];
const US_ENT: Opt[] = [['c_corporation', 'Corporation', ''], ['llc', 'LLC', ''], ['s_corporation', 'S Corp', ''], ['general_partnership', 'Partnership', ''],
  ['sole_proprietorship', 'Sole Prop.', ''], ['nonprofit_corporation', 'Non-Profit', '']];
const CA_ENT: Opt[] = [['ca_corporation', 'Corporation', 'Société par actions'], ['sole_proprietorship', 'Sole proprietorship', 'Entreprise individuelle'],
  ['general_partnership', 'Partnership', 'S.E.N.C.'], ['ca_ulc', 'ULC', ''], ['cooperative', 'Co-operative', 'Coopérative'], ['nonprofit_corporation', 'Non-profit', 'OBNL']];
const FREQ: [Freq, string, string][] = [['daily', 'Daily', 'Quotidien'], ['weekly', 'Weekly', 'Hebdomadaire'], ['biweekly', 'Bi-weekly', 'Aux deux semaines'], ['monthly', 'Monthly', 'Mensuel']];

class Form {
  y = 0;
  readonly s: Sheet;
  readonly fr: boolean;
  constructor(s: Sheet, fr: boolean) { this.s = s; this.fr = fr; }
  cap(en: string, fr: string): string { return this.fr && fr ? `${fr} / ${en}` : en; }
  section(letter: string, en: string, fr: string): void {
    if (this.y > 690) { this.s.addPage(); this.y = 36; }
    this.s.doc.save().rect(L, this.y, R - L, 15).fill(NAVY).restore();
    this.s.text(L + 5, this.y + 4, `${letter}.  ${this.cap(en.toUpperCase(), fr.toUpperCase())}`, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
    this.y += 17;
  }
  frame(x: number, w: number, en: string, fr: string, h = H): void {
    this.s.doc.save().rect(x, this.y, w, h).lineWidth(0.5).stroke('#4a5a75').restore();
    this.s.text(x + 2.5, this.y + 2, this.cap(en, fr), { size: 5.2, color: '#4a5a75' });
  }
  /** A row of boxes: [width, caption en, caption fr, value]; widths are shares of the line. */
  row(cells: readonly [number, string, string, Val][]): void {
    if (this.y + H > 744) { this.s.addPage(); this.y = 36; }
    const total = cells.reduce((a, c) => a + c[0], 0);
    let x = L;
    for (const [share, en, fr, v] of cells) {
      const w = ((R - L) * share) / total;
      this.frame(x, w, en, fr);
      this.s.put(x + 4, this.y + 10, w - 8, 15, v, { size: 9 });
      x += w;
    }
    this.y += H;
  }
  checks(en: string, fr: string, key: string, opts: readonly Opt[], chosen: string | null, fields: (id: string) => Record<string, unknown>): void {
    const labels = opts.map(([, le, lf]) => (this.fr && lf ? `${lf} / ${le}` : le));
    const width = (t: string) => 24 + this.s.doc.font('Helvetica').fontSize(7.5).widthOfString(t);
    const lines = labels.reduce((a, t) => { a.x += width(t); if (a.x > R - L - 6) { a.n++; a.x = width(t); } return a; }, { n: 1, x: 0 }).n;
    this.frame(L, R - L, en, fr, 12 + 11 * lines);
    let x = L + 6, y = this.y + 10;
    opts.forEach(([id], i) => {
      if (x + width(labels[i]!) > R) { x = L + 6; y += 11; }
      x = this.s.option(x, y, 'box', key, labels[i]!, id === chosen, fields(id), { size: 7.5, box: 8 }) + 12;
    });
    this.y += 12 + 11 * lines;
  }
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA', f = new Form(s, m.quebec), d = s.doc;
  d.save().rect(L, 30, 30, 30).fill(NAVY).polygon([L + 6, L + 50], [L + 15, L + 38], [L + 24, L + 50]).fill('#c9a227').restore();
  s.text(L + 38, 30, 'Maple & Meridian Commercial Finance', { size: 14, font: 'Times-Bold', color: NAVY });
  s.text(L + 38, 48, f.cap('Application for Business Funding - Merchant Cash Advance', 'Demande de financement d\'entreprise'), { size: 8.5, color: '#333333' });
  s.text(400, 30, `Form MMCF-${ca ? 'CA' : 'US'}-210  (2026-01)`, { size: 7, color: '#555555', width: 172, align: 'right' });
  s.text(400, 40, `Application no. ${rng.int(100000, 999999)}`, { size: 7, color: '#555555', width: 172, align: 'right' });
  f.y = 72;
  f.section('A', 'Business information', 'Renseignements sur l\'entreprise');
  f.row([[3, 'Legal name', 'Raison sociale', vLegal(m)], [2, ca ? 'Operating name (O/A)' : 'DBA / trade name', 'Nom commercial', vDba(m)]]);
  const opts = ca ? CA_ENT : US_ENT;
  f.checks('Legal structure', 'Structure juridique', 'entity', opts, m.entity, (id) => ({ type_of_entity: id }));
  const taxCap = ca ? 'Business Number (BN) + program account' : 'Federal Employer ID (EIN)';
  f.row([[2, taxCap, 'Numéro d\'entreprise (NE)', vTax(m)], [1.2, 'Date established', 'Date de fondation', vStart(m, rng)],
    [2, 'Nature of business', 'Secteur d\'activité', vIndustry(m)]]);
  f.row([[2.4, 'Street address', 'Adresse', ctx('street', m.street)], [1.3, 'City', 'Ville', ctx('city', m.city)],
    [1.1, ca ? 'Province' : 'State', ca ? 'Province' : '', vState(m, rng.chance(0.6) ? m.state : m.stateName)], [1, ca ? 'Postal code' : 'ZIP code', 'Code postal', ctx('zip', m.zip)]]);
  f.row([[1.3, 'Telephone', 'Téléphone', ctx('phone', m.phone)], [2, 'E-mail', 'Courriel', ctx('email', m.email)],
    [1.3, ca ? 'Province of incorporation' : 'State of incorporation', 'Province de constitution', decoy('inc_state', m.incState)]]);
  f.row([[2, 'Landlord / mortgage holder', 'Propriétaire / créancier hypothécaire', decoy('landlord', m.landlord)], [1, 'Landlord telephone', 'Téléphone', decoy('landlord_phone', m.landlordPhone)]]);
  f.y += 6;
  f.section('B', 'Funding request', 'Financement demandé');
  f.row([[1, 'Amount requested', 'Montant demandé', vMoney('requested_amount', m.amount, rng, m.country)], [1, 'Proposed payment', 'Versement proposé', vMoney('requested_payment', m.payment, rng, m.country)],
    [1, 'Number of payments', 'Nombre de versements', vPayments(m)], [1.4, 'Use of funds', 'Utilisation des fonds', ctx('use', m.use)]]);
  f.checks('Payment frequency', 'Fréquence des versements', 'freq', FREQ.map(([k, e, fr]) => [k, e, fr] as Opt), m.freq, (k) => ({ payment_frequency: k }));
  f.y += 6;
  f.section('C', 'Owners and guarantors (20% or more)', 'Propriétaires et cautions (20 % ou plus)');
  m.owners.forEach((_, i) => {
    const v = ownerVals(m, i, rng);
    if (f.y + 2 * H + 14 > 744) { s.addPage(); f.y = 36; }
    s.text(L, f.y + 1, f.cap(`Owner ${i + 1}`, `Propriétaire ${i + 1}`), { size: 7, font: 'Helvetica-Bold', color: NAVY });
    f.y += 10;
    f.row([[1.4, 'Last name', 'Nom', v.last], [1.4, 'First name', 'Prénom', v.first], [1.2, 'Title', 'Fonction', v.title], [0.8, 'Ownership %', 'Participation', v.pct]]);
    f.row([[1.3, ca ? 'Social Insurance Number (SIN)' : 'Social Security No.', 'NAS', v.tax], [1, 'Date of birth', 'Date de naissance', v.dob],
      [0.8, 'Credit score', 'Cote de crédit', v.credit], [1.9, 'Home address', 'Adresse personnelle', v.home]]);
    f.y += 4;
  });
  f.y += 4;
  f.section('D', 'Banking', 'Renseignements bancaires');
  f.row(ca ? [[2, 'Financial institution', 'Institution financière', decoy('bank', m.bank)], [1.5, 'Transit-institution no.', 'No de transit', decoy('routing', m.routing)], [1.5, 'Account no.', 'No de compte', decoy('account', m.account)]]
    : [[2, 'Bank', '', decoy('bank', m.bank)], [1.5, 'ABA routing no.', '', decoy('routing', m.routing)], [1.5, 'Account no.', '', decoy('account', m.account)]]);
  f.y += 6;
  f.section('E', 'Existing financing and references', 'Financement existant et références');
  const fu = m.funders[0];
  f.row([[2, 'Current funder / lender', 'Prêteur actuel', decoy('funder', fu?.name ?? null)], [1, 'Balance', 'Solde', decoy('funder_balance', fu?.balance ?? null)],
    [2, 'Referred by (ISO / agent)', 'Référé par', decoy('iso_rep', m.isoRep)]]);
  m.refs.forEach((r, i) => f.row([[2, `Trade reference ${i + 1}`, `Référence ${i + 1}`, decoy(`ref${i}`, r.name)], [1, 'Telephone', 'Téléphone', decoy(`ref${i}_phone`, r.phone)]]));
  f.y += 6;
  f.section('F', 'Declaration and consent', 'Déclaration et consentement');
  if (f.y > 660) { s.addPage(); f.y = 36; }
  s.text(L, f.y + 2, ca ? 'The undersigned consent to the collection, use and disclosure of their personal information, including credit reports, as described in our privacy notice and under PIPEDA, for the purpose of assessing this application.'
    : 'The undersigned certify the information above is complete and authorize Maple & Meridian and its partners to obtain business and personal credit reports and to verify bank statements.', { size: 7, color: '#333333', width: R - L });
  f.y += 30;
  f.row([[2, 'Signature', 'Signature', ctx('sig', null)], [1, 'Date', 'Date', ctx('sig_date', null)]]);
}

export const BANKFORM: Layout = {
  name: 'bankform', broker: 'Maple & Meridian Commercial Finance', footer: 'Maple & Meridian Commercial Finance  -  MMCF-210',
  merchant: (rng) => {
    if (rng.chance(0.4)) return makeMerchant(rng, { country: 'US', entities: US_ENT.map((e) => e[0]) });
    return makeMerchant(rng, { country: 'CA', quebec: rng.fork('quebec').chance(0.5), entities: CA_ENT.map((e) => e[0]) });
  },
  draw,
};
