// Layouts 1 and 2 of set 262, and the helpers all four share.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Fields, Model, Owner, Val } from './model.ts';

export type Layout = (c: Canvas, m: Model, rng: Rng) => void;

export function provinceVal(rng: Rng, m: Model, styles: ('code' | 'en' | 'fr')[]): Val {
  const s = rng.pick(styles);
  return { text: s === 'code' ? m.province.code : m.province[s], fields: { state_region: m.province.code, country: 'Canada' } };
}

/** Put a value (truth when `v.fields` has paths, else nothing) unless absent. */
export function put(c: Canvas, key: string, v: Val | null, x: number, y: number, w: number): void {
  c.value(key, v?.text ?? '', x, y, w, v ? v.fields : {});
}
export function decoy(c: Canvas, m: Model, key: string, x: number, y: number, w: number): void {
  const d = m.decoys.find((k) => k.key === key);
  c.value(key, d?.text ?? '', x, y, w);
}
export function ownerOnlyFields(o: Owner, part: keyof Pick<Owner, 'sin' | 'dob' | 'score'>): Fields {
  return o[part]?.fields ?? {};
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Maple Ridge Capital (Toronto broker): English, one page, boxed grid with a dark green band, 1-2 owners in
// stacked blocks, entity and frequency written as free text, business number in one box.
export const mapleRidge: Layout = (c, m, rng) => {
  const green = '#1f4d3a';
  const d = c.doc;
  d.rect(0, 0, 612, 62).fill(green);
  c.label('MAPLE RIDGE CAPITAL', 36, 18, { size: 18, bold: true, color: '#ffffff' });
  c.label('Merchant Funding Application  |  Toronto, Ontario  |  1-866-555-0142', 36, 42, { size: 8, color: '#d9e8df' });
  let y = 78;
  const cell = (label: string, x: number, w: number, key: string, v: Val | null, fields?: boolean): void => {
    d.lineWidth(0.6).strokeColor('#7a8f84').rect(x, y, w, 30).stroke();
    c.label(label, x + 3, y + 3, { size: 6.5, color: '#3d5a4c' });
    if (fields === false) { if (v) c.value(key, v.text, x + 2, y + 15, w - 6); }
    else put(c, key, v, x + 2, y + 15, w - 6);
  };
  const band = (t: string): void => { d.rect(36, y, 540, 15).fill('#e4efe8'); c.label(t, 40, y + 4, { size: 8, bold: true, color: green }); y += 19; };
  band('BUSINESS INFORMATION');
  cell('LEGAL BUSINESS NAME', 36, 330, 'legal_name', m.legal);
  cell('OPERATING AS (O/A)', 366, 210, 'trade_name', m.dba);
  y += 30;
  cell('BUSINESS NUMBER (BN)', 36, 170, 'business_tax_id', m.bn);
  cell('TYPE OF ENTITY', 206, 140, 'type_of_entity', { text: m.entityText, fields: { type_of_entity: m.entityId } });
  cell('DATE BUSINESS STARTED', 346, 120, 'business_start_date', m.start);
  cell('PROVINCE OF INCORPORATION', 466, 110, 'incorporation', { text: m.incorporation, fields: {} }, false);
  y += 30;
  cell('STREET ADDRESS', 36, 230, 'street', { text: m.street, fields: {} });
  cell('CITY', 266, 110, 'city', { text: m.city, fields: {} });
  cell('PROVINCE', 376, 80, 'province', provinceVal(rng, m, ['code', 'code', 'en']));
  cell('POSTAL CODE', 456, 120, 'postal', { text: m.postal, fields: {} });
  y += 30;
  cell('NATURE OF BUSINESS', 36, 200, 'industry', m.business);
  cell('BUSINESS PHONE', 236, 120, 'phone', { text: m.phone, fields: {} });
  cell('E-MAIL', 356, 220, 'email', { text: m.email, fields: {} });
  y += 38;
  band('FUNDING REQUEST (CAD)');
  cell('AMOUNT REQUESTED', 36, 130, 'requested_amount', m.amount);
  cell('PAYMENT AMOUNT', 166, 110, 'requested_payment', m.payment);
  cell('# OF PAYMENTS', 276, 80, 'number_of_payments', m.count);
  cell('FREQUENCY', 356, 90, 'payment_frequency', m.freq ? { text: m.freq.text, fields: { payment_frequency: m.freq.id } } : null);
  cell('USE OF FUNDS', 446, 130, 'use', { text: m.use, fields: {} });
  y += 30;
  cell('AVG. MONTHLY DEPOSITS', 36, 170, 'monthly', { text: m.monthly, fields: {} });
  cell('LANDLORD / MORTGAGE HOLDER', 206, 220, 'landlord', null, false);
  decoy(c, m, 'landlord', 208, y + 15, 214);
  cell('LANDLORD PHONE', 426, 150, 'landlord_phone_box', null, false);
  decoy(c, m, 'landlord_phone', 428, y + 15, 144);
  y += 38;
  m.owners.slice(0, 2).forEach((o, i) => {
    band(`OWNER / PRINCIPAL ${i + 1}`);
    cell('FULL NAME', 36, 220, `owner${i}_name`, o.full);
    cell('TITLE', 256, 110, `owner${i}_title`, o.role);
    cell('% OWNERSHIP', 366, 80, `owner${i}_own`, o.own);
    cell('SIN', 446, 130, `owner${i}_sin`, o.sin);
    y += 30;
    cell('HOME ADDRESS', 36, 300, `owner${i}_home`, null, false);
    c.value(`owner${i}_home`, o.home, 38, y + 15, 294);
    cell('DATE OF BIRTH', 336, 120, `owner${i}_dob`, o.dob);
    cell('CELL PHONE', 456, 120, `owner${i}_phone`, { text: o.phone, fields: {} });
    y += 38;
  });
  band('BANKING');
  cell('BANK', 36, 160, 'bank', null, false); decoy(c, m, 'bank_name', 38, y + 15, 154);
  cell('TRANSIT #', 196, 90, 'transit', null, false); decoy(c, m, 'bank_transit', 198, y + 15, 84);
  cell('INSTITUTION #', 286, 90, 'inst', null, false); decoy(c, m, 'bank_institution', 288, y + 15, 84);
  cell('ACCOUNT #', 376, 200, 'acct', null, false); decoy(c, m, 'bank_account', 378, y + 15, 194);
  y += 40;
  c.label('By signing, each owner authorises Maple Ridge Capital and its funding partners to obtain credit reports and to collect, use and',
    36, y, { size: 6.5 });
  c.label('disclose personal information for this application in accordance with PIPEDA.', 36, y + 9, { size: 6.5 });
  y += 34;
  d.lineWidth(0.6).strokeColor('#000000').moveTo(36, y).lineTo(260, y).stroke().moveTo(320, y).lineTo(460, y).stroke();
  c.label('Signature', 36, y + 3, { size: 7 });
  c.label('Date', 320, y + 3, { size: 7 });
  c.label(`Maple Ridge rep: `, 36, y + 24, { size: 7 });
  decoy(c, m, 'iso_rep', 110, y + 21, 150);
};

// ---------------------------------------------------------------------------------------------------------------
// 2. Groupe Financier Boréal (Québec funder): French only, two pages, serif type, checkbox rows for the legal form
// and the payment frequency, owners on page 2 with Nom and Prénom in separate boxes, trade references and advances.
const FORMES: [string, string][] = [['ca_corporation', 'Société par actions'], ['sole_proprietorship', 'Entreprise individuelle'],
  ['general_partnership', 'S.E.N.C.'], ['limited_partnership', 'S.E.C.'], ['cooperative', 'Coopérative'], ['nonprofit_corporation', 'OBNL']];
const FREQ_FR: [string, string][] = [['daily', 'Quotidien'], ['weekly', 'Hebdomadaire'], ['biweekly', 'Aux deux semaines'], ['monthly', 'Mensuel']];

export const boreal: Layout = (c, m, rng) => {
  const blue = '#123e7c';
  const d = c.doc;
  c.label('Groupe Financier Boréal', 50, 40, { size: 20, bold: true, color: blue });
  c.label('DEMANDE DE FINANCEMENT D\'ENTREPRISE — AVANCE SUR VENTES FUTURES', 50, 66, { size: 9, bold: true });
  d.lineWidth(2).strokeColor(blue).moveTo(50, 80).lineTo(562, 80).stroke();
  let y = 96;
  const line = (label: string, x: number, w: number, key: string, v: Val | null, decoyKey?: string): void => {
    c.label(label, x, y, { size: 8.5 });
    const lw = d.font(c.bodyFont).fontSize(8.5).widthOfString(label) + 4;
    d.lineWidth(0.5).strokeColor('#555555').moveTo(x + lw, y + 10).lineTo(x + w, y + 10).stroke();
    if (decoyKey) decoy(c, m, decoyKey, x + lw, y - 1, w - lw);
    else put(c, key, v, x + lw, y - 1, w - lw);
  };
  const head = (t: string): void => { c.label(t, 50, y, { size: 10, bold: true, color: blue }); y += 18; };
  head('1. Renseignements sur l\'entreprise');
  line('Raison sociale :', 50, 512, 'legal_name', m.legal); y += 22;
  line('Nom commercial (s\'il y a lieu) :', 50, 512, 'trade_name', m.dba); y += 22;
  line('Numéro d\'entreprise (NE) :', 50, 300, 'business_tax_id', m.bn);
  line('Date de fondation :', 360, 202, 'business_start_date', m.start); y += 26;
  c.label('Forme juridique :', 50, y, { size: 8.5 });
  const own = FORMES.find(([id]) => id === m.entityId);
  let bx = 130;
  for (const [id, lab] of FORMES) {
    const w = d.font(c.bodyFont).fontSize(8).widthOfString(lab) + 24;
    if (bx + w > 560) { bx = 130; y += 14; }
    c.check(`forme_${id}`, lab, own?.[0] === id, bx, y, { type_of_entity: id });
    bx += w;
  }
  y += 14;
  c.check('forme_autre', 'Autre :', !own, 130, y, {});
  put(c, 'type_of_entity_autre', own ? null : { text: m.entityText, fields: { type_of_entity: m.entityId } }, 175, y - 2, 160);
  d.lineWidth(0.5).moveTo(175, y + 9).lineTo(340, y + 9).stroke();
  y += 22;
  line('Adresse :', 50, 330, 'street', { text: m.street, fields: {} });
  line('Ville :', 390, 172, 'city', { text: m.city, fields: {} }); y += 22;
  line('Province :', 50, 200, 'province', provinceVal(rng, m, ['fr', 'code']));
  line('Code postal :', 260, 140, 'postal', { text: m.postal, fields: {} });
  line('Téléphone :', 410, 152, 'phone', { text: m.phone, fields: {} }); y += 22;
  line('Secteur d\'activité :', 50, 300, 'industry', m.business);
  line('Courriel :', 360, 202, 'email', { text: m.email, fields: {} }); y += 22;
  line('Constituée sous le régime de :', 50, 300, 'incorporation', null, 'incorporation'); y += 30;
  head('2. Financement demandé');
  line('Montant demandé :', 50, 250, 'requested_amount', m.amount);
  line('Utilisation des fonds :', 310, 252, 'use', { text: m.use, fields: {} }); y += 22;
  line('Versement proposé :', 50, 250, 'requested_payment', m.payment);
  line('Nombre de versements :', 310, 252, 'number_of_payments', m.count); y += 24;
  c.label('Fréquence :', 50, y, { size: 8.5 });
  FREQ_FR.forEach(([id, lab], i) => c.check(`freq_${id}`, lab, m.freq?.id === id, 120 + i * 105, y, { payment_frequency: id }));
  y += 30;
  head('3. Avances et prêts en cours');
  line('Prêteur :', 50, 280, 'funder1', null, 'funder1');
  line('Solde :', 340, 222, 'funder1_balance', null, 'funder1_balance'); y += 30;
  head('4. Références commerciales');
  line('Fournisseur 1 :', 50, 512, 'trade_ref1', null, 'trade_ref1'); y += 22;
  line('Fournisseur 2 :', 50, 512, 'trade_ref2', null, 'trade_ref2'); y += 22;
  c.label('Page 1 de 2', 500, 760, { size: 7 });

  c.addPage();
  y = 50;
  head('5. Propriétaires (25 % et plus)');
  m.owners.slice(0, 3).forEach((o, i) => {
    d.lineWidth(0.8).strokeColor(blue).rect(50, y - 6, 512, 104).stroke();
    c.label(`Propriétaire ${i + 1}`, 56, y, { size: 8.5, bold: true }); y += 16;
    line('Nom :', 56, 290, `owner${i}_last`, o.last);
    line('Prénom :', 300, 256, `owner${i}_first`, o.first); y += 20;
    line('Titre :', 56, 290, `owner${i}_role`, o.role);
    line('% de propriété :', 300, 256, `owner${i}_own`, o.own); y += 20;
    line('NAS :', 56, 290, `owner${i}_sin`, o.sin);
    line('Date de naissance :', 300, 256, `owner${i}_dob`, o.dob); y += 20;
    c.label('Adresse personnelle :', 56, y, { size: 8.5 });
    c.value(`owner${i}_home`, o.home, 150, y - 1, 400);
    y += 34;
  });
  head('6. Renseignements bancaires');
  line('Institution :', 50, 250, 'bank', null, 'bank_name');
  line('No de transit :', 310, 252, 'transit', null, 'bank_transit'); y += 22;
  line('No d\'institution :', 50, 250, 'inst', null, 'bank_institution');
  line('No de compte :', 310, 252, 'acct', null, 'bank_account'); y += 30;
  c.label('Les signataires autorisent Groupe Financier Boréal à obtenir tout rapport de crédit et à recueillir, utiliser et communiquer',
    50, y, { size: 7 });
  c.label('leurs renseignements personnels aux fins de la présente demande, conformément à la LPRPDE.', 50, y + 10, { size: 7 });
  y += 44;
  d.lineWidth(0.5).strokeColor('#000000').moveTo(50, y).lineTo(280, y).stroke().moveTo(330, y).lineTo(520, y).stroke();
  c.label('Signature', 50, y + 3, { size: 7 });
  c.label('Date', 330, y + 3, { size: 7 });
  y += 24;
  line('Courtier / représentant :', 50, 330, 'iso', null, 'iso_rep');
  line('Tél. :', 390, 172, 'iso_phone', null, 'iso_phone');
  c.label('Page 2 de 2', 500, 760, { size: 7 });
};
