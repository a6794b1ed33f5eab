// The four layouts of set 236: each draws one merchant onto pages of an unusual geometry.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { businessBlock, decoyBlock, finePrint, heading, ownerBlock, requestBlock, row, signature, type Look } from './blocks.ts';

export interface Layout { broker: string; country: 'US' | 'CA'; draw: (cv: Canvas, m: Merchant) => void }

function footer(cv: Canvas, t: string, x: number, y: number, w: number): void {
  cv.line(x, y - 3, x + w, y - 3, '#999', 0.4);
  cv.label(t, x, y, 5.5, { color: '#666' });
}

/** Atlas Bridge Capital: one landscape letter sheet, four columns. */
function atlas(cv: Canvas, m: Merchant): void {
  const r = cv.rng, navy = '#12305a';
  cv.sheet(792, 612); cv.use(0);
  cv.shape((d) => { d.moveTo(24, 56).lineTo(44, 22).lineTo(56, 40).lineTo(64, 30).lineTo(80, 56).closePath().fill(navy); d.rect(24, 58, 56, 3).fill('#c9a227'); });
  cv.label('ATLAS BRIDGE CAPITAL', 90, 24, 17, { bold: true, color: navy });
  cv.label('Small Business Funding Application  |  Revenue-Based Financing', 90, 45, 8.5, { color: '#555' });
  cv.label(`Submission #AB-${r.digits(6)}`, 600, 26, 7.5, { color: '#555' });
  cv.label('Questions? funding@atlasbridgecap.example  (800) 555-0144', 600, 38, 6, { color: '#555' });
  cv.line(24, 68, 768, 68, navy, 1.5);
  const cw = 177, gap = 12, x = (i: number): number => 24 + i * (cw + gap), top = 78, look: Look = 'bar';
  let y = heading(cv, 'Business Information', x(0), top, cw, look, navy);
  businessBlock(cv, m, x(0), y, cw);
  y = heading(cv, 'Funding Request', x(1), top, cw, look, navy);
  y = requestBlock(cv, m, x(1), y, cw);
  y = heading(cv, 'Bank, Landlord & References', x(1), y + 2, cw, look, navy);
  decoyBlock(cv, m, x(1), y, cw, true);
  const lastFirst = r.chance(0.5);
  y = heading(cv, 'Owner / Principal 1', x(2), top, cw, look, navy);
  y = ownerBlock(cv, m, 0, x(2), y, cw, lastFirst, true);
  let y4: number;
  if (m.owners[1]) { y = heading(cv, 'Owner / Principal 2', x(2), y + 2, cw, look, navy); ownerBlock(cv, m, 1, x(2), y, cw, lastFirst, true); }
  if (m.owners[2]) { y4 = heading(cv, 'Owner / Principal 3', x(3), top, cw, look, navy); y4 = ownerBlock(cv, m, 2, x(3), y4, cw, lastFirst, true); }
  else { y4 = heading(cv, 'Office Use Only', x(3), top, cw, look, '#777'); y4 = row(cv, x(3), y4, cw, [['Rep Code', 1, `R-${r.digits(3)}`, 'rep_code'], ['Received', 1, m.sigDate, 'received_date']]); }
  y4 = heading(cv, 'Authorization', x(3), y4 + 4, cw, look, navy);
  y4 = finePrint(cv, m, x(3), y4, cw);
  for (let i = 0; i < Math.min(m.owners.length, 2); i++) y4 = signature(cv, m, x(3), y4 + 2, cw, `Owner ${i + 1}`);
  footer(cv, 'Atlas Bridge Capital, LLC  -  ABC-APP-L4 rev. 03/2024  -  Page 1 of 1', 24, 596, 744);
}

