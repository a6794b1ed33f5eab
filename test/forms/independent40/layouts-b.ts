// Paper-saving layouts: two half-page forms on one sheet, a two-page form printed 2-up on a landscape sheet, an A4
// booklet page in two columns, and a Canadian form whose owners' table is printed sideways on its second page.
import * as B from './blocks.ts';
import type { Merchant } from './data.ts';
import { cell, letterhead, para, sideways } from './frames.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './index.ts';

const TODAY = '2026-11-20';

function halfSheets(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[0]!, x = 36, W = 540, c = '#5b2c83';
  let y = letterhead(s, { name: 'Pinnacle Advance Partners', tag: 'Form PA-1 (half sheet)', addr: '350 N Orleans St, Chicago, IL 60654', phone: '(312) 555-0117', color: c }, x, 20, W, 'PART A - MERCHANT INFORMATION', 12);
  B.legal(s, m, x, y, W * 0.5 - 5, wd); B.dba(s, m, x + W * 0.5, y, W * 0.5, wd);
  B.taxId(s, m, x, y + 24, W * 0.25 - 5, wd); B.start(s, m, x + W * 0.25, y + 24, W * 0.25 - 5, wd); B.industry(s, m, x + W * 0.5, y + 24, W * 0.5, wd);
  y = B.entity(s, m, x, y + 48, W, true);
  y = B.address(s, m, x, y, W);
  B.contact(s, m, x, y, W * 0.6);
  s.fld(x + W * 0.62, y, W * 0.38, 'Monthly Gross Sales', `$${m.sales.toLocaleString('en-US')}`, null);
  y = B.request(s, m, x, y + 26, W * 0.6, wd, true);
  B.bank(s, m, x, Math.min(y + 2, 350), W);
  s.doc.moveTo(10, 396).lineTo(602, 396).dash(4, { space: 3 }).lineWidth(0.6).strokeColor('#777').stroke().undash();
  s.lab(260, 390, '- - cut here - -', 6, { color: '#777' });
  y = letterhead(s, { name: 'Pinnacle Advance Partners', tag: 'Form PA-2 (half sheet)', addr: '350 N Orleans St, Chicago, IL 60654', phone: '(312) 555-0117', color: c }, x, 408, W, 'PART B - PRINCIPALS / GUARANTORS', 12);
  s.fld(x, y - 4, W * 0.6, 'Business Name (as shown on Part A)', m.legal, { legal_name: m.legal });
  y += 22;
  const cw = m.owners.length > 1 ? W / 2 - 6 : W;
  m.owners.forEach((_, i) => B.owner(s, m, i, x + (i % 2) * (cw + 12), y + Math.floor(i / 2) * 76, cw, wd));
  y += Math.ceil(m.owners.length / 2) * 76;
  y = para(s, B.AUTH, x, y, W, 5.4);
  B.signatures(s, m, x, y, W, wd, TODAY);
}

function twoUp(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[1]!, k = 0.62, c = '#8a4b08', hw = 612 * k, ox = (396 - hw) / 2;
  const head = { name: 'Lakeshore Funding Co.', tag: 'Business Cash Advance', addr: '600 Superior Ave E, Cleveland, OH 44114', phone: '(216) 555-0108', color: c };
  for (const i of [0, 1]) s.box(ox + i * 396, 16, hw, 792 * k, '#bbb', 0.3);
  cell(s, ox, 16, k, () => {
    const x = 40, W = 532;
    let y = letterhead(s, head, x, 30, W, 'MERCHANT APPLICATION - PAGE 1', 16);
    s.bar(x, y, W, 'Business profile', c, 14);
    B.legal(s, m, x, y + 20, W, wd); B.dba(s, m, x, y + 44, W * 0.6 - 5, wd); B.taxId(s, m, x + W * 0.6, y + 44, W * 0.4, wd);
    B.start(s, m, x, y + 68, W * 0.3 - 5, wd); B.industry(s, m, x + W * 0.3, y + 68, W * 0.4 - 5, wd);
    s.fld(x + W * 0.7, y + 68, W * 0.3, 'Entity Type', m.entityText, { type_of_entity: m.entityId });
    y = B.address(s, m, x, y + 92, W);
    B.contact(s, m, x, y, W);
    s.bar(x, y + 30, W, 'Funding request', c, 14);
    y = B.request(s, m, x, y + 50, W, wd, true);
    s.bar(x, y + 4, W, 'Bank / landlord / references', c, 14);
    y = B.bank(s, m, x, y + 24, W);
    y = B.landlord(s, m, x, y, W);
    y = B.refs(s, m, x, y, W);
    B.advances(s, m, x, y + 4, W);
    s.lab(x, 760, 'Page 1 of 2', 7, { w: W, align: 'center' });
  });
  cell(s, 396 + ox, 16, k, () => {
    const x = 40, W = 532;
    let y = letterhead(s, head, x, 30, W, 'MERCHANT APPLICATION - PAGE 2', 16);
    s.bar(x, y, W, 'Owners / officers', c, 14);
    y += 20;
    m.owners.forEach((_, i) => { y = B.owner(s, m, i, x, y, W, wd) + 6; });
    y = para(s, B.AUTH, x, y + 4, W, 7);
    y = B.signatures(s, m, x, y + 6, W, wd, TODAY);
    s.box(x, Math.max(y + 10, 690), W, 46, c);
    B.iso(s, m, x + 6, Math.max(y + 14, 694), W - 12);
    s.lab(x, 760, 'Page 2 of 2', 7, { w: W, align: 'center' });
  });
}

