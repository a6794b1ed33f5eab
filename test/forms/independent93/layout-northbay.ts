// Northbay Capital: a Canadian broker's bilingual form (English labels with the French beneath), red rules, labels to
// the left of boxed fields. Business Number with its program account in a 15-cell comb, province dropdown of
// [code, name] pairs, postal code, SIN combs (masked to the last three), PIPEDA consent. Fillable: CamelCase names
// (LegalName, OperatingName, Owner2SIN ...), entity checkboxes on "On", the consent on "1", a frequency radio with
// the editor's default export values Choice1..Choice4, ISO dates, appearance streams present.
import { bizT, dbaText, entityPick, entityT, printedOwners, type Ctx, type Layout } from './common.ts';
import { combId, date, fullName, money, ownerT } from './format.ts';
import { box, label, optionRow, para, rule } from './ink.ts';
import { industryOf, PROVINCES, regionName } from './reference.ts';
import type { Patch, TextSlot } from './sheet.ts';

const RED = '#b91c1c';
const ENTITIES = [['Corporation', 'Société par actions'], ['Sole Proprietorship', 'Entreprise individuelle'], ['Partnership', 'Société de personnes'],
  ['Other', 'Autre']] as const;
const FREQS = [['Daily', 'Quotidien', 'daily'], ['Weekly', 'Hebdomadaire', 'weekly'], ['Bi-weekly', 'Aux deux semaines', 'biweekly'],
  ['Monthly', 'Mensuel', 'monthly']] as const;

function row(c: Ctx, en: string, fr: string, x: number, y: number, lw: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h'>): void {
  label(c.doc, en, x, y + 1, { size: 7.5, font: 'Helvetica-Bold', color: '#111827' });
  label(c.doc, fr, x, y + 10, { size: 6, font: 'Helvetica-Oblique', color: '#6b7280' });
  box(c.doc, x + lw, y, w, 17, { stroke: '#9ca3af' });
  c.sheet.text({ tip: `${en} / ${fr}`, ...slot, x: x + lw, y, w, h: 17 });
}
function section(c: Ctx, en: string, fr: string, y: number): void {
  label(c.doc, en.toUpperCase(), 40, y, { size: 9, font: 'Helvetica-Bold', color: RED });
  label(c.doc, fr, 40 + c.doc.font('Helvetica-Bold').fontSize(9).widthOfString(en.toUpperCase()) + 8, y + 1.5, { size: 7, font: 'Helvetica-Oblique', color: '#6b7280' });
  rule(c.doc, 40, 572, y + 12, RED, 1);
}

