// Set 82: pieces several layouts print, each recording the truth of what it printed (entity and frequency pills,
// the start date, money, an owner's values) and the decoys (bank, landlord, references, ISO rep, open advances).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOptions, fmtDate, money, type Merchant, type Owner } from './data.ts';
import { ownerName, ownerTax, type Sheet } from './sheet.ts';
import { captionBox, pills, type PillOpts } from './ui.ts';

/** Entity pills: the merchant's entity among the layout's options (labels may be renamed: `Corp` as `Inc.`). */
export function entityPills(s: Sheet, x: number, y: number, m: Merchant, o: PillOpts & { rename?: Record<string, string> } = {}): number {
  const opts = entityOptions(m.country);
  const labels = opts.map((e) => o.rename?.[e.label] ?? e.label);
  const sel = opts.findIndex((e) => e.id === m.entity.id);
  s.set({ type_of_entity: m.entity.id });
  return pills(s, x, y, labels, sel, 'entity', o);
}

export const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export function freqPills(s: Sheet, x: number, y: number, m: Merchant, o: PillOpts = {}): number {
  s.set({ payment_frequency: m.freq });
  return pills(s, x, y, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQS.indexOf(m.freq), 'frequency', o);
}

/** The start date as printed ('' when left blank), recording it when printed. */
export function startDate(s: Sheet, m: Merchant, r: Rng): string {
  if (!m.startShown) return '';
  s.set({ business_start_date: m.start });
  return fmtDate(m.start, r.int(0, 3));
}

/** Money as one of the printed shapes; `key` records it as that truth field. */
export function amount(s: Sheet, key: 'requested_amount' | 'requested_payment', v: number, r: Rng, cad = false): string {
  s.set({ [key]: v });
  const cents = key === 'requested_payment' || r.chance(0.3);
  if (cad) return r.chance(0.5) ? `CAD ${money(v, cents)}` : `$${money(v, cents)}`;
  return r.pick([`$${money(v, cents)}`, money(v, cents), `$ ${money(v, cents)}`]);
}

export interface OwnerShow { role: boolean; pct: boolean; tax: boolean; dob: boolean; credit: boolean; lastFirst?: boolean }

/** An owner's printed texts (blank where not shown), recording each printed value as the applicant's. */
export function ownerTexts(s: Sheet, i: number, o: Owner, show: OwnerShow): Record<'name' | 'role' | 'pct' | 'tax' | 'dob' | 'credit', string> {
  s.owner(i, { first_name: o.first, last_name: o.last });
  const t = { name: ownerName(o, show.lastFirst), role: '', pct: '', tax: '', dob: '', credit: '' };
  if (show.role) { t.role = o.title; s.owner(i, { role: o.title }); }
  if (show.pct) { t.pct = `${o.pct}%`; s.owner(i, { ownership: o.pct }); }
  if (show.tax) { const x = ownerTax(o); t.tax = x.text; s.owner(i, x.patch); }
  if (show.dob && o.showDob) { t.dob = fmtDate(o.dob, 0); s.owner(i, { date_of_birth: o.dob }); }
  if (show.credit && o.showCredit) { t.credit = String(o.credit); s.owner(i, { credit_score: o.credit }); }
  return t;
}

/** Caption boxes for decoys: bank account (routing, account), landlord, trade references, ISO representative. */
export function decoyBoxes(s: Sheet, kind: 'bank' | 'landlord' | 'refs' | 'iso', x: number, y: number, w: number, m: Merchant): number {
  const g = 8;
  const row = (cells: [string, string, number][]): void => {
    let cx = x;
    for (const [cap, val, f] of cells) { captionBox(s, cx, y, w * f - g, cap, val, `${kind}_${cap}`); cx += w * f; }
  };
  if (kind === 'bank') row([['Bank name', m.bank.name, 0.3], [m.country === 'CA' ? 'Transit / institution' : 'Routing (ABA)', m.bank.routing, 0.35], ['Account number', m.bank.account, 0.35]]);
  if (kind === 'landlord') row([['Landlord / mortgage holder', m.landlord.name, 0.45], ['Landlord phone', m.landlord.phone, 0.3], ['Monthly rent', `$${money(m.landlord.rent)}`, 0.25]]);
  if (kind === 'refs') {
    row([['Trade reference 1', m.refs[0]!.name, 0.32], ['Phone', m.refs[0]!.phone, 0.18], ['Trade reference 2', m.refs[1]!.name, 0.32], ['Phone', m.refs[1]!.phone, 0.18]]);
  }
  if (kind === 'iso') row([['ISO representative', m.iso.name, 0.3], ['ISO company', m.iso.company, 0.3], ['Rep phone', m.iso.phone, 0.22], ['ISO ID', m.iso.id, 0.18]]);
  return y + 30;
}

/** The open-advances question (yes/no pills) and up to two funder rows (decoys). */
export function advances(s: Sheet, x: number, y: number, w: number, m: Merchant, o: PillOpts = {}): number {
  pills(s, x, y, ['Yes', 'No'], m.funders.length ? 0 : 1, 'open_advances', o);
  let cy = y + 22;
  for (const [i, f] of m.funders.entries()) {
    captionBox(s, x, cy, w * 0.44 - 8, `Funder ${i + 1}`, f.name, `funder${i + 1}_name`);
    captionBox(s, x + w * 0.44, cy, w * 0.28 - 8, 'Balance', `$${money(f.balance)}`, `funder${i + 1}_balance`);
    captionBox(s, x + w * 0.72, cy, w * 0.28, 'Payment', `$${money(f.payment)}`, `funder${i + 1}_payment`);
    cy += 30;
  }
  return cy;
}

export const AUTH = 'By signing below, each owner certifies that the information above is true and complete and authorizes the broker ' +
  'and its funding partners to obtain consumer and business credit reports, verify bank statements and contact the references given.';

/** The signature block: one line per owner with the printed name (the owner's own data, already recorded). */
export function signatures(s: Sheet, x: number, y: number, w: number, m: Merchant, color: string): number {
  const doc = s.doc;
  const per = Math.min(2, m.owners.length), cw = w / per;
  for (const [i, o] of m.owners.slice(0, 2).entries()) {
    const cx = x + i * cw;
    doc.save().lineWidth(0.6).strokeColor(color).moveTo(cx, y + 18).lineTo(cx + cw - 14, y + 18).stroke().restore();
    if (s.style === 'handwritten') {
      doc.save().font('Times-Italic').fontSize(13).fillColor('#1b2a6b').text(`${o.first[0]}. ${o.last}`, cx + 6, y + 3, { lineBreak: false }).restore();
    }
    doc.save().font('Helvetica').fontSize(5.5).fillColor('#6b7280').text(`SIGNATURE · OWNER ${i + 1}                DATE`, cx, y + 21, { lineBreak: false }).restore();
  }
  return y + 34;
}