function booklet(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[2]!, c = '#333', x0 = 34, cw = 255, x1 = 34 + cw + 17;
  s.lab(x0, 26, 'NORTHGATE COMMERCIAL FINANCE', 13, { bold: true });
  s.lab(x0, 42, 'Application for a Merchant Cash Advance  -  please complete every section in BLOCK CAPITALS', 7);
  s.doc.moveTo(x0 + cw + 8, 60).lineTo(x0 + cw + 8, 810).lineWidth(0.3).strokeColor('#999').stroke();
  let y = 62;
  s.lab(x0, y, '1. About the business', 9, { bold: true, color: c });
  B.legal(s, m, x0, y + 14, cw, wd); B.dba(s, m, x0, y + 38, cw, wd);
  B.taxId(s, m, x0, y + 62, cw * 0.5 - 4, wd); B.start(s, m, x0 + cw * 0.5, y + 62, cw * 0.5, wd);
  B.industry(s, m, x0, y + 86, cw, wd);
  y = B.entity(s, m, x0, y + 112, cw, true);
  y = B.address(s, m, x0, y, cw);
  B.contact(s, m, x0, y, cw);
  s.lab(x0, y + 30, '2. Your request', 9, { bold: true, color: c });
  y = B.request(s, m, x0, y + 44, cw, wd, true);
  s.lab(x0, y + 4, '3. Banking', 9, { bold: true, color: c });
  y = B.bank(s, m, x0, y + 18, cw);
  y = B.advances(s, m, x0, y + 4, cw);
  s.lab(x0, y + 2, '4. Premises and trade references', 9, { bold: true, color: c });
  y = B.landlord(s, m, x0, y + 16, cw);
  B.refs(s, m, x0, y, cw);
  let z = 62;
  s.lab(x1, z, '5. Owners and guarantors', 9, { bold: true, color: c });
  z += 14;
  m.owners.forEach((_, i) => { s.lab(x1, z, `5.${i + 1}`, 6.5, { bold: true }); z = B.owner(s, m, i, x1 + 16, z, cw - 16, wd) + 4; });
  s.lab(x1, z + 2, '6. Declaration', 9, { bold: true, color: c });
  z = para(s, B.AUTH, x1, z + 16, cw, 5.8);
  z = B.signatures(s, m, x1, z, cw, wd, TODAY);
  s.box(x1, Math.max(z + 6, 740), cw, 42, '#666');
  B.iso(s, m, x1 + 4, Math.max(z + 10, 744), cw - 8);
  s.lab(x0, 818, 'NCF/APP/A4 - 3', 6, { w: 527, align: 'center', color: '#666' });
}

