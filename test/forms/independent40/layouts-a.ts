// Wide layouts: a four-column landscape page, a US Legal long page, and a landscape form saved on a portrait page with
// /Rotate 90 or 270.
import * as B from './blocks.ts';
import type { Merchant } from './data.ts';
import { letterhead, para, rotatedPage } from './frames.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './index.ts';

const TODAY = '2026-11-18';

function landscape4(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[0]!, j = s.rng.float(-3, 3);
  const y = letterhead(s, { name: 'TRI-COUNTY CAPITAL GROUP', tag: 'Revenue-Based Business Funding', addr: '40 Wall St, 28th Fl, New York, NY 10005',
    phone: 'Tel (212) 555-0142  |  Fax (212) 555-0143  |  apps@tricountycap.com', color: '#7a1f1f' }, 28, 24 + j, 736, 'ONE-PAGE BUSINESS FUNDING APPLICATION', 14);
  const cw = 176, gap = 10, xs = [0, 1, 2, 3].map((k) => 28 + k * (cw + gap));
  const [x1, x2, x3, x4] = xs as [number, number, number, number];
  s.bar(x1, y, cw, 'Business Information', '#7a1f1f');
  let a = y + 16;
  B.legal(s, m, x1, a, cw, wd); B.dba(s, m, x1, a + 24, cw, wd); B.taxId(s, m, x1, a + 48, cw, wd);
  a = B.entity(s, m, x1, a + 72, cw, true);
  B.start(s, m, x1, a, cw, wd); B.industry(s, m, x1, a + 24, cw, wd);
  a = B.address(s, m, x1, a + 48, cw);
  B.contact(s, m, x1, a, cw);
  s.bar(x2, y, cw, 'Funding Request', '#7a1f1f');
  let b = B.request(s, m, x2, y + 16, cw, wd, true);
  s.fld(x2, b, cw * 0.5 - 4, 'Avg. Monthly Sales', `$${m.sales.toLocaleString('en-US')}`, null);
  s.fld(x2 + cw * 0.5, b, cw * 0.5, 'State of Inc.', m.stateInc, null);
  s.bar(x2, b + 28, cw, 'Bank Information', '#7a1f1f');
  b = B.bank(s, m, x2, b + 44, cw);
  b = B.advances(s, m, x2, b + 4, cw);
  s.bar(x3, y, cw, 'Owner(s) / Officer(s)', '#7a1f1f');
  let c = y + 16;
  m.owners.forEach((_, i) => { c = B.owner(s, m, i, x3, c, cw, wd) + 4; });
  s.bar(x4, y, cw, 'Landlord & References', '#7a1f1f');
  let d = B.landlord(s, m, x4, y + 16, cw);
  d = B.refs(s, m, x4, d, cw);
  s.box(x4, d + 6, cw, 44, '#7a1f1f');
  B.iso(s, m, x4 + 4, d + 10, cw - 8);
  d = para(s, B.AUTH, x4, d + 58, cw, 5.4);
  B.signatures(s, m, 28, Math.min(Math.max(a + 30, b + 6, c, d) + 10, 520), 736, wd, TODAY);
  s.lab(28, 596, 'TCCG-APP-L  Rev. 02/2025', 5.5, { color: '#666' });
}

