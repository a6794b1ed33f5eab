// Capital Acadie / Acadia Capital (Moncton): a bilingual two-page form of labelled boxes (French in bold, English in
// italics), built around checkbox rows, for the Maritimes and Quebec. Hard: the tax ID is a bare 9-digit number
// whose type (NE/BN or NAS/SIN) is only the checked box, a sole proprietor's legal name is a person's name, the
// entity and frequency are checked boxes (a drawn X or tick when handwritten), the ownership's '%' is pre-printed
// after the field, provinces are 'Nouveau-Brunswick', 'Île-du-Prince-Édouard'; page 2 holds bank, advances,
// references, landlord and broker.
import type { Rng } from '../../statements/generator/prng.ts';
import { frDate, frPercent, group3 } from './french.ts';
import type { Merchant } from './model.ts';
import { A, P, maybe, money, nameFields, nameText, provName, provinceFields, sinText, tradeText } from './parts.ts';
import type { Sheet } from './sheet.ts';

const BLUE = '#003a70', RED = '#c8102e', YELLOW = '#ffcd00';
const L = 36, R = 576;

/** A labelled box: French label, English under it, the value on the box's lower half. */
function bx(s: Sheet, x: number, y: number, w: number, fr: string, en: string): { x: number; y: number; w: number } {
  s.rect(x, y, w, 28, { width: 0.5, stroke: BLUE });
  s.text(fr, x + 3, y + 2, { size: 6.8, font: 'Helvetica-Bold', color: BLUE });
  const fw = s.doc.font('Helvetica-Bold').fontSize(6.8).widthOfString(fr);
  s.text(en, x + 6 + fw, y + 2.6, { size: 5.8, font: 'Helvetica-Oblique', color: '#555555' });
  return { x: x + 1, y: y + 12, w: w - 2 };
}

function section(s: Sheet, y: number, fr: string, en: string): void {
  s.rect(L, y, R - L, 12, { fill: BLUE });
  s.text(fr, L + 5, y + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: '#ffffff' });
  const w = s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(fr);
  s.text(`/ ${en}`, L + 10 + w, y + 3, { size: 6.5, font: 'Helvetica-Oblique', color: '#ffffff' });
}

/** A row of checkboxes, each with its English under the French label; returns nothing, places the checked one. */
function boxes(s: Sheet, key: string, x0: number, y: number, items: { fr: string; en: string; on: boolean; fields: Record<string, string | null> | null }[]): number {
  let x = x0;
  for (const it of items) {
    s.checkbox(`${key}_${it.fr}`, it.fields, x, y, 8.5, it.on, it.fr, { size: 7 });
    s.text(it.en, x + 11.5, y + 10, { size: 5.5, font: 'Helvetica-Oblique', color: '#555555' });
    x += Math.max(s.doc.font('Helvetica').fontSize(7).widthOfString(it.fr), 40) + 24;
  }
  return x;
}

const ENTITY_BOX: Record<string, [string, string]> = { sole_proprietorship: ['Entreprise individuelle', 'Sole proprietorship'],
  ca_corporation: ['Corporation', 'Corporation'], general_partnership: ['Société en nom collectif', 'General partnership'],
  limited_partnership: ['Société en commandite', 'Limited partnership'], cooperative: ['Coopérative', 'Co-operative'] };

function header(s: Sheet): void {
  s.rect(0, 0, 204, 8, { fill: BLUE });
  s.rect(204, 0, 204, 8, { fill: '#ffffff' });
  s.rect(408, 0, 204, 8, { fill: RED });
  // The Stella Maris of the Acadian flag, as the broker's logo.
  const cx = 54, cy = 38, pts: [number, number][] = [];
  for (let k = 0; k < 10; k++) { const r = k % 2 ? 6 : 15, a = -Math.PI / 2 + (k * Math.PI) / 5; pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]); }
  s.doc.save().polygon(...pts).fill(YELLOW).restore();
  s.text('CAPITAL ACADIE', 78, 22, { size: 15, font: 'Helvetica-Bold', color: BLUE });
  s.text('ACADIA CAPITAL', 78, 39, { size: 9, font: 'Helvetica-Oblique', color: BLUE });
  s.text('Formulaire de demande de financement', 370, 22, { size: 9, font: 'Helvetica-Bold' });
  s.text('Financing application form', 370, 33, { size: 7.5, font: 'Helvetica-Oblique' });
  s.text('770, rue Main, Moncton (N.-B.) E1C 1E6 - 506 555-0177', 370, 44, { size: 6.5 });
}