function canadian(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[3]!, x = 36, W = 540, c = '#b3001b';
  let y = letterhead(s, { name: 'Laurentian Merchant Capital', tag: 'Financement commercial / Business financing', addr: '1250 boul. René-Lévesque O, Montréal (QC) H3B 4W8',
    phone: '1-877-555-0134  |  dossiers@laurentiancap.ca', color: c }, x, 24, W, 'BUSINESS FUNDING APPLICATION (CANADA)', 15);
  s.bar(x, y, W, 'Business details', c);
  B.legal(s, m, x, y + 16, W * 0.5 - 5, wd); B.dba(s, m, x + W * 0.5, y + 16, W * 0.5, wd);
  B.taxId(s, m, x, y + 40, W * 0.32 - 5, wd); B.start(s, m, x + W * 0.32, y + 40, W * 0.3 - 5, wd); B.industry(s, m, x + W * 0.62, y + 40, W * 0.38, wd);
  y = B.entity(s, m, x, y + 66, W, true);
  y = B.address(s, m, x, y, W);
  B.contact(s, m, x, y, W);
  s.fld(x, y + 24, W * 0.5 - 5, 'Jurisdiction of Incorporation', m.stateInc, null);
  s.bar(x, y + 52, W, 'Financing request', c);
  y = B.request(s, m, x, y + 68, W, wd, true);
  s.bar(x, y + 2, W, 'Banking and premises', c);
  y = B.bank(s, m, x, y + 18, W);
  y = B.landlord(s, m, x, y, W);
  y = B.refs(s, m, x, y, W);
  y = para(s, B.PIPEDA, x, y + 4, W, 6);
  s.lab(x, y + 4, 'Owners are listed on page 2 (turn the page sideways).', 7, { bold: true });
  B.iso(s, m, x, 730, W);
  s.doc.addPage({ size: [612, 792], margin: 0 });
  const [L] = sideways(s);
  ownersTable(s, m, wd, L, c);
}

function ownersTable(s: Sheet, m: Merchant, wd: B.Words, L: number, c: string): void {
  const x = 40, W = L - 80, cols = [0, 0.22, 0.33, 0.4, 0.52, 0.62, 0.85, 0.92, 1].map((f) => x + f * W);
  s.lab(x, 40, 'SCHEDULE A - OWNERS / PRINCIPALS (all owners of 20% or more)', 11, { bold: true, color: c });
  const heads = ['Full name', 'Title', '% Owned', 'SIN', 'DOB (DD/MM/YYYY)', 'Home address', 'Beacon', 'Initials'];
  const top = 64, rh = 30;
  s.doc.rect(x, top, W, 16).fill('#f1d5d8');
  heads.forEach((h, k) => s.lab(cols[k]! + 3, top + 5, h, 6.5, { bold: true }));
  for (let r = 0; r <= 4; r++) s.hline(x, top + 16 + r * rh, W, '#444');
  cols.forEach((cx) => s.doc.moveTo(cx, top).lineTo(cx, top + 16 + 4 * rh).lineWidth(0.4).strokeColor('#444').stroke());
  m.owners.forEach((o, i) => {
    const y = top + 24 + i * rh, v = (k: number, t: string | null, f: B.F2): void => { if (t) s.val(cols[k]! + 3, y, cols[k + 1]! - cols[k]! - 6, t, f, 8); };
    v(0, B.ownerName(o, false), B.ownerF(o, i));
    v(1, o.title, { [`${i}.role`]: o.title });
    v(2, `${o.pct}%`, { [`${i}.ownership`]: o.pct });
    v(3, o.taxText, B.taxF(o, i, true));
    v(4, B.dateOf(o.dob, wd), { [`${i}.date_of_birth`]: o.dob });
    v(5, `${o.home}, ${m.city}`, null);
    v(6, o.score ? String(o.score) : null, o.score ? { [`${i}.credit_score`]: o.score } : null);
  });
  para(s, B.AUTH.replace('consumer and business credit reports', 'credit reports (Equifax Canada, TransUnion)'), x, top + 30 + 4 * rh, W, 6.5);
  B.signatures(s, m, x, top + 80 + 4 * rh, W, wd, TODAY);
}

export const LAYOUTS_B: Record<string, Layout> = {
  'pinnacle-half-sheets': { size: [612, 792], draw: halfSheets },
  'lakeshore-2up-landscape': { size: [792, 612], draw: twoUp },
  'northgate-a4-booklet': { size: [595.28, 841.89], draw: booklet },
  'laurentian-ca-sideways-owners': { size: [612, 792], ca: true, draw: canadian },
};