function legalLong(s: Sheet, m: Merchant): void {
  const wd = B.WORDS[2]!, W = 552, x = 30, h = (w: number): number => w / 2 - 5;
  let y = letterhead(s, { name: 'Bluewater Merchant Funding', tag: 'A Bluewater Financial Company', addr: '1800 Brickell Ave, Suite 900, Miami, FL 33129',
    phone: '(305) 555-0190  www.bluewatermf.com', color: '#0b5394' }, x, 26 + s.rng.float(-3, 3), W, 'MERCHANT CASH ADVANCE APPLICATION', 18);
  s.bar(x, y, W, 'Section 1 - Company', '#0b5394');
  B.legal(s, m, x, y + 16, h(W), wd); B.dba(s, m, x + W / 2, y + 16, h(W), wd);
  B.taxId(s, m, x, y + 40, h(W) / 2, wd); B.start(s, m, x + W / 4, y + 40, h(W) / 2, wd);
  B.industry(s, m, x + W / 2, y + 40, h(W), wd);
  y = B.entity(s, m, x, y + 66, W, true);
  y = B.address(s, m, x, y, W);
  B.contact(s, m, x, y, W);
  s.fld(x, y + 24, W / 3 - 5, 'Website', m.web, null);
  s.fld(x + W / 3, y + 24, W / 3 - 5, 'State of Incorporation', m.stateInc, null);
  s.fld(x + (2 * W) / 3, y + 24, W / 3, '# of Employees', String(m.employees), null);
  y += 54;
  s.bar(x, y, W, 'Section 2 - Request', '#0b5394');
  y = B.request(s, m, x, y + 16, W, wd, true);
  s.bar(x, y + 2, W, 'Section 3 - Principal Owners (list all owners of 20% or more)', '#0b5394');
  y += 18;
  m.owners.forEach((_, i) => { s.lab(x, y, `Owner ${i + 1}`, 6.5, { bold: true }); y = B.owner(s, m, i, x + 40, y, W - 40, wd, s.rng.chance(0.3)) + 2; });
  s.bar(x, y, W, 'Section 4 - Banking, Landlord, References', '#0b5394');
  y = B.bank(s, m, x, y + 16, W);
  y = B.landlord(s, m, x, y, W);
  y = B.refs(s, m, x, y, W);
  y = B.advances(s, m, x, y + 2, W);
  y = para(s, B.AUTH, x, y + 2, W, 6);
  y = B.signatures(s, m, x, y, W, wd, TODAY);
  s.box(x, Math.max(y + 4, 930), W, 42, '#0b5394');
  B.iso(s, m, x + 6, Math.max(y + 8, 934), W - 12);
}

function rotated(s: Sheet, m: Merchant): void {
  const rot = s.rng.chance(0.5) ? 90 : 270;
  const [W] = rotatedPage(s, rot);
  const wd = B.WORDS[1]!, x = 30, cw = (W - 60 - 20) / 3;
  const y = letterhead(s, { name: 'Keystone Business Capital', tag: 'Small business working capital since 2011', addr: '2 Penn Center, Philadelphia, PA 19102',
    phone: 'P: (215) 555-0166  E: submissions@keystonebc.com', color: '#2e5e2e' }, x, 22 + s.rng.float(-2, 2), W - 60, 'Application for Business Funding', 15);
  const cx = [x, x + cw + 10, x + 2 * (cw + 10)] as const;
  s.bar(cx[0], y, cw, 'The business', '#2e5e2e');
  B.legal(s, m, cx[0], y + 16, cw, wd); B.dba(s, m, cx[0], y + 40, cw, wd);
  B.taxId(s, m, cx[0], y + 64, cw * 0.5 - 4, wd); B.start(s, m, cx[0] + cw * 0.5, y + 64, cw * 0.5, wd);
  B.industry(s, m, cx[0], y + 88, cw * 0.5 - 4, wd);
  s.fld(cx[0] + cw * 0.5, y + 88, cw * 0.5, 'Legal Entity', m.entityText, { type_of_entity: m.entityId });
  const a = B.address(s, m, cx[0], y + 112, cw);
  B.contact(s, m, cx[0], a, cw);
  const r = B.request(s, m, cx[0], a + 28, cw, wd, false);
  s.bar(cx[1], y, cw, 'Ownership', '#2e5e2e');
  let b = y + 16;
  m.owners.slice(0, 3).forEach((_, i) => { b = B.owner(s, m, i, cx[1], b, cw, wd) + 3; });
  s.bar(cx[2], y, cw, 'Other information', '#2e5e2e');
  let c = B.bank(s, m, cx[2], y + 16, cw);
  c = B.landlord(s, m, cx[2], c, cw);
  c = B.advances(s, m, cx[2], c + 2, cw);
  if (m.owners[3]) c = B.owner(s, m, 3, cx[2], c + 2, cw, wd);
  else c = B.iso(s, m, cx[2], c + 4, cw);
  c = para(s, B.AUTH, cx[2], c + 4, cw, 5.2);
  B.signatures(s, m, x, Math.min(Math.max(r, b, c) + 14, 520), W - 60, wd, TODAY);
}

export const LAYOUTS_A: Record<string, Layout> = {
  'tricounty-landscape-4col': { size: [792, 612], draw: landscape4 },
  'bluewater-us-legal': { size: [612, 1008], draw: legalLong },
  'keystone-rotate-page': { size: [612, 792], draw: rotated },
};