function business(s: Sheet, m: Merchant, rng: Rng): void {
  section(s, 62, "L'ENTREPRISE", 'THE BUSINESS');
  let c = bx(s, L, 78, 330, 'Nom légal', 'Legal name');
  s.value('legal_name', { [A('legal_name')]: m.legal }, m.legal, c.x, c.y, c.w);
  c = bx(s, 366, 78, 210, 'Nom commercial', 'Operating name (O/A)');
  const t = tradeText(m);
  s.value('trade_name', t.fields, t.text, c.x, c.y, c.w);
  s.rect(L, 106, R - L, 34, { width: 0.5, stroke: BLUE });
  s.text('Structure', L + 3, 108, { size: 6.8, font: 'Helvetica-Bold', color: BLUE });
  const boxed = ENTITY_BOX[m.entity.id];
  const items = Object.entries(ENTITY_BOX).map(([id, [fr, en]]) => ({ fr, en, on: id === m.entity.id, fields: { [A('type_of_entity')]: id } }));
  const x = boxes(s, 'entity', L + 44, 110, items);
  s.checkbox('entity_other', null, x, 110, 8.5, !boxed, 'Autre :', { size: 7 });
  s.line(x + 40, 119, R - 4, 119, { width: 0.4 });
  s.value('entity_other_text', boxed ? {} : { [A('type_of_entity')]: m.entity.id }, boxed ? '' : m.entity.text, x + 40, 106, R - x - 46);
  // The tax ID: a number whose type is only the checked box (unless it carries its RC program account).
  s.rect(L, 140, 330, 28, { width: 0.5, stroke: BLUE });
  s.text("No d'identification fiscale", L + 3, 142, { size: 6.8, font: 'Helvetica-Bold', color: BLUE });
  s.text('Tax ID', L + 3, 150, { size: 5.8, font: 'Helvetica-Oblique', color: '#555555' });
  const kind = m.taxShown === 'sin' ? 'SIN' : m.taxShown === 'blank' ? null : 'BN';
  s.checkbox('tax_bn', { [A('business_tax_id_type')]: 'BN' }, L + 100, 143, 8, kind === 'BN', 'NE / BN', { size: 6.8 });
  s.checkbox('tax_sin', { [A('business_tax_id_type')]: 'SIN' }, L + 160, 143, 8, kind === 'SIN', 'NAS / SIN', { size: 6.8 });
  const nine = m.taxShown === 'sin' ? m.owners[0]!.sin : m.bn;
  const spaced = rng.chance(0.5);
  const text = kind === null ? '' : m.taxShown === 'bn_program' ? `${spaced ? group3(nine, ' ') : nine} RC0001` : spaced ? group3(nine, ' ') : nine;
  s.value('business_tax_id', kind === null ? {} : { [A('business_tax_id')]: m.taxShown === 'bn_program' ? `${nine}RC0001` : nine,
    [A('business_tax_id_country')]: 'CA' }, text, L + 230, 152, 96);
  c = bx(s, 366, 140, 210, 'Date de début des activités', 'In business since');
  s.value('start_date', m.startShown ? { [A('business_start_date')]: m.start } : {},
    m.startShown ? frDate(m.start, rng.pick(['le', 'long', 'abbr', 'iso'] as const)) : '', c.x, c.y, c.w);
  c = bx(s, L, 168, 540, 'Adresse de l\'entreprise', 'Business address');
  s.other(m.address.street, c.x, c.y, c.w);
  c = bx(s, L, 196, 190, 'Ville', 'City');
  s.other(m.address.city, c.x, c.y, c.w);
  c = bx(s, 226, 196, 190, 'Province', 'Province');
  s.value('province', provinceFields(m), provName(m.address.prov), c.x, c.y, c.w);
  c = bx(s, 416, 196, 160, 'Code postal', 'Postal code');
  s.other(m.address.postal, c.x, c.y, c.w);
  c = bx(s, L, 224, 190, 'Téléphone', 'Phone');
  s.other(m.phone, c.x, c.y, c.w);
  c = bx(s, 226, 224, 350, 'Courriel', 'Email');
  s.other(m.email, c.x, c.y, c.w);
  c = bx(s, L, 252, 330, "Type d'entreprise", 'Type of business');
  s.value('industry', { [A('industry')]: m.industry.id }, m.industry.text, c.x, c.y, c.w);
  s.rect(366, 252, 210, 28, { width: 0.5, stroke: BLUE });
  s.text('Locaux', 369, 254, { size: 6.8, font: 'Helvetica-Bold', color: BLUE });
  boxes(s, 'premises', 400, 256, [{ fr: 'Propriétaire', en: 'Owner', on: m.landlord === null, fields: null },
    { fr: 'Locataire', en: 'Tenant', on: m.landlord !== null, fields: null }]);
}

