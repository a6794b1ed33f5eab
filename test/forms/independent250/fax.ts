// Fax furniture: the sending machine's header line across the top of every page, and the broker's cover sheet. All of
// it is a decoy (numbers, names, dates and amounts that are not the application's).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, pad, phone, type Merchant } from './data.ts';
import type { Sheet } from './draw.ts';

export interface Broker { name: string; header: string; fax: string; phone: string; address: string; look: 'grid' | 'memo' | 'bilingual' | 'classic' }
export interface FaxCtx { s: Sheet; m: Merchant; rng: Rng; broker: Broker; total: number; sent: Date; funder: string; rep: string }

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const FUNDERS = ['Atlas Merchant Funding', 'Greenfield Capital Group', 'Crestview Advance LLC', 'Northbridge Receivables', 'Ironclad Business Capital'];
const REPS = ['Jessica Tran', 'Mike Delgado', 'Sam Whitfield', 'Rita Gomez', 'Tony Marchetti', 'Dana Cole'];

export function faxCtx(s: Sheet, m: Merchant, rng: Rng, broker: Broker, total: number): FaxCtx {
  const sent = new Date(Date.UTC(2025, rng.int(0, 10), rng.int(1, 28), rng.int(8, 17), rng.int(0, 59)));
  return { s, m, rng, broker, total, sent, funder: rng.pick(FUNDERS), rep: rng.pick(REPS) };
}

const digitsOnly = (p: string): string => p.replace(/\D/g, '');

/** The header line a fax machine prints on each page it sends (the machine's own format, per broker). */
export function faxHeader(c: FaxCtx, page: number, minutesLater = 0): void {
  const d = new Date(c.sent.getTime() + minutesLater * 60000);
  const y = d.getUTCFullYear(), mo = d.getUTCMonth(), day = d.getUTCDate(), h = d.getUTCHours(), mi = d.getUTCMinutes();
  const h12 = `${h % 12 || 12}:${pad(mi)}${h < 12 ? 'AM' : 'PM'}`;
  const f = c.broker.fax;
  let text: string;
  switch (c.broker.look) {
    case 'grid': text = `${MON[mo]}-${pad(day)}-${y}  ${pad(h)}:${pad(mi)}   FROM:${digitsOnly(f)}   ${c.broker.header}        P.${pad(page)}/${pad(c.total)}`; break;
    case 'memo': text = `FROM : ${c.broker.header}     FAX NO. : ${f}     ${MON[mo]!.charAt(0)}${MON[mo]!.slice(1).toLowerCase()}. ${pad(day)} ${y} ${h12}  P${page}`; break;
    case 'bilingual': text = `${y}-${pad(mo + 1)}-${pad(day)} ${pad(h)}:${pad(mi)}   De/From: ${f}   ${c.broker.header}   p. ${page} of ${c.total}`; break;
    default: text = `${pad(mo + 1)}/${pad(day)}/${y} ${pad(h)}:${pad(mi)}  ${f}  ${c.broker.header}  PAGE ${pad(page, 4)}/${pad(c.total, 4)}`;
  }
  c.s.printedDecoy('fax_header', text, 18, 8, { size: 7.5 });
}

/** A second, older header under the broker's: the merchant faxed the signed pages to the broker, who forwarded them. */
export function merchantHeader(c: FaxCtx, page: number, of: number): void {
  const short = c.m.legal.toUpperCase().replace(/[^A-Z0-9 &]/g, '').slice(0, 16).trim();
  const d = new Date(c.sent.getTime() - 86400000 * c.rng.int(1, 3));
  const text = `${MON[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${d.getUTCFullYear()} 04:51PM  HP LASERJET FAX  ${short}  ${phone(c.rng, 'dot')}  p.${page}/${of}`;
  c.s.printedDecoy('forwarded_fax_header', text, 18, 18, { size: 7 });
}

