// How Canadian forms print values (money, dates, SINs, BNs, names), the truth paths, and the blocks several
// layouts share (the PIPEDA / Law 25 consent, a bank box of decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import type { Paths, Sheet } from './kit.ts';

export const A = (k: string, v: string | number | null): Paths => ({ [`application.${k}`]: v });
export const O = (i: number, vals: Record<string, string | number | null>): Paths =>
  Object.fromEntries(Object.entries(vals).map(([k, v]) => [`application.applicants[${i}].${k}`, v]));

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function group3(n: number, sep: string): string { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep); }

/** `$25,000` / `$25,000.00` / `$25,000 CAD` (English) or `25 000 $` / `25 000,00 $` (French). */
export function money(v: number, style: 'en' | 'en00' | 'cad' | 'fr' | 'fr00'): string {
  const whole = Math.floor(v), cents = Math.round((v - whole) * 100);
  const showCents = style === 'en00' || style === 'fr00' || cents !== 0;
  if (style === 'fr' || style === 'fr00') return `${group3(whole, ' ')}${showCents ? ',' + String(cents).padStart(2, '0') : ''} $`;
  const s = `$${group3(whole, ',')}${showCents ? '.' + String(cents).padStart(2, '0') : ''}`;
  return style === 'cad' ? `${s} CAD` : s;
}

export type DateStyle = 'iso' | 'fr' | 'en' | 'dmy' | 'dmon';
/** An ISO date as a form prints it; `dmy` (DD/MM/YYYY) only when the day is over 12 (else ISO: never ambiguous). */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'fr': return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`;
    case 'en': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'dmy': return d > 12 ? `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}` : iso;
    case 'dmon': return `${String(d).padStart(2, '0')}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
    default: return iso;
  }
}

/** A SIN as printed: full (`046 454 286`, `046-454-286`) or masked to its last three digits. */
export function sin(o: Owner, rng: Rng): string {
  const s = o.sin;
  if (o.masked) return rng.pick([`XXX XXX ${s.slice(6)}`, `***-***-${s.slice(6)}`, `xxx-xxx-${s.slice(6)}`]);
  return rng.pick([`${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`]);
}
export const sinPaths = (i: number, o: Owner): Paths => O(i, { tax_id: o.masked ? null : o.sin, tax_id_type: 'SIN', tax_id_country: 'CA' });

/** The business tax ID box: the BN with its program account (spaced, run together, dashed) or bare; a sole
 *  proprietor's SIN. Returns the text and its truth. */