function funding(s: Sheet, m: Merchant, rng: Rng): void {
  section(s, 288, 'FINANCEMENT', 'FUNDING');
  let c = bx(s, L, 304, 180, 'Montant demandé', 'Amount requested');
  s.value('requested_amount', { [A('requested_amount')]: m.amount }, money(m.amount, rng.pick(['fr2', 'fr0', 'cad'] as const)), c.x, c.y, c.w);
  c = bx(s, 216, 304, 180, 'Paiement', 'Payment');
  s.value('requested_payment', m.payment === null ? {} : { [A('requested_payment')]: m.payment }, maybe(m.payment, (v) => money(v, 'fr2')), c.x, c.y, c.w);
  c = bx(s, 396, 304, 180, 'Nombre de paiements', 'Number of payments');
  s.value('number_of_payments', m.count === null ? {} : { [A('number_of_payments')]: m.count }, maybe(m.count, String), c.x, c.y, c.w);
  s.rect(L, 332, R - L, 26, { width: 0.5, stroke: BLUE });
  s.text('Fréquence', L + 3, 334, { size: 6.8, font: 'Helvetica-Bold', color: BLUE });
  s.text('Frequency', L + 3, 342, { size: 5.8, font: 'Helvetica-Oblique', color: '#555555' });
  boxes(s, 'freq', L + 60, 336, ([['daily', 'Quotidien', 'Daily'], ['weekly', 'Hebdomadaire', 'Weekly'], ['biweekly', 'Aux deux semaines', 'Bi-weekly'],
    ['monthly', 'Mensuel', 'Monthly']] as const).map(([f, fr, en]) => ({ fr, en, on: m.freq === f, fields: { [A('payment_frequency')]: f } })));
  c = bx(s, L, 358, 270, 'Ventes mensuelles moyennes', 'Average monthly sales');
  s.decoy('monthly_sales', money(m.monthlySales, 'fr2'), c.x, c.y, c.w);
  c = bx(s, 306, 358, 270, 'Utilisation des fonds', 'Use of funds');
  s.other(m.use, c.x, c.y, c.w);
}

function owners(s: Sheet, m: Merchant, rng: Rng): void {
  section(s, 394, 'PROPRIÉTAIRES', 'OWNERS');
  const dobFmt = rng.pick(['le', 'long', 'abbr', 'iso'] as const);
  for (let i = 0; i < 2; i++) {
    const y = 410 + i * 118, o = m.owners[i];
    s.text(`${i + 1}`, L - 12, y + 8, { size: 11, font: 'Helvetica-Bold', color: RED });
    const name = bx(s, L, y, 330, 'Nom complet', 'Full name');
    const role = bx(s, 366, y, 210, 'Titre', 'Title');
    const own = bx(s, L, y + 28, 120, 'Propriété', 'Ownership');
    s.text('%', L + 108, y + 44, { size: 9, font: 'Helvetica-Bold' });
    const credit = bx(s, 156, y + 28, 120, 'Cote de crédit', 'Credit score');
    const sinAt = bx(s, 276, y + 28, 120, 'NAS', 'SIN');
    const dob = bx(s, 396, y + 28, 180, 'Date de naissance', 'Date of birth');
    const home = bx(s, L, y + 56, 540, 'Adresse domiciliaire', 'Home address');
    if (!o) continue;
    s.value(`owner${i}_name`, nameFields(i, o, 'first_last'), nameText(o, 'first_last'), name.x, name.y, name.w);
    s.value(`owner${i}_role`, { [P(i, 'role')]: o.role }, o.role, role.x, role.y, role.w);
    s.value(`owner${i}_ownership`, o.ownership === null ? {} : { [P(i, 'ownership')]: o.ownership },
      maybe(o.ownership, (v) => frPercent(v, false, false)), own.x, own.y, own.w - 14);
    s.value(`owner${i}_credit`, o.credit === null ? {} : { [P(i, 'credit_score')]: o.credit }, maybe(o.credit, String), credit.x, credit.y, credit.w);
    const sin = sinText(i, o, rng);
    s.value(`owner${i}_sin`, sin.fields, sin.text, sinAt.x, sinAt.y, sinAt.w);
    s.value(`owner${i}_dob`, o.dob ? { [P(i, 'date_of_birth')]: o.dob } : {}, o.dob ? frDate(o.dob, dobFmt) : '', dob.x, dob.y, dob.w);
    s.decoy(`owner${i}_home`, `${o.home.street}, ${o.home.city} (${provName(o.home.prov)}) ${o.home.postal}`, home.x, home.y, home.w);
  }
  s.text('Page 1 / 2', 540, 770, { size: 6.5, color: '#666666' });
}