function business(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 'Business', 'Entreprise', y);
  const dba = dbaText(c);
  row(c, 'Legal Business Name', 'Dénomination sociale', 40, y + 18, 110, 422, { name: 'LegalName', value: m.biz.legal, t: bizT.legal(m) });
  row(c, 'Operating Name (O/A)', "Nom d'exploitation", 40, y + 40, 110, 422, { name: 'OperatingName', value: dba.text, t: dba.t });
  label(c.doc, 'Business Number (BN)', 40, y + 63, { size: 7.5, font: 'Helvetica-Bold' });
  label(c.doc, "Numéro d'entreprise", 40, y + 72, { size: 6, font: 'Helvetica-Oblique', color: '#6b7280' });
  sheet.text({ name: 'BN', x: 150, y: y + 62, w: 225, h: 17, comb: 15, value: m.biz.taxId, t: bizT.taxId(m), tip: 'Business Number with program account', size: 9.5 });
  row(c, 'Start Date', 'Date de début', 392, y + 62, 60, 120, { name: 'StartDate', value: date(m.biz.start, 'iso'), t: bizT.start(m) });
  label(c.doc, 'Structure', 40, y + 88, { size: 7.5, font: 'Helvetica-Bold' });
  const pick = entityPick(m, ENTITIES.map((e) => e[0]));
  const xs = optionRow(c.doc, ENTITIES.map((e) => e[0]), 150, 7.5, 'Helvetica', 26);
  ENTITIES.forEach(([en, fr], i) => {
    sheet.check({ name: `Entity${en.replace(/\s/g, '')}`, x: xs[i]!, y: y + 86, s: 9, on: i === pick.index, onState: 'On', label: en,
      t: i === pick.index && !pick.other ? entityT(en, m) : {}, tip: en });
    label(c.doc, en, xs[i]! + 12, y + 86, { size: 7.5 });
    label(c.doc, fr, xs[i]! + 12, y + 95, { size: 5.5, font: 'Helvetica-Oblique', color: '#6b7280' });
  });
  box(c.doc, 470, y + 84, 102, 15, { stroke: '#9ca3af' });
  sheet.text({ name: 'EntityOtherText', x: 470, y: y + 84, w: 102, h: 15, value: pick.other, t: pick.other ? entityT(pick.other, m) : {} });
  row(c, 'Street Address', 'Adresse', 40, y + 108, 110, 422, { name: 'Street', value: m.biz.addr.street });
  row(c, 'City', 'Ville', 40, y + 130, 110, 150, { name: 'City', value: m.biz.addr.city });
  label(c.doc, 'Province', 310, y + 131, { size: 7.5, font: 'Helvetica-Bold' });
  box(c.doc, 350, y + 130, 110, 17, { stroke: '#9ca3af' });
  sheet.choice({ name: 'Province', x: 350, y: y + 130, w: 110, h: 17, opts: PROVINCES.map((p) => [p.code, p.name] as const), value: m.biz.addr.code,
    t: bizT.state(m), tip: 'Province', ap: true });
  row(c, 'Postal Code', 'Code postal', 470, y + 130, 48, 54, { name: 'PostalCode', value: m.biz.addr.zip, size: 8 });
  row(c, 'Nature of Business', "Secteur d'activité", 40, y + 152, 110, 250, { name: 'Industry', value: m.biz.trade.text, t: { industry: industryOf(m.biz.trade.text) } });
  const juris = c.rng.chance(0.5) ? 'Federal (CBCA)' : regionName(m.biz.addr.code);
  row(c, 'Jurisdiction', 'Juridiction', 410, y + 152, 52, 110, { name: 'Jurisdiction', value: m.biz.entity === 'ca_corporation' ? juris : '', decoy: 'jurisdiction', size: 8 });
}

function financing(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 'Financing Request', 'Demande de financement', y);
  row(c, 'Amount (CAD)', 'Montant', 40, y + 18, 70, 110, { name: 'AmountCAD', value: `${money(m.req.amount, 'dollars')} CAD`, t: bizT.amount(m) });
  row(c, 'Payment', 'Versement', 232, y + 18, 50, 90, { name: 'Payment', value: m.req.payment === null ? '' : money(m.req.payment, 'cents'), t: bizT.payment(m) });
  row(c, 'No. of Payments', 'Nombre de versements', 392, y + 18, 90, 90, { name: 'NumberOfPayments', value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) });
  label(c.doc, 'Frequency', 40, y + 43, { size: 7.5, font: 'Helvetica-Bold' });
  label(c.doc, 'Fréquence', 40, y + 52, { size: 6, font: 'Helvetica-Oblique', color: '#6b7280' });
  const xs = optionRow(c.doc, FREQS.map((f) => f[0]), 110, 7.5, 'Helvetica', 40);
  const kids = FREQS.map(([en], i) => ({ x: xs[i]!, y: y + 43, s: 9, exp: `Choice${i + 1}`, label: en }));
  FREQS.forEach(([en, fr], i) => { label(c.doc, en, xs[i]! + 12, y + 43, { size: 7.5 }); label(c.doc, fr, xs[i]! + 12, y + 52, { size: 5.5, font: 'Helvetica-Oblique', color: '#6b7280' }); });
  const fi = FREQS.findIndex((f) => f[2] === m.req.freq);
  sheet.radio({ name: 'PaymentFrequency', kids, selected: fi < 0 ? null : `Choice${fi + 1}`, t: bizT.freq(m), tip: 'Frequency' });
}