export function businessId(m: Merchant, rng: Rng, bare = 0.15): { text: string; paths: Paths } {
  const ids = (v: string, type: string): Paths => ({ ...A('business_tax_id', v), ...A('business_tax_id_type', type), ...A('business_tax_id_country', 'CA') });
  if (m.soleBySin) { const s = m.owners[0]!.sin; return { text: `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, paths: ids(s, 'SIN') }; }
  const program = m.entity.id === 'sole_proprietorship' || m.entity.id === 'general_partnership' ? 'RT0001' : m.program;
  if (rng.chance(bare)) return { text: rng.pick([m.bn9, `${m.bn9.slice(0, 3)} ${m.bn9.slice(3, 6)} ${m.bn9.slice(6)}`]), paths: ids(m.bn9, 'BN') };
  const p = program.slice(0, 2), r = program.slice(2);
  const text = rng.pick([`${m.bn9} ${program}`, `${m.bn9}${program}`, `${m.bn9} ${p} ${r}`, `${m.bn9}-${program}`]);
  return { text, paths: ids(`${m.bn9}${program}`, 'BN') };
}
/** Whether the GST/HST (RT) account may be printed as a separate decoy line: not when it is the business ID itself. */
export const gstDecoy = (m: Merchant): boolean => !m.soleBySin && m.entity.id !== 'sole_proprietorship' && m.entity.id !== 'general_partnership';

export type NameStyle = 'first_last' | 'middle' | 'last_first';
export function ownerName(o: Owner, style: NameStyle): string {
  if (style === 'last_first') return `${o.last}, ${o.first}`;
  if (style === 'middle' && o.middle) return `${o.first} ${o.middle}. ${o.last}`;
  return `${o.first} ${o.last}`;
}
export const namePaths = (i: number, o: Owner): Paths => O(i, { first_name: o.first, last_name: o.last });

export function street(a: { street: string; city: string; prov: string; postal: string }): string { return `${a.street}, ${a.city} ${a.prov} ${a.postal}`; }

/** The consent paragraph: PIPEDA (English), Law 25 (Quebec), or both. */
export function consent(s: Sheet, x: number, y: number, w: number, kind: 'pipeda' | 'law25' | 'both', broker: string, size = 6.4): number {
  const en = `By signing below, each undersigned authorizes ${broker} and its funding partners to collect, use and disclose personal information, including credit reports from Equifax Canada and TransUnion Canada, to evaluate this application, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). Each undersigned certifies that the information provided is true and complete.`;
  const fr = `En signant ci-dessous, chaque soussigné autorise ${broker} et ses partenaires financiers à recueillir, utiliser et communiquer ses renseignements personnels, y compris son dossier de crédit, aux fins de l'étude de la présente demande, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé (Loi 25). Le consentement peut être retiré en tout temps.`;
  const texts = kind === 'pipeda' ? [en] : kind === 'law25' ? [fr] : [fr, en];
  for (const t of texts) {
    s.label(t, x, y, { size, width: w, italic: t === en && kind === 'both' });
    y = s.doc.y + 4;
  }
  return y;
}

/** A bank box: institution, transit and account numbers (never truth). */
export function bankBox(s: Sheet, m: Merchant, x: number, y: number, w: number, fr: boolean): void {
  const cols: [string, string, string][] = [
    [fr ? 'Institution financière / Bank' : 'Bank Name', m.bank.name, 'bank_name'],
    [fr ? "No d'institution / Institution #" : 'Institution No.', m.bank.inst, 'bank_institution'],
    [fr ? 'Transit / Transit #' : 'Transit No.', m.bank.transit, 'bank_transit'],
    [fr ? 'Folio / Account #' : 'Account No.', m.bank.account, 'bank_account'],
  ];
  const cw = w / 4;
  cols.forEach(([l, v, k], i) => {
    s.rect(x + i * cw, y, cw, 26);
    s.label(l, x + i * cw + 3, y + 3, { size: 6 });
    s.val(v, x + i * cw + 4, y + 13, cw - 8, k);
  });
}

/** Signature lines for the first two owners (a signing date is not a field). */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number, fr: boolean): void {
  const per = Math.min(2, m.owners.length), cw = (w - 20 * (per - 1)) / per;
  for (let i = 0; i < per; i++) {
    const cx = x + i * (cw + 20);
    s.line(cx, y + 16, cx + cw * 0.62, y + 16);
    s.line(cx + cw * 0.68, y + 16, cx + cw, y + 16);
    s.label(fr ? 'Signature du propriétaire / Owner signature' : 'Owner Signature', cx, y + 19, { size: 6.2 });
    s.label('Date', cx + cw * 0.68, y + 19, { size: 6.2 });
  }
}

/** A boxed cell: small label at its top left, the value at its bottom. */
export function cell(s: Sheet, x: number, y: number, w: number, h: number, label: string, value: string | null, what: Paths | string, sub?: string): void {
  s.rect(x, y, w, h);
  s.label(label, x + 3, y + 2.5, { size: 6.2, color: '#333333' });
  if (sub) s.label(sub, x + 3, y + 9.5, { size: 5.4, italic: true, color: '#555555' });
  if (value) s.val(value, x + 4, y + h - 12, w - 8, what);
}

/** A label then an underline, the value written on the line. */
export function uline(s: Sheet, x: number, y: number, w: number, label: string, value: string | null, what: Paths | string, lw?: number): void {
  s.label(label, x, y + 3, { size: 7 });
  const lx = x + (lw ?? s.doc.font('Helvetica').fontSize(7).widthOfString(label) + 4);
  s.line(lx, y + 12, x + w, y + 12, '#555555');
  if (value) s.val(value, lx + 2, y + 1, x + w - lx - 4, what);
}

/** A French label with its English under it (or the other way), the value on an underline to their right. */
export function stacked(s: Sheet, x: number, y: number, w: number, top: string, under: string, value: string | null, what: Paths | string, lw = 120): void {
  s.label(top, x, y, { size: 7, bold: true });
  s.label(under, x, y + 8.5, { size: 6, italic: true, color: '#555555' });
  s.line(x + lw, y + 14, x + w, y + 14, '#555555');
  if (value) s.val(value, x + lw + 3, y + 3, w - lw - 6, what);
}

export function section(s: Sheet, x: number, y: number, w: number, title: string, fill: string, color = '#ffffff'): void {
  s.rect(x, y, w, 13, { fill });
  s.label(title, x + 5, y + 3, { size: 7.5, bold: true, color });
}
