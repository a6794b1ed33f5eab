// Harbor & Vine Capital: a letter of application. The business section is one long sentence with blanks ("I, ____,
// as ____ of ____ (the "Business") ... request an advance of $____ ..."), each owner is a sentence too, and the
// premises, bank and referral are blanks in the same prose: a reader has only the words around a blank to go by.
import type { Rng } from '../../statements/generator/prng.ts';
import { authorisation, biz, blanks, own, signatures } from './common.ts';
import type { Merchant } from './model.ts';
import type { SetFields, Sheet } from './sheet.ts';

type Seg = string | { text: string; min: number; set?: SetFields | undefined; decoy?: string | undefined };
const SERIF = 'Times-Roman';

/** Lays words and blanks out like a paragraph; returns the y under it. */
function flow(s: Sheet, segs: Seg[], x0: number, y0: number, width: number, size = 10.5, lh = 23): number {
  const d = s.doc, right = x0 + width;
  let x = x0, y = y0, buf = '', bufX = x0;
  const measure = (t: string, hand = false) => { d.font(hand ? 'hand' : SERIF).fontSize(hand ? size * 1.3 : size); return d.widthOfString(t); };
  const flush = () => { if (buf) s.label(buf.trimEnd(), bufX, y, { size, font: SERIF }); buf = ''; };
  const space = measure(' ');
  for (const seg of segs) {
    if (typeof seg === 'string') {
      for (const word of seg.split(/(?<= )/)) {
        const w = measure(word);
        if (x + w > right && x > x0) { flush(); x = x0; y += lh; }
        if (!buf) bufX = x;
        buf += word; x += w;
      }
      continue;
    }
    flush();
    const vw = seg.text ? (s.style === 'handwritten' ? measure(seg.text, true) : s.style === 'typed' ? (d.font(s.typedFont).fontSize(size), d.widthOfString(seg.text)) : measure(seg.text) * 1.05) : 0;
    const bw = Math.min(width, Math.max(seg.min, vw + 12));
    if (x + bw > right) { x = x0; y += lh; }
    s.line(x, y + size + 2, x + bw, 0.5, '#333');
    s.value(seg.text, x, y + size + 2, bw, { set: seg.set, decoy: seg.decoy, size, align: 'center' });
    x += bw + space;
  }
  flush();
  return y + lh + 6;
}