function page2(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  header(s);
  section(s, 62, 'BANQUE', 'BANK');
  let c = bx(s, L, 78, 230, 'Institution financière', 'Financial institution');
  s.decoy('bank_name', m.bank.name, c.x, c.y, c.w);
  c = bx(s, 266, 78, 90, 'Transit', 'Transit');
  s.decoy('bank_transit', m.bank.transit, c.x, c.y, c.w);
  c = bx(s, 356, 78, 70, 'Institution', 'Institution');
  s.decoy('bank_institution', m.bank.inst, c.x, c.y, c.w);
  c = bx(s, 426, 78, 150, 'Compte', 'Account');
  s.decoy('bank_account', m.bank.account, c.x, c.y, c.w);
  section(s, 114, 'AVANCES EXISTANTES', 'EXISTING ADVANCES');
  boxes(s, 'advances', L + 4, 132, [{ fr: 'Non', en: 'No', on: !m.funders.length, fields: null }, { fr: 'Oui', en: 'Yes', on: m.funders.length > 0, fields: null }]);
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r], y = 150 + r * 28;
    c = bx(s, L, y, 250, 'Société', 'Company');
    s.decoy(`funder${r}_name`, f?.name ?? '', c.x, c.y, c.w);
    c = bx(s, 286, y, 145, 'Solde', 'Balance');
    s.decoy(`funder${r}_balance`, f ? money(f.balance, 'fr2') : '', c.x, c.y, c.w);
    c = bx(s, 431, y, 145, 'Paiement', 'Payment');
    s.decoy(`funder${r}_payment`, f ? money(f.payment, 'fr2') : '', c.x, c.y, c.w);
  }
  section(s, 214, 'RÉFÉRENCES ET LOCATEUR', 'REFERENCES AND LANDLORD');
  m.refs.forEach((ref, r) => {
    c = bx(s, L, 230 + r * 28, 330, `Référence ${r + 1}`, `Reference ${r + 1}`);
    s.decoy(`ref${r}_name`, ref.name, c.x, c.y, c.w);
    c = bx(s, 366, 230 + r * 28, 210, 'Téléphone', 'Phone');
    s.decoy(`ref${r}_phone`, ref.phone, c.x, c.y, c.w);
  });
  c = bx(s, L, 286, 250, 'Locateur', 'Landlord');
  s.decoy('landlord', m.landlord?.name ?? '', c.x, c.y, c.w);
  c = bx(s, 286, 286, 145, 'Téléphone', 'Phone');
  s.decoy('landlord_phone', m.landlord?.phone ?? '', c.x, c.y, c.w);
  c = bx(s, 431, 286, 145, 'Loyer mensuel', 'Monthly rent');
  s.decoy('rent', m.landlord ? money(m.landlord.rent, 'fr0') : '', c.x, c.y, c.w);
  c = bx(s, L, 314, 330, 'Représentant Capital Acadie', 'Acadia Capital representative');
  s.decoy('iso_rep', m.iso.name, c.x, c.y, c.w);
  c = bx(s, 366, 314, 210, 'Téléphone', 'Phone');
  s.decoy('iso_phone', m.iso.phone, c.x, c.y, c.w);
  section(s, 352, 'CONSENTEMENT', 'CONSENT');
  s.text('En signant, je certifie que les renseignements sont exacts et j\'autorise Capital Acadie et ses partenaires à obtenir des ' +
    'rapports de crédit et à vérifier ces renseignements, conformément à la LPRPDE.', L, 370, { size: 7.2, width: R - L, lineGap: 1 });
  s.text('By signing, I certify that the information is accurate and I authorize Acadia Capital and its partners to obtain credit ' +
    'reports and verify this information, in accordance with PIPEDA.', L, 394, { size: 6.8, font: 'Helvetica-Oblique', width: R - L, lineGap: 1 });
  const dateFmt = rng.pick(['abbr', 'long', 'iso'] as const);
  m.owners.forEach((_, i) => {
    const y = 430 + i * 50;
    s.line(L, y + 24, 300, y + 24);
    s.signature(L + 20, y + 4, 160);
    s.text(`Signature du propriétaire ${i + 1} / Owner ${i + 1} signature`, L, y + 27, { size: 6.5 });
    s.line(330, y + 24, 480, y + 24);
    s.decoy(`sign_date${i}`, frDate(m.signDate, dateFmt), 330, y + 8, 150);
    s.text('Date', 330, y + 27, { size: 6.5 });
  });
  s.line(L, 552, 300, 552);
  s.decoy('witness', m.witness, L, 536, 264);
  s.text('Témoin / Witness', L, 555, { size: 6.5 });
  s.text('Page 2 / 2  -  CA-FORM-07', 500, 770, { size: 6.5, color: '#666666' });
}

export function drawAcadie(s: Sheet, m: Merchant, rng: Rng): void {
  header(s);
  business(s, m, rng);
  funding(s, m, rng);
  owners(s, m, rng);
  page2(s, m, rng);
}
