// Pieces several layouts share: drawn logos, the authorisation paragraphs brokers copy from one another, signature
// blocks and the "ISO use only" box (all of whose values are decoys).
import type { Deal, Owner } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import { date, decoy, plain, type DateStyle } from './vals.ts';

type Doc = PDFKit.PDFDocument;

export function logoDiamonds(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save();
  for (const [i, c] of [c1, c2, c1].entries()) doc.save().translate(x + 9 + i * 9, y + 11).rotate(45).rect(-5.5, -5.5, 11, 11).fill(c).restore();
  doc.restore();
}

export function logoPeaks(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save().polygon([x, y + 24], [x + 14, y + 3], [x + 28, y + 24]).fill(c1);
  doc.polygon([x + 14, y + 24], [x + 26, y + 9], [x + 38, y + 24]).fill(c2);
  doc.polygon([x + 10.5, y + 8.3], [x + 14, y + 3], [x + 17.5, y + 8.3]).fill('#fff').restore();
}

export function logoSun(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save().circle(x + 16, y + 20, 9).fill(c1);
  for (let a = 0; a <= 180; a += 30) {
    const t = (Math.PI * (180 + a)) / 180;
    doc.moveTo(x + 16 + Math.cos(t) * 12, y + 20 + Math.sin(t) * 12).lineTo(x + 16 + Math.cos(t) * 17, y + 20 + Math.sin(t) * 17);
  }
  doc.lineWidth(1.6).stroke(c1).rect(x - 2, y + 20, 36, 6).fill('#fff').rect(x - 2, y + 21, 36, 1.6).fill(c2).restore();
}

export function logoKeystone(doc: Doc, x: number, y: number, c1: string): void {
  doc.save().polygon([x, y], [x + 26, y], [x + 21, y + 26], [x + 5, y + 26]).fill(c1);
  doc.polygon([x + 8, y + 5], [x + 18, y + 5], [x + 16, y + 21], [x + 10, y + 21]).fill('#fff').restore();
}

export function logoArch(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save().lineWidth(3).strokeColor(c1).moveTo(x, y + 22).bezierCurveTo(x + 8, y + 2, x + 30, y + 2, x + 38, y + 22).stroke();
  doc.lineWidth(1.2).strokeColor(c2);
  for (let i = 1; i < 5; i++) doc.moveTo(x + i * 7.6, y + 22).lineTo(x + i * 7.6, y + 9 + Math.abs(i - 2.5) * 3).stroke();
  doc.lineWidth(2).moveTo(x - 3, y + 23).lineTo(x + 41, y + 23).stroke().restore();
}

export function logoStar(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save().circle(x + 13, y + 13, 13).fill(c1);
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? 4 : 9.5, t = (Math.PI * (i * 36 - 90)) / 180;
    pts.push([x + 13 + Math.cos(t) * r, y + 13.5 + Math.sin(t) * r]);
  }
  doc.polygon(...pts).fill(c2).restore();
}

export function logoWave(doc: Doc, x: number, y: number, c1: string, c2: string): void {
  doc.save().roundedRect(x, y, 30, 26, 4).fill(c1).lineWidth(1.8).strokeColor(c2);
  for (const dy of [9, 15, 21]) doc.moveTo(x + 3, y + dy).bezierCurveTo(x + 9, y + dy - 5, x + 13, y + dy + 4, x + 18, y + dy).bezierCurveTo(x + 22, y + dy - 4, x + 25, y + dy + 3, x + 28, y + dy - 1).stroke();
  doc.restore();
}

/** The consent paragraph most US broker forms carry, under the company's name. */
export function consentUS(company: string, variant: number): string {
  const a = `By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") `
    + `authorize ${company} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with `
    + `or acquire commercial loans having daily repayment features or purchases of future receivables including Merchant Cash Advance `
    + `transactions, including without limitation the application therefor (collectively, "Transactions") to obtain consumer or personal, `
    + `business and investigative reports and other information about you, including credit card processor statements and bank statements, `
    + `from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, `
    + `creditors and other third parties. You also authorize ${company} to transmit this application form, along with any of the foregoing `
    + `information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes. You also `
    + `consent to the release, by any creditor or financial institution, of any information relating to any of you, to ${company} and to `
    + `each of the Recipients, on its own behalf.`;
  const b = `The undersigned certifies that all information and documents submitted in connection with this application are true, correct `
    + `and complete, and that the business is not contemplating bankruptcy. The undersigned authorizes ${company}, its assigns, agents and `
    + `funding partners to verify the information provided, to obtain business and personal credit reports on the business and each owner `
    + `or guarantor at any time now or in the future, and to contact the business's bank, landlord and trade references. A photocopy or `
    + `electronic copy of this authorization shall be as valid as the original. This is not a loan application; any transaction offered `
    + `will be a purchase of future receivables.`;
  const tcpa = ` You agree that ${company} and its partners may contact you at the numbers and e-mail addresses provided, including by `
    + `autodialed calls and text messages, regarding your application and other financing products.`;
  return variant === 0 ? a : variant === 1 ? b : a + tcpa;
}

/** Signature / print name / date, one block per owner (the printed name is not read again as an applicant). */
export function signBlock(k: Kit, o: Owner | undefined, x: number, y: number, w: number, d: Deal, ds: DateStyle, label = 'Signature'): void {
  const wSig = w * 0.44, wName = w * 0.34, wDate = w - wSig - wName;
  k.line(x, y, x + wSig - 8, y).line(x + wSig, y, x + wSig + wName - 8, y).line(x + wSig + wName, y, x + w, y);
  k.text(label, x, y + 2, { size: 5.8 }).text('Print Name', x + wSig, y + 2, { size: 5.8 }).text('Date', x + wSig + wName, y + 2, { size: 5.8 });
  if (!o) return;
  if (k.style !== 'fillable') k.scribble(x, y - 1, wSig - 12);
  k.v(plain(`${o.first} ${o.last}`, `Print Name ${label}`), x + wSig, y - 12, wName - 10, 11.5, { size: 8 });
  k.v(plain(date(d.signed, ds), `Date ${label}`), x + wSig + wName, y - 12, wDate, 11.5, { size: 8 });
}

/** The broker's own box: its name, rep, phone, ISO id and EIN (none of them the merchant's). */
export function isoBox(k: Kit, d: Deal, company: string, domain: string, x: number, y: number, w: number, h: number, fill: string): void {
  k.rect(x, y, w, h, { fill, stroke: '#000', lw: 0.5 });
  k.text('FOR ISO / OFFICE USE ONLY', x + 3, y + 2, { size: 5.5, font: k.look.bold });
  const vals: [string, Val, number][] = [['ISO / Broker', decoy(company, 'ISO Name'), 22],
    ['Sales Rep', decoy(`${d.rep.first} ${d.rep.last}`, 'ISO Rep'), 18], ['Rep Phone', decoy(d.rep.phone, 'ISO Phone'), 15],
    ['Rep E-mail', decoy(`${d.rep.mailbox}@${domain}`, 'ISO Email'), 31], ['ISO EIN', decoy(`${d.isoEin.slice(0, 2)}-${d.isoEin.slice(2)}`, 'ISO EIN'), 14]];
  k.row(x + 3, y + 9, w - 6, h - 12, vals, { ls: 5, size: 7 });
}
