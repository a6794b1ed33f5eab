// Pieces the seven layouts are built from: a labelled field in four placements, checkbox rows, owners' blocks and
// tables, decoy sections, and the truth each printed value gives.
import type { Sheet } from './sheet.ts';
import { DECOY_BANKS, DECOY_COMPANIES, DECOY_FUNDERS, DECOY_PEOPLE, dateHint, fmtDate, fmtMoney, type Merchant, type Owner } from './data.ts';

export type Place = 'left' | 'above' | 'below' | 'inside';

/** A label and its value; returns the height used. */
export function field(s: Sheet, p: Place, label: string, x: number, y: number, w: number, text: string | null | undefined, set: Record<string, unknown> = {}, decoy = false): number {
  const put = (vx: number, vy: number, vw: number) => (decoy ? s.decoy(text ?? '', vx, vy, vw) : s.val(text, vx, vy, vw, set));
  if (p === 'left') {
    s.label(label, x, y + 2);
    const lw = s.doc.font('Helvetica').fontSize(8).widthOfString(label) + 4;
    s.line(x + lw, y + 12, w - lw);
    put(x + lw + 2, y + 1, w - lw - 4);
    return 20;
  }
  if (p === 'above') {
    s.label(label, x, y);
    s.box(x, y + 10, w, 16);
    put(x + 3, y + 14, w - 6);
    return 32;
  }
  if (p === 'below') {
    s.line(x, y + 13, w);
    s.label(label, x, y + 15, { size: 6.5 });
    put(x + 2, y + 2, w - 4);
    return 28;
  }
  s.box(x, y, w, 24);
  s.label(label.toUpperCase(), x + 2, y + 2, { size: 5.5 });
  put(x + 4, y + 11, w - 8);
  return 24;
}

export const ES_ENTITIES: [string, string][] = [['Corporación', 'c_corporation'], ['Compañía de responsabilidad limitada (LLC)', 'llc'],
  ['Sociedad colectiva', 'general_partnership'], ['Empresa unipersonal', 'sole_proprietorship'], ['Corporación S (S Corp)', 's_corporation'], ['Sin fines de lucro', 'nonprofit_corporation']];
export const FR_ENTITIES: [string, string][] = [['Société par actions (inc.)', 'ca_corporation'], ['Entreprise individuelle', 'sole_proprietorship'],
  ['Société en nom collectif (S.E.N.C.)', 'general_partnership'], ['S.E.N.C.R.L.', 'llp'], ['OBNL', 'nonprofit_corporation']];
const FREQ: Record<string, [string, string][]> = {
  es: [['Diario', 'daily'], ['Semanal', 'weekly'], ['Cada dos semanas', 'biweekly'], ['Mensual', 'monthly']],
  fr: [['Quotidien', 'daily'], ['Hebdomadaire', 'weekly'], ['Aux deux semaines', 'biweekly'], ['Mensuel', 'monthly']],
};

/** Entity type as a checkbox row (wrapping at `w`); returns the height used. */
export function entityRow(s: Sheet, m: Merchant, x: number, y: number, w: number, lead: string): number {
  s.label(lead, x, y, { bold: true });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(8).widthOfString(lead) + 8, cy = y;
  for (const [lbl, id] of m.lang === 'es' ? ES_ENTITIES : FR_ENTITIES) {
    const wd = s.doc.font('Helvetica').fontSize(8).widthOfString(lbl) + 23;
    if (cx + wd > x + w) { cx = x + 10; cy += 13; }
    cx = s.check(cx, cy, lbl, id === m.entityId, { type_of_entity: id });
  }
  return cy - y + 16;
}

export function freqRow(s: Sheet, m: Merchant, x: number, y: number, lead: string): number {
  s.label(lead, x, y, { bold: true });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(8).widthOfString(lead) + 8;
  for (const [lbl, id] of FREQ[m.lang]!) cx = s.check(cx, y, lbl, id === m.freq, { payment_frequency: id });
  return 16;
}

export const money = (m: Merchant, n: number | null) => (n == null ? null : fmtMoney(n, m.lang, m.moneyFmt));
export const date = (m: Merchant, iso: string | null) => (iso == null ? null : fmtDate(iso, m.lang, m.dateFmt));
export const hint = (m: Merchant) => dateHint(m.lang, m.dateFmt);

export const sets = {
  legal: (m: Merchant) => ({ legal_name: m.legal }),
  dba: (m: Merchant) => (m.dbaTruth ? { trade_name: m.dbaTruth } : {}),
  tax: (m: Merchant) => (m.taxDigits ? { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.country } : {}),
  state: (m: Merchant) => ({ state_region: m.state, country: m.country === 'US' ? 'United States' : 'Canada' }),
  start: (m: Merchant) => ({ business_start_date: m.startIso }),
  industry: (m: Merchant) => ({ industry: m.industryId }),
  amount: (m: Merchant) => ({ requested_amount: m.amount }),
  payment: (m: Merchant) => ({ requested_payment: m.payment }),
  count: (m: Merchant) => ({ number_of_payments: m.nPayments }),
};

