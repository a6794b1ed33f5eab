// What every form in this set shares: the fax machine's header line, the broker's footer (its own address, phone,
// licence number and EIN: decoys), the fax cover sheet, and the rubber stamp.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Pen } from './pen.ts';
import type { Choices } from './fmt.ts';
import type { Merchant } from './data.ts';
import { ein } from './data.ts';

export interface Broker {
  name: string; address: string; phone: string; fax: string; licence: string; ein: string; web: string; rep: string; accent: string;
}

export function makeBroker(r: Rng, name: string, address: string, licencePrefix: string, web: string, accent: string): Broker {
  const e = ein(r);
  return { name, address, phone: `(${r.int(212, 917)}) 555-0${r.digits(3)}`, fax: `(${r.int(212, 917)}) 555-0${r.digits(3)}`,
    licence: `${licencePrefix}${r.digits(7)}`, ein: `${e.slice(0, 2)}-${e.slice(2)}`, web, accent,
    rep: r.pick(['Jordan Pike', 'Alyssa Moreno', 'Victor Chen', 'Dana Kessler', 'Sam Okoye']) };
}

/** The line a fax machine prints across the top: date, time, sender's number, sender's name, page of pages. */
export function faxHeader(pen: Pen, b: Broker, ch: Choices, total: number, variant: number): void {
  const p = pen.page;
  const text = variant === 0 ? `MAR-14-2026  ${ch.faxTime}   FROM: ${ch.faxFrom}   ${b.name.toUpperCase()}   P. ${p}/${total}`
    : variant === 1 ? `03/14/2026 ${ch.faxTime}  FAX ${ch.faxFrom}  ${b.name}  #${7000 + total * 13} P.${String(p).padStart(3, '0')}/${String(total).padStart(3, '0')}`
      : `Mar 14 2026 ${ch.faxTime} From:${ch.faxFrom.replace(/ /g, '')} To:18885550134 ${b.name} Page ${p} of ${total}`;
  pen.decoyText('fax_header', text, 30, 9, { font: 'Courier', size: 7.5 });
  pen.line(30, 19, 582, 19, '#555555', 0.3);
}

/** The broker's own details at the foot of a page: none of them is the merchant's. */
export function brokerFooter(pen: Pen, b: Broker, y = 760): void {
  pen.line(36, y - 4, 576, y - 4, b.accent, 0.8);
  pen.decoyText('broker_address', `${b.name} | ${b.address}`, 36, y, { size: 6.5, color: '#333333' });
  pen.decoyText('broker_phone', `Tel ${b.phone}  Fax ${b.fax}`, 36, y + 9, { size: 6.5, color: '#333333' });
  pen.decoyText('broker_licence', `Licence No. ${b.licence}`, 330, y, { size: 6.5, color: '#333333' });
  pen.decoyText('broker_ein', `Broker EIN ${b.ein}`, 330, y + 9, { size: 6.5, color: '#333333' });
  pen.t(b.web, 480, y + 9, { size: 6.5, color: '#333333' });
}

export function stamp(pen: Pen, ch: Choices, r: Rng): void {
  const spots: [number, number][] = [[400, 40], [330, 600], [60, 690]];
  const [x, y] = spots[ch.stampAt]!;
  pen.stamp(ch.stampText, x, y, r.float(-18, 18), ch.stampText[0] === 'COPY' ? '#666666' : '#b3261e');
}

/** The fax cover sheet in front of the form. */
export function coverSheet(pen: Pen, b: Broker, m: Merchant, ch: Choices, r: Rng, total: number, headerVariant: number): void {
  pen.newPage();
  faxHeader(pen, b, ch, total, headerVariant);
  pen.fill(36, 40, 540, 54, b.accent);
  pen.t(b.name.toUpperCase(), 50, 52, { font: 'Helvetica-Bold', size: 18, color: '#ffffff' });
  pen.t(r.pick(['Business funding, simplified.', 'Working capital for Main Street', 'Fast approvals. Real people.']), 50, 74, { font: 'Helvetica-Oblique', size: 9, color: '#ffffff' });
  pen.t(r.pick(['FAX', 'FACSIMILE TRANSMITTAL', 'FAX COVER SHEET']), 36, 120, { font: 'Helvetica-Bold', size: 30 });
  const funder = r.pick(['Underwriting - New Submissions', 'Funding Desk', 'Credit Department']);
  const rows: [string, string, string | null][] = [
    ['To:', funder, null], ['Fax:', '(888) 555-0134', null], ['From:', b.rep, 'iso_rep_name'], ['Phone:', b.phone, 'broker_phone'],
    ['Date:', '03/14/2026', 'fax_date'], ['Pages:', `${total} (including cover)`, null],
    ['Re:', `New MCA submission - Deal #${r.int(40000, 49999)}`, null]];
  rows.forEach(([l, v, decoy], i) => {
    pen.t(l, 50, 180 + i * 24, { font: 'Helvetica-Bold', size: 11 });
    if (decoy) pen.decoyText(decoy, v, 120, 180 + i * 24, { font: 'Courier', size: 11 });
    else pen.t(v, 120, 180 + i * 24, { font: 'Courier', size: 11 });
  });
  ['Urgent', 'For Review', 'Please Comment', 'Please Reply'].forEach((o, i) => {
    pen.rect(50 + i * 130, 370, 9, 9);
    if (i === 1) pen.t('X', 51.5 + i * 130, 370.5, { font: 'Helvetica-Bold', size: 9 });
    pen.t(o, 63 + i * 130, 371, { size: 10 });
  });
  pen.t('Comments:', 50, 410, { font: 'Helvetica-Bold', size: 11 });
  const note = r.pick([`Attached: signed application + ${r.int(3, 6)} months of statements. Merchant is looking to close this week.`,
    `Please find the merchant's application enclosed. ${m.funders.length ? 'Merchant has open positions; see page 2.' : 'Clean file, no open positions.'}`,
    'Renewal candidate. Statements to follow under separate cover. Call me with any stips.']);
  pen.t(note, 50, 430, { font: 'Courier', size: 10, width: 500 });
  pen.t('CONFIDENTIALITY NOTICE: The documents accompanying this facsimile contain confidential information belonging to the sender which is legally privileged. '
    + 'The information is intended only for the use of the individual or entity named above. If you have received this fax in error, please notify us by telephone '
    + 'immediately and destroy the transmitted documents.', 50, 640, { size: 7, width: 510, color: '#444444' });
  brokerFooter(pen, b);
}

/** A scribbled signature (vector strokes, no text) in the ink of the form. */
export function signature(pen: Pen, x: number, y: number): void {
  const r = pen.hand;
  const d = pen.doc.lineWidth(0.9).strokeColor('#1c2b5e');
  d.moveTo(x, y + 8);
  for (let i = 0; i < 6; i++) d.bezierCurveTo(x + i * 14 + 4, y - r.float(2, 8), x + i * 14 + 9, y + r.float(10, 16), x + i * 14 + 14, y + r.float(2, 9));
  d.stroke();
}
