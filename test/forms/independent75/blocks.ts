// Pieces the layouts share: a header, a row of boxed cells, decoy blocks (bank, landlord, references, existing
// advances, broker) and the consent wording (English, French, bilingual).
import type { Canvas } from './canvas.ts';
import { money, type MoneyStyle } from './data.ts';
import type { Merchant } from './merchant.ts';
import type { Val } from './print.ts';

/** A cell's content: a value giving fields, a decoy string (fields none), or null (left blank). */
export type Cellish = Val | string | null;
export type CellSpec = [label: string, v: Cellish, w: number, key: string];

export function put(c: Canvas, kind: 'cell' | 'field', label: string, v: Cellish, x: number, y: number, w: number, key: string, h = 26): void {
  const text = v === null ? null : typeof v === 'string' ? v : v.text;
  const fields = v === null || typeof v === 'string' ? null : v.fields;
  if (kind === 'cell') c.cell(label, text, x, y, w, key, fields, h); else c.field(label, text, x, y, w, key, fields);
}

/** Cells side by side from x0; returns the y below the row. */
export function row(c: Canvas, y: number, cells: CellSpec[], kind: 'cell' | 'field' = 'cell', x0 = 36, h = 26): number {
  let x = x0;
  for (const [label, v, w, key] of cells) { put(c, kind, label, v, x, y, w, key, h); x += w; }
  return y + (kind === 'cell' ? h : 28);
}

export function header(c: Canvas, name: string, title: string, contact: string, y = 30): number {
  c.text(name, 36, y, { size: 16, bold: true, color: c.accent });
  c.text(contact, 336, y + 2, { size: 7, width: 240, align: 'right', color: '#444' });
  c.text(title, 36, y + 22, { size: 10.5, bold: true });
  c.line(36, y + 37, 576, y + 37, 1.2, c.accent);
  return y + 44;
}

type Lang = 'en' | 'fr' | 'bi';
const L = (lang: Lang, en: string, fr: string) => (lang === 'en' ? en : lang === 'fr' ? fr : `${fr} / ${en}`);

export function bankBlock(c: Canvas, m: Merchant, y: number, lang: Lang): number {
  return row(c, y, [
    [L(lang, 'Bank name', 'Institution financière'), m.bank.name, 170, 'bank_name'],
    [L(lang, 'Institution #', 'N° d’institution'), m.bank.inst, 90, 'bank_inst'],
    [L(lang, 'Transit #', 'N° de transit'), m.bank.transit, 110, 'bank_transit'],
    [L(lang, 'Account #', 'N° de compte (folio)'), m.bank.account, 170, 'bank_account'],
  ]);
}

export function landlordBlock(c: Canvas, m: Merchant, y: number, lang: Lang, ms: MoneyStyle): number {
  const own = c.r.chance(0.25);
  const label = L(lang, 'Business premises:', 'Locaux :');
  c.text(label, 36, y + 2, { size: 7, bold: true });
  const x = 44 + c.doc.font('Helvetica-Bold').fontSize(7).widthOfString(label);
  c.checks([L(lang, 'Own', 'Propriétaire des lieux'), L(lang, 'Rent / Lease', 'Locataire')], own ? 0 : 1, x, y + 1, 'premises', null);
  y += 14;
  return row(c, y, [
    [L(lang, 'Landlord / Mortgage holder', 'Nom du locateur / créancier hypothécaire'), m.landlord.name, 220, 'landlord'],
    [L(lang, 'Landlord phone', 'Téléphone du locateur'), m.landlord.phone, 150, 'landlord_phone'],
    [L(lang, 'Monthly rent', 'Loyer mensuel'), money(m.landlord.rent, ms), 170, 'rent'],
  ]);
}

export function refsBlock(c: Canvas, m: Merchant, y: number, lang: Lang): number {
  for (const [i, ref] of m.refs.entries()) {
    y = row(c, y, [[`${L(lang, 'Trade reference', 'Référence commerciale')} ${i + 1}`, ref.name, 320, `ref${i}`],
      [L(lang, 'Phone', 'Téléphone'), ref.phone, 220, `ref${i}_phone`]]);
  }
  return y;
}

export function advancesBlock(c: Canvas, m: Merchant, y: number, lang: Lang, ms: MoneyStyle): number {
  const rows = m.advances.length ? m.advances : [null];
  for (const [i, a] of rows.entries()) {
    y = row(c, y, [[L(lang, 'Current funder / lender', 'Société de financement actuelle'), a ? a.funder : null, 240, `funder${i}`],
      [L(lang, 'Balance owing', 'Solde'), a ? money(a.balance, ms) : null, 150, `funder${i}_balance`],
      [L(lang, 'Payment', 'Versement'), a ? money(a.payment, ms) : null, 150, `funder${i}_payment`]], 'cell', 36, 24);
  }
  return y;
}

export function brokerBlock(c: Canvas, m: Merchant, y: number, lang: Lang): number {
  return row(c, y, [[L(lang, 'ISO / Broker representative', 'Courtier / représentant'), m.broker.name, 220, 'broker'],
    [L(lang, 'Rep ID', 'Code du courtier'), m.broker.id, 120, 'broker_id'], [L(lang, 'Rep phone', 'Téléphone'), m.broker.phone, 200, 'broker_phone']]);
}

export const CONSENT = {
  en: 'By signing below, each of the undersigned certifies that the information in this application is true and complete, and consents, in accordance '
    + 'with the Personal Information Protection and Electronic Documents Act (PIPEDA), to the collection, use and disclosure of personal and business '
    + 'information, including consumer and commercial credit reports from Equifax Canada and TransUnion Canada, by the broker and its funding partners '
    + 'for the purpose of evaluating this request for a purchase of future receivables. This is not a loan; the merchant sells a portion of future revenue.',
  fr: 'En signant ci-dessous, chacun des soussignés atteste que les renseignements fournis sont exacts et complets et consent, conformément à la Loi sur la '
    + 'protection des renseignements personnels dans le secteur privé (Loi 25) et à la LPRPDE, à la collecte, à l’utilisation et à la communication de '
    + 'renseignements personnels et commerciaux, y compris des dossiers de crédit d’Equifax Canada et de TransUnion Canada, par le courtier et ses '
    + 'partenaires financiers aux fins de l’étude de la présente demande d’achat de revenus futurs. Il ne s’agit pas d’un prêt.',
};

/** Consent paragraph and one signature line per owner; returns the y below. */
export function signatures(c: Canvas, m: Merchant, y: number, lang: Lang): number {
  y = c.para(lang === 'en' ? CONSENT.en : lang === 'fr' ? CONSENT.fr : `${CONSENT.fr}\n${CONSENT.en}`, 36, y, 540) + 10;
  for (const [i] of m.owners.entries()) {
    const x = 36 + (i % 2) * 275;
    if (i % 2 === 0 && i) y += 34;
    c.signature(x, y + 18, 160);
    c.text(L(lang, 'Signature', 'Signature'), x, y + 21, { size: 6 });
    c.line(x + 175, y + 18, x + 250, y + 18);
    c.text('Date', x + 175, y + 21, { size: 6 });
  }
  return y + 34;
}