export type NameMode = 'split' | 'full' | 'lastfirst';
export function ownerName(o: Owner, mode: NameMode): string { return mode === 'lastfirst' ? `${o.last}, ${o.first}` : `${o.first} ${o.last}`; }
export const nameSet = (i: number, o: Owner) => ({ [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last });
export const taxSet = (i: number, o: Owner) => (o.taxDigits ? { [`applicants[${i}].tax_id`]: o.taxDigits, [`applicants[${i}].tax_id_type`]: o.taxType, [`applicants[${i}].tax_id_country`]: o.taxCountry } : {});
export const pctText = (m: Merchant, o: Owner) => (o.pct == null ? null : m.lang === 'fr' ? `${o.pct} %` : `${o.pct}%`);

/** One owner's block of labelled fields; returns the height used. */
export function ownerBlock(s: Sheet, m: Merchant, i: number, p: Place, x: number, y: number, w: number, mode: NameMode, L: Record<string, string>): number {
  const o = m.owners[i]!;
  const c = (w - 10) / 3;
  let h: number;
  if (mode === 'split') {
    field(s, p, L.first!, x, y, c, o.first, { [`applicants[${i}].first_name`]: o.first });
    h = field(s, p, L.last!, x + c + 5, y, c, o.last, { [`applicants[${i}].last_name`]: o.last });
  } else h = field(s, p, L.name!, x, y, 2 * c + 5, ownerName(o, mode), nameSet(i, o));
  field(s, p, L.role!, x + 2 * c + 10, y, c, o.role, { [`applicants[${i}].role`]: o.role });
  y += h + 2;
  field(s, p, L.pct!, x, y, c * 0.6, pctText(m, o), o.pct == null ? {} : { [`applicants[${i}].ownership`]: o.pct });
  field(s, p, L.tax!, x + c * 0.6 + 5, y, c * 1.1, o.taxPrinted, taxSet(i, o));
  field(s, p, `${L.dob!} ${hint(m)}`, x + c * 1.7 + 10, y, c * 0.8, date(m, o.dobIso), o.dobIso ? { [`applicants[${i}].date_of_birth`]: o.dobIso } : {});
  field(s, p, L.score!, x + c * 2.5 + 15, y, c * 0.5 - 5, o.score == null ? null : String(o.score), o.score == null ? {} : { [`applicants[${i}].credit_score`]: o.score });
  y += h + 2;
  field(s, p, L.home!, x, y, w, o.home, {});
  return 3 * h + 6;
}

/** Owners as a table with a header row; returns the height used. */
export function ownerTable(s: Sheet, m: Merchant, x: number, y: number, cols: [string, number][], rows: number, mode: NameMode): number {
  const rh = 20;
  let cx = x;
  for (const [h, w] of cols) { s.box(cx, y, w, 14, '#e8e8e8'); s.label(h, cx + 2, y + 3.5, { size: 6.5, bold: true }); cx += w; }
  for (let r = 0; r < rows; r++) {
    const o = m.owners[r], ry = y + 14 + r * rh;
    cx = x;
    const cells: [string | null, Record<string, unknown>][] = o ? [
      [ownerName(o, mode), nameSet(r, o)], [o.role, { [`applicants[${r}].role`]: o.role }],
      [pctText(m, o), o.pct == null ? {} : { [`applicants[${r}].ownership`]: o.pct }], [o.taxPrinted, taxSet(r, o)],
      [date(m, o.dobIso), o.dobIso ? { [`applicants[${r}].date_of_birth`]: o.dobIso } : {}],
      [o.score == null ? null : String(o.score), o.score == null ? {} : { [`applicants[${r}].credit_score`]: o.score }]] : [];
    cols.forEach(([, w], k) => {
      s.box(cx, ry, w, rh);
      const cell = cells[k];
      s.val(cell ? cell[0] : null, cx + 3, ry + 6, w - 6, cell ? cell[1] : {}, 8.5);
      cx += w;
    });
  }
  return 14 + rows * rh;
}

/** Decoy sections, each a titled group of values that are not the merchant's. */
export function bankDecoy(s: Sheet, m: Merchant, p: Place, x: number, y: number, w: number): number {
  const es = m.lang === 'es', c = (w - 10) / 3;
  field(s, p, es ? 'Banco' : 'Institution financière', x, y, c, s.r.pick(DECOY_BANKS[m.lang]), {}, true);
  field(s, p, es ? 'Número de ruta (ABA)' : 'No de transit', x + c + 5, y, c, es ? `0${s.r.digits(8)}` : `${s.r.digits(5)}-${s.r.digits(3)}`, {}, true);
  return field(s, p, es ? 'Número de cuenta' : 'No de compte', x + 2 * c + 10, y, c, s.r.digits(es ? 10 : 7), {}, true);
}
export function landlordDecoy(s: Sheet, m: Merchant, p: Place, x: number, y: number, w: number): number {
  const es = m.lang === 'es', c = (w - 5) / 2;
  field(s, p, es ? 'Arrendador / Administrador' : 'Locateur / Propriétaire de l\'immeuble', x, y, c, s.r.pick(DECOY_COMPANIES[m.lang].slice(0, 2)), {}, true);
  return field(s, p, es ? 'Teléfono del arrendador' : 'Téléphone du locateur', x + c + 5, y, c, `(${s.r.int(201, 989)}) 555-${s.r.digits(4)}`, {}, true);
}
export function referencesDecoy(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  const es = m.lang === 'es';
  s.label(es ? 'Referencias comerciales' : 'Références commerciales', x, y, { bold: true });
  const co = s.r.shuffle([...DECOY_COMPANIES[m.lang].slice(2)]);
  for (let i = 0; i < 2; i++) {
    s.label(`${i + 1}.`, x, y + 14 + i * 16);
    s.line(x + 10, y + 24 + i * 16, w * 0.55); s.decoy(co[i]!, x + 12, y + 14 + i * 16, w * 0.5);
    s.label(es ? 'Tel.' : 'Tél.', x + w * 0.6, y + 14 + i * 16);
    s.line(x + w * 0.6 + 18, y + 24 + i * 16, w * 0.4 - 18); s.decoy(`(${s.r.int(201, 989)}) 555-${s.r.digits(4)}`, x + w * 0.6 + 20, y + 14 + i * 16, 90);
  }
  return 48;
}
export function fundersDecoy(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  const es = m.lang === 'es';
  const cols: [string, number][] = es ? [['Compañía de financiamiento', w * 0.45], ['Saldo', w * 0.275], ['Pago', w * 0.275]]
    : [['Société de financement', w * 0.45], ['Solde', w * 0.275], ['Versement', w * 0.275]];
  s.label(es ? '¿Tiene adelantos o préstamos vigentes? Detalle:' : 'Avances ou prêts en cours :', x, y, { bold: true });
  let cx = x;
  for (const [h, cw] of cols) { s.box(cx, y + 11, cw, 12, '#eee'); s.label(h, cx + 2, y + 13.5, { size: 6.5 }); cx += cw; }
  const n = s.r.int(0, 2);
  for (let r = 0; r < 2; r++) {
    cx = x;
    const vals = r < n ? [DECOY_FUNDERS[(r + s.r.int(0, 1)) % 4]!, money(m, s.r.int(8, 60) * 1000 + 350)!, money(m, s.r.int(150, 900) + 0.0)!] : ['', '', ''];
    cols.forEach(([, cw], k) => { s.box(cx, y + 23 + r * 16, cw, 16); s.decoy(vals[k]!, cx + 3, y + 27 + r * 16, cw - 6, 8.5); cx += cw; });
  }
  return 58;
}
export function isoDecoy(s: Sheet, m: Merchant, p: Place, x: number, y: number, w: number, broker: string): number {
  const es = m.lang === 'es', c = (w - 5) / 2;
  s.label(es ? `Solo para uso de ${broker}` : `Réservé à ${broker}`, x, y, { size: 6.5, color: '#555' });
  field(s, p, es ? 'Representante (ISO)' : 'Représentant', x, y + 10, c, s.r.pick(DECOY_PEOPLE[m.lang]), {}, true);
  return 10 + field(s, p, es ? 'Código de agente' : 'Code du représentant', x + c + 5, y + 10, c, `${es ? 'AG' : 'REP'}-${s.r.digits(4)}`, {}, true);
}
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number): number {
  const es = m.lang === 'es';
  const n = Math.min(m.owners.length, 2), c = (w - 10) / 2;
  for (let i = 0; i < n; i++) {
    const cx = x + i * (c + 10);
    s.line(cx, y + 18, c * 0.62); s.label(es ? 'Firma' : 'Signature', cx, y + 20, { size: 6.5 });
    s.line(cx + c * 0.68, y + 18, c * 0.32); s.label('Fecha / Date'.split(' / ')[es ? 0 : 1]!, cx + c * 0.68, y + 20, { size: 6.5 });
    if (s.style !== 'fillable') {
      s.doc.save().lineWidth(0.9).strokeColor('#14286e');
      const r = s.r;
      s.doc.moveTo(cx + 8, y + 14).bezierCurveTo(cx + 20, y - 4, cx + 30, y + 22, cx + 45 + r.int(0, 20), y + 6).bezierCurveTo(cx + 60, y, cx + 70, y + 16, cx + 90, y + 10).stroke();
      s.doc.restore();
    }
  }
  return 32;
}