/** The cover sheet: to / from, fax and phone numbers, Re:, pages, a note. */
export function coverSheet(c: FaxCtx): void {
  const { s, rng, broker, m } = c;
  const look = broker.look;
  const dateText = look === 'bilingual' ? c.sent.toISOString().slice(0, 10) : `${pad(c.sent.getUTCMonth() + 1)}/${pad(c.sent.getUTCDate())}/${c.sent.getUTCFullYear()}`;
  const toFax = phone(rng), toPhone = phone(rng), fromPhone = broker.phone;
  const ref = `${rng.int(10000, 99999)}`;
  const reName = (m.dba ?? m.legal).toUpperCase().split(/\s+/).slice(0, 2).join(' ');
  const otherAmt = m.amount + rng.pick([-10000, 5000, 15000, 25000]);
  const notes = [
    `Merchant is looking for ${money(otherAmt, rng, m.country === 'CA')} but will consider less. Please call me with any offers.`,
    `Attached: signed app + 4 months bank statements. Merchant has an open position with Fundex (bal ${money(rng.int(6, 40) * 1000, rng)}).`,
    `Renewal candidate - previous funder was Blue Vine. Call my assistant ${rng.pick(REPS)} at ${phone(rng)} if anything is missing.`,
    `Please rush. Merchant also shopping with 2 other funders. Max buy rate 1.38.`,
  ];
  s.label(broker.name, 50, 60, { size: 16, font: 'Helvetica-Bold' });
  s.printedDecoy('broker_address', broker.address, 50, 80, { size: 9, font: 'Helvetica' });
  s.printedDecoy('broker_phone', `Tel ${fromPhone}   Fax ${broker.fax}`, 50, 92, { size: 9, font: 'Helvetica' });
  s.label(look === 'bilingual' ? 'FAX / TÉLÉCOPIE' : look === 'memo' ? 'Facsimile Transmittal' : 'FAX', 50, 125, { size: look === 'memo' ? 22 : 40, font: 'Helvetica-Bold' });
  const rows: [string, string, string][] = [
    ['To:', c.funder, 'cover_to'], ['Attn:', `Underwriting - ${rng.pick(REPS.filter((r) => r !== c.rep))}`, 'cover_attn'], ['Fax:', toFax, 'cover_to_fax'], ['Phone:', toPhone, 'cover_to_phone'],
    ['From:', c.rep, 'cover_from'], ['Fax:', broker.fax, 'cover_from_fax'], ['Phone:', fromPhone, 'cover_from_phone'], ['Date:', dateText, 'cover_date'],
    ['Re:', look === 'memo' ? `New submission #${ref} - ${reName}` : `${reName} / file ${ref}`, 'cover_re'],
    [look === 'bilingual' ? 'Pages / Pages:' : 'Pages (incl. cover):', String(c.total), 'cover_pages'],
  ];
  const twoCol = look === 'grid' || look === 'classic';
  rows.forEach(([l, v, key], i) => {
    const col = twoCol && i >= 4 && i < 8 ? 1 : 0;
    const row = twoCol ? (i < 4 ? i : i < 8 ? i - 4 : i - 4) : i;
    const x = 50 + col * 280, y = 190 + row * 24;
    s.label(l, x, y, { size: 10, font: 'Helvetica-Bold' });
    s.printedDecoy(key, v, x + 110, y, { size: 10, font: look === 'classic' ? 'Courier' : 'Helvetica' });
    if (look === 'grid') s.line(x + 108, y + 12, x + 262, y + 12, 0.4);
  });
  const yb = 190 + (twoCol ? 6 : 10) * 24 + 10;
  ['Urgent', 'For Review', 'Please Comment', 'Please Reply'].forEach((l, i) => s.check(l, 50 + i * 120, yb, false));
  s.label('Comments:', 50, yb + 30, { size: 10, font: 'Helvetica-Bold' });
  const note = rng.pick(notes);
  s.label(note, 50, yb + 46, { size: 10, width: 500 });
  s.decoys.push({ key: 'cover_note', text: note, page: s.page });
  s.label('CONFIDENTIALITY NOTICE: This facsimile contains information that is confidential and intended only for the use of the ' +
    'addressee named above. If you have received this fax in error, please notify the sender immediately by telephone and destroy ' +
    'the original. Any review, dissemination or copying of this communication is strictly prohibited.', 50, 690, { size: 7, width: 510 });
}