function principals(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 'Principals', 'Dirigeants', y);
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const yy = y + 18 + i * 70;
    const p = `Owner${i + 1}`;
    const t = (f: () => Patch): Patch => (o ? f() : {});
    row(c, 'Full Name', 'Nom complet', 40, yy, 60, 220, { name: `${p}Name`, value: o ? fullName(o) : '', t: t(() => ownerT.name(i, o!)) });
    row(c, 'Title', 'Titre', 330, yy, 30, 92, { name: `${p}Title`, value: o?.title ?? '', t: t(() => ownerT.role(i, o!)) });
    row(c, '% Owned', 'Part', 462, yy, 40, 70, { name: `${p}Pct`, value: o ? `${o.ownership} %` : '', t: t(() => ownerT.share(i, o!)) });
    label(c.doc, 'SIN', 40, yy + 23, { size: 7.5, font: 'Helvetica-Bold' });
    label(c.doc, 'NAS', 40, yy + 32, { size: 6, font: 'Helvetica-Oblique', color: '#6b7280' });
    const mask = o?.masked ?? false;
    sheet.text({ name: `${p}SIN`, x: 100, y: yy + 22, w: 135, h: 17, comb: 9, value: o ? combId(o, mask, '•') : '', t: t(() => ownerT.taxId(i, o!, mask)), tip: 'SIN / NAS' });
    row(c, 'Date of Birth', 'Date de naissance', 250, yy + 22, 70, 90, { name: `${p}DOB`, value: o ? date(o.dob, 'iso') : '', t: t(() => ownerT.dob(i, o!)) });
    row(c, 'Credit Score', 'Cote de crédit', 420, yy + 22, 62, 70, { name: `${p}Score`, value: o?.creditScore ? String(o.creditScore) : '', t: t(() => ownerT.score(i, o!)) });
    row(c, 'Home Address', 'Adresse domicile', 40, yy + 44, 60, 320, { name: `${p}Home`, value: o ? `${o.home.street}, ${o.home.city}, ${o.home.code} ${o.home.zip}` : '', decoy: 'owner_home', size: 8 });
    row(c, 'Phone', 'Tél.', 430, yy + 44, 30, 112, { name: `${p}Phone`, value: o?.cell ?? '', decoy: 'owner_phone', size: 8 });
  }
}

export const northbay: Layout = {
  name: 'northbay', broker: 'Northbay Capital Inc.', tool: 'Northbay e-Forms (Canada)', country: 'CA',
  draw(c) {
    const { doc, m, sheet } = c;
    doc.save().fillColor(RED).polygon([40, 44], [48, 26], [56, 44]).fill().restore();
    label(doc, 'NORTHBAY CAPITAL', 64, 26, { size: 16, font: 'Helvetica-Bold', color: '#111827' });
    label(doc, "Business Financing Application / Demande de financement d'entreprise", 64, 45, { size: 8, color: '#374151' });
    label(doc, `Agent: ${m.decoys.repName} · ${m.decoys.isoName} (${m.decoys.isoNumber})`, 360, 28, { size: 7, color: '#374151', width: 212, align: 'right' });
    business(c, 66);
    financing(c, 250);
    principals(c, 318);
    section(c, 'Banking', 'Renseignements bancaires', 478);
    row(c, 'Financial Institution', 'Institution', 40, 496, 90, 150, { name: 'Bank', value: m.decoys.bank, decoy: 'bank' });
    row(c, 'Transit / Inst.', 'Transit', 292, 496, 60, 80, { name: 'Transit', value: m.decoys.routing, decoy: 'routing', size: 8 });
    row(c, 'Account', 'Compte', 442, 496, 40, 90, { name: 'Account', value: m.decoys.account, decoy: 'account', size: 8 });
    const f = m.decoys.funders[0];
    row(c, 'Current Financing', 'Financement actuel', 40, 518, 90, 200, { name: 'CurrentFunder', value: f?.name ?? '', decoy: 'existing_funder' });
    row(c, 'Balance', 'Solde', 342, 518, 40, 100, { name: 'CurrentBalance', value: f ? money(f.balance, 'dollars') : '', decoy: 'funder_balance' });
    section(c, 'Consent', 'Consentement', 548);
    const end = para(doc, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), the undersigned consent to Northbay ' +
      'Capital Inc. and its funding partners collecting, using and disclosing their personal information, including credit bureau reports, to ' +
      "evaluate this application. / Conformément à la LPRPDE, les soussignés consentent à la collecte et à l'utilisation de leurs renseignements personnels.", 40, 566, 532, { size: 7 });
    sheet.check({ name: 'PIPEDAConsent', x: 40, y: end + 6, s: 9, on: true, onState: '1', label: 'I consent', decoy: 'consent', tip: 'PIPEDA consent' });
    label(doc, 'I consent / Je consens', 53, end + 7, { size: 7.5 });
    for (let i = 0; i < 2; i++) { rule(doc, 40 + i * 270, 290 + i * 270, end + 50); label(doc, `Signature ${i + 1} / Date`, 40 + i * 270, end + 53, { size: 6.5 }); }
  },
};