/** Meridian Funding Partners: a portrait two-page form whose pages are stored landscape with /Rotate 90 or 270. */
function meridian(cv: Canvas, m: Merchant): void {
  const r = cv.rng, teal = '#0e6e6e', rot = r.pick([90, 270] as const), look: Look = 'rule';
  const page = (n: number): void => {
    cv.sheet(792, 612, rot); cv.use(rot);
    cv.rect(18, 18, 576, 756, { stroke: teal, lw: 1 });
    footer(cv, `Meridian Funding Partners  -  MFP-2 (rev. 11/23)  -  Page ${n} of 2  -  Initials: ______`, 36, 756, 540);
  };
  page(1);
  cv.shape((d) => { d.circle(58, 52, 18).fill(teal); d.circle(58, 52, 9).fill('#fff'); d.rect(52, 34, 12, 36).fill(teal); });
  cv.label('Meridian Funding Partners', 86, 36, 18, { bold: true, color: teal });
  cv.label('MERCHANT CASH ADVANCE APPLICATION', 86, 58, 8, { bold: true, color: '#444' });
  cv.label(`ISO: ${m.isoRep}  ${m.isoPhone}`, 400, 40, 7, { color: '#444' });
  cv.label(`Ref. MFP-${r.digits(5)}`, 400, 52, 7, { color: '#444' });
  let y = heading(cv, 'Section A - Business', 36, 86, 540, look, teal);
  y = businessBlock(cv, m, 36, y, 540, { entityText: r.chance(0.5) });
  y = heading(cv, 'Section B - Funding Request', 36, y + 6, 540, look, teal);
  y = requestBlock(cv, m, 36, y, 540, r.chance(0.5));
  y = heading(cv, 'Section C - Existing Obligations & Bank', 36, y + 6, 540, look, teal);
  decoyBlock(cv, m, 36, y, 540);
  page(2);
  y = heading(cv, 'Section D - Owners (all owners of 20% or more)', 36, 40, 540, look, teal);
  m.owners.forEach((_, i) => { cv.label(`Owner ${i + 1}`, 36, y, 7, { bold: true, color: teal }); y = ownerBlock(cv, m, i, 36, y + 10, 540, false) + 4; });
  y = heading(cv, 'Section E - Certification', 36, y + 6, 540, look, teal);
  y = finePrint(cv, m, 36, y, 540, 6.5);
  m.owners.forEach((_, i) => { y = signature(cv, m, 36, y + 4, 300, `Owner ${i + 1}`); });
}

/** Northway Merchant Capital: a Canadian form on a US legal (8.5 x 14) or A4 page; A4 runs onto a second page. */
function northway(cv: Canvas, m: Merchant): void {
  const r = cv.rng, red = '#9b1b1b', legal = r.chance(0.5), W = legal ? 612 : 595.28, H = legal ? 1008 : 841.89, look: Look = 'tab';
  const x = 34, w = W - 68;
  let n = 0, y = 0;
  const page = (): void => {
    cv.sheet(W, H); cv.use(0); n++;
    cv.rect(0, 0, W, 8, { fill: red });
    footer(cv, `Northway Merchant Capital Inc.  -  NMC-CA-${legal ? 'LG' : 'A4'}  -  Page ${n}`, x, H - 22, w);
    y = 24;
  };
  const need = (h: number): void => { if (y + h > H - 40) page(); };
  page();
  cv.shape((d) => { d.polygon([x, 52], [x + 14, 22], [x + 28, 52]).fill(red); d.polygon([x + 14, 34], [x + 24, 52], [x + 4, 52]).fill('#fff'); });
  cv.label('NORTHWAY', x + 36, 24, 20, { bold: true, color: red });
  cv.label('Merchant Capital  -  Business Funding Application (Canada)', x + 36, 46, 8, { color: '#444' });
  cv.label('Demande de financement / Funding request', W - 220, 28, 7, { color: '#666' });
  y = 66;
  y = heading(cv, 'Business Information', x, y, w, look, red);
  y = businessBlock(cv, m, x, y, w, { entityText: r.chance(0.6) });
  need(110); y = heading(cv, 'Funding Request', x, y + 4, w, look, red);
  y = requestBlock(cv, m, x, y, w);
  m.owners.forEach((_, i) => {
    need(120); y = heading(cv, `Owner ${i + 1}`, x, y + 4, w, look, red);
    y = ownerBlock(cv, m, i, x, y, w, false);
  });
  need(150); y = heading(cv, 'Banking, Landlord, References & Agent', x, y + 4, w, look, red);
  y = decoyBlock(cv, m, x, y, w);
  need(110); y = heading(cv, 'PIPEDA Consent & Signature', x, y + 4, w, look, red);
  y = finePrint(cv, m, x, y, w, 6.5);
  m.owners.forEach((_, i) => { need(40); y = signature(cv, m, x, y + 2, 320, `Owner ${i + 1}`); });
}