export function drawSentence(s: Sheet, m: Merchant, r: Rng): void {
  const B = biz(m), bl = blanks(r), d = m.decoy, o0 = m.owners[0]!, S0 = own(0, o0, m);
  const noDollar = (t: string) => t.replace(/^\$\s?/, '');
  s.label('HARBOR & VINE CAPITAL', 0, 42, { size: 18, font: 'Times-Bold', width: 612, align: 'center', color: '#2b2b55' });
  s.label('Letter of Application for a Purchase of Future Receivables', 0, 66, { size: 10.5, font: 'Times-Italic', width: 612, align: 'center' });
  s.label('Complete each blank. Cross out what does not apply. Attach four months of business bank statements.', 0, 82, { size: 7.5, width: 612, align: 'center', color: '#555' });
  s.line(60, 98, 552, 0.8, '#2b2b55');
  let y = flow(s, [
    'I, ', { text: o0.nameText, min: 150, set: S0.name }, ', as ', { text: o0.title, min: 90, set: S0.title }, ' of ',
    { text: m.legal, min: 200, set: B.legal }, ' (the "Business"), a ', { text: m.entityText, min: 90, set: B.entity },
    ' organized under the laws of ', { text: m.incState, min: 80, decoy: 'state_of_incorporation' }, ', doing business as ',
    { text: m.dbaText, min: 130, set: B.dba }, ', with its principal place of business at ', { text: m.street, min: 140 }, ', ',
    { text: m.city, min: 80 }, ', ', { text: m.stateText, min: 50, set: B.state }, ' ', { text: m.zip, min: 50 },
    ', Federal Tax ID No. ', { text: m.taxText, min: 90, set: B.tax }, ', engaged in the business of ',
    { text: bl.industry ? '' : m.industryText, min: 140, set: bl.industry ? {} : B.industry }, ' since ',
    { text: bl.start ? '' : m.startText, min: 90, set: B.start }, ', hereby apply to Harbor & Vine Capital for an advance of $ ',
    { text: noDollar(m.amountText), min: 70, set: B.amount }, ' to be used for ', { text: m.useOfFunds, min: 130 }, '.',
  ], 60, 110, 492);
  const pay = !bl.payment;
  y = flow(s, [
    'The Business proposes to remit ', { text: pay ? String(m.nPayments) : '', min: 40, set: B.n }, ' payments, made ',
    { text: pay ? (m.freq === 'biweekly' ? 'bi-weekly' : m.freq) : '', min: 60, set: B.freq }, ', of $ ',
    { text: pay ? noDollar(m.paymentText) : '', min: 70, set: B.payment }, ' each, and reports average monthly sales of $ ',
    { text: noDollar(m.monthlySales), min: 70 }, '.',
  ], 60, y, 492);
  y = flow(s, [
    'I own ', { text: String(o0.pct), min: 36, set: S0.pct }, ' percent of the Business. My Social Security Number is ',
    { text: o0.taxText, min: 90, set: S0.tax }, ', my date of birth is ', { text: o0.dobText, min: 90, set: S0.dob },
    ', and to my knowledge my credit score is about ', { text: o0.credit !== null && !bl.credit ? String(o0.credit) : '', min: 40, set: S0.credit },
    '. I reside at ', { text: `${o0.home}, ${m.city}`, min: 160, decoy: 'home_address' }, '.',
  ], 60, y, 492);
  const co = m.owners.length < 3 ? [...m.owners.slice(1), null] : m.owners.slice(1);
  co.forEach((o, k) => {
    const i = k + 1, S = o ? own(i, o, m) : null;
    s.label(o ? `Co-applicant ${i}` : `Co-applicant ${i} (if any)`, 60, y, { size: 8, font: 'Times-Bold' });
    y = flow(s, [
      'I, ', { text: o?.nameText ?? '', min: 150, set: S?.name }, ', ', { text: o?.title ?? '', min: 90, set: S?.title },
      ' of the Business, own ', { text: o ? String(o.pct) : '', min: 36, set: S?.pct }, ' percent of it; my Social Security Number is ',
      { text: o?.taxText ?? '', min: 90, set: S?.tax }, ' and my date of birth is ', { text: o?.dobText ?? '', min: 90, set: S?.dob },
      '. I join in this application.',
    ], 60, y + 12, 492);
  });
  const f = d.funders[0];
  if (y > 600) { s.doc.addPage(); y = 50; }
  y = flow(s, [
    'The Business leases its premises from ', { text: d.landlord, min: 150, decoy: 'landlord' }, ' at $ ', { text: noDollar(d.rent), min: 50, decoy: 'rent' },
    ' per month and banks with ', { text: d.bank, min: 80, decoy: 'bank_name' }, ' (routing no. ', { text: d.routing, min: 80, decoy: 'routing_number' },
    ', account no. ', { text: d.account, min: 90, decoy: 'account_number' }, '). ',
    ...(f ? ['It presently owes ', { text: f[0], min: 120, decoy: 'existing_funder' }, ' a balance of $ ', { text: noDollar(f[1]), min: 60, decoy: 'existing_funder' }, '. ']
      : ['It has no other advance outstanding. ']),
    'This application was referred by ', { text: d.iso, min: 120, decoy: 'iso_rep' }, ' of ', { text: d.isoCompany, min: 140, decoy: 'iso_company' }, '.',
  ], 60, y, 492);
  if (y > 660) { s.doc.addPage(); y = 50; }
  s.label(authorisation(m, 'Harbor & Vine Capital'), 60, y + 4, { size: 7.5, width: 492, font: 'Times-Roman' });
  signatures(s, m, 60, y + 84, 492);
}