/** Keystone Commercial Funding: a two-page form printed 2-up on one landscape letter or A4 sheet. */
function keystone(cv: Canvas, m: Merchant): void {
  const r = cv.rng, green = '#2f5d2a', a4 = r.chance(0.5), W = a4 ? 841.89 : 792, H = a4 ? 595.28 : 612, look: Look = 'bar';
  const s = Math.min((W / 2 - 24) / 612, (H - 24) / 792), ox = (W / 2 - 612 * s) / 2, oy = (H - 792 * s) / 2;
  cv.sheet(W, H);
  const half = (i: number): void => {
    cv.use(0, s, ox + i * W / 2, oy);
    cv.rect(0, 0, 612, 792, { stroke: '#bbb', lw: 0.8 });
    footer(cv, `Keystone Commercial Funding  -  KCF-APP (2-page)  -  Page ${i + 1} of 2`, 36, 762, 540);
  };
  half(0);
  cv.shape((d) => { d.rect(36, 30, 16, 16).fill(green); d.rect(56, 30, 16, 16).fill('#8fb339'); d.rect(36, 50, 36, 8).fill(green); });
  cv.label('KEYSTONE', 82, 28, 20, { bold: true, color: green });
  cv.label('COMMERCIAL FUNDING  -  Merchant Application', 82, 50, 8, { color: '#444' });
  cv.label(`Broker: ${m.isoRep} (${m.isoPhone})`, 380, 34, 7, { color: '#444' });
  let y = heading(cv, 'Company', 36, 74, 540, look, green);
  y = businessBlock(cv, m, 36, y, 540, { entityText: r.chance(0.3) });
  y = heading(cv, 'Request', 36, y + 4, 540, look, green);
  y = requestBlock(cv, m, 36, y, 540, r.chance(0.5));
  y = heading(cv, 'Principal Owner', 36, y + 4, 540, look, green);
  ownerBlock(cv, m, 0, 36, y, 540, false);
  half(1);
  y = 36;
  for (let i = 1; i < m.owners.length; i++) { y = heading(cv, `Additional Owner ${i}`, 36, y, 540, look, green); y = ownerBlock(cv, m, i, 36, y, 540, false) + 4; }
  y = heading(cv, 'Bank, Landlord, Current Advances, References', 36, y, 540, look, green);
  y = decoyBlock(cv, m, 36, y, 540);
  y = heading(cv, 'Authorization', 36, y + 4, 540, look, green);
  y = finePrint(cv, m, 36, y, 540, 6.5);
  m.owners.forEach((_, i) => { y = signature(cv, m, 36, y + 4, 320, `Owner ${i + 1}`); });
}

export const LAYOUTS: Record<string, Layout> = {
  atlas_landscape: { broker: 'Atlas Bridge Capital', country: 'US', draw: atlas },
  meridian_rotated: { broker: 'Meridian Funding Partners', country: 'US', draw: meridian },
  northway_ca_legal_a4: { broker: 'Northway Merchant Capital', country: 'CA', draw: northway },
  keystone_2up: { broker: 'Keystone Commercial Funding', country: 'US', draw: keystone },
};
