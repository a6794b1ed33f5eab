// Layouts 1-4 of set 35: franchise, multi-unit and Canadian applications.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { heading, L, para, room, rows, signatures, table, W } from './engine.ts';
import * as C from './cells.ts';
import { entityChecks, freqChecks, ownerBlocks, ownersTable } from './parts.ts';
import type { Pen, Theme } from './pen.ts';

export interface Layout { name: string; broker: string; theme: Theme; ca: (r: Rng) => boolean; draw: (pen: Pen, m: Merchant, r: Rng) => void }
export const AUTH = 'By signing below, each of the above-named business and its principals (individually and collectively, "Applicant") certifies that all information provided in this application is true and complete, and authorizes the recipient and its assigns, agents and funding partners to obtain consumer and business credit reports, verify references, contact creditors and landlords, and request bank statements and tax returns in connection with this request for business funding and any later review or collection.';
const names = (m: Merchant): string[] => m.owners.map((p) => C.nameOf(p, false));

export function masthead(pen: Pen, title: string, sub: string, right: string): number {
  pen.label(title, L, 34, { bold: true, size: 17, color: pen.theme.accent });
  pen.label(sub, L, 55, { size: 8, color: '#444' });
  pen.label(right, L, 36, { size: 7.5, width: W, align: 'right', color: '#444' });
  pen.doc.lineWidth(1.5).strokeColor(pen.theme.accent).moveTo(L, 68).lineTo(L + W, 68).stroke();
  return 76 + pen.topShift;
}

const keystone: Layout = {
  name: 'keystone-franchise', broker: 'Keystone Franchise Capital', ca: () => false,
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 9, label: 6.5, accent: '#1f3a68', rule: '#555', fill: '#e8edf5', upper: false },
  draw(pen, m, r) {
    let y = masthead(pen, 'Keystone Franchise Capital', 'Franchisee & Multi-Unit Operator Funding Application', 'Fax 888-555-0142 | apps@keystonefc.com\nISO: ' + m.iso.company);
    y = heading(pen, y, 'Franchisee (Applicant) Information', 'bar');
    y = rows(pen, y, [[C.legal(m), C.dba(m, 'DBA / Store Name')], [C.taxId(m), C.entity(m), C.incState(m), C.start(m)],
      [C.street(m), C.city(m), C.region(m), C.zip(m)], [C.phone(m), C.email(m), C.industry(m)]], 'grid', 25) + 4;
    y = heading(pen, y, 'Franchise & Ownership Structure', 'bar');
    y = rows(pen, y, C.franchise(m), 'grid', 25) + 4;
    y = heading(pen, y, 'Funding Request', 'bar');
    y = rows(pen, y, [[C.amount(m), C.use(m), C.sales(m), C.payment(m), C.nPay(m), C.freq(m)]], 'grid', 25) + 4;
    y = heading(pen, y, 'Owners, Members & Guarantors (list all with 20% or more, including entities)', 'bar');
    y = ownersTable(pen, y, m, { credit: r.chance(0.5) });
    y = room(pen, y, 120);
    y = heading(pen, y, 'Other Locations Operated', 'bar');
    y = table(pen, y, [{ h: 'Street Address', w: 2 }, { h: 'City', w: 1 }, { h: 'State', w: 0.4 }, { h: 'Zip', w: 0.6 }, { h: 'Phone', w: 1 }], C.locationRows(m), 3);
    y = room(pen, y, 150);
    y = rows(pen, y, [C.bankCells(m)], 'grid', 25) + 6;
    y = para(pen, y, AUTH);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

const meridian: Layout = {
  name: 'meridian-multiunit', broker: 'Meridian Multi-Unit Funding', ca: () => false,
  theme: { font: 'Times-Roman', bold: 'Times-Bold', typed: 'Courier', size: 10, label: 8.5, accent: '#5a2d0c', rule: '#333', fill: '#f3ece4', upper: false },
  draw(pen, m, r) {
    let y = masthead(pen, 'MERIDIAN MULTI-UNIT FUNDING', 'Application for Business Capital - Multi-Location Merchants', 'Phone (646) 555-0190\nwww.meridianmuf.com');
    y = heading(pen, y, 'Section A - Business', 'rule');
    y = rows(pen, y, [[C.legal(m, 'Legal Business Name:')], [C.dba(m, 'Doing Business As:', 1.4), C.start(m, 'Date Business Started:')],
      [C.taxId(m), C.incState(m), C.industry(m, 'Nature of Business:')]], 'ruled', 18);
    y = entityChecks(pen, y + 4, m);
    y = rows(pen, y, [[C.street(m, 2), C.city(m), C.region(m), C.zip(m)], [C.phone(m), C.email(m), C.web(m)]], 'ruled', 18) + 6;
    y = heading(pen, y, 'Section B - All Locations (other than above)', 'rule');
    y = table(pen, y, [{ h: 'Street Address', w: 2 }, { h: 'City', w: 1 }, { h: 'St', w: 0.4 }, { h: 'Zip', w: 0.6 }, { h: 'Location Phone', w: 1 }], C.locationRows(m), 3);
    y = heading(pen, y, 'Section C - Affiliations', 'rule');
    y = rows(pen, y, [C.franchise(m)[0]!, C.franchise(m)[1]!.slice(0, 2)], 'ruled', 18) + 6;
    y = heading(pen, y, 'Section D - Request', 'rule');
    y = rows(pen, y, [[C.amount(m), C.use(m, 2)]], 'ruled', 18);
    y = freqChecks(pen, L, y + 4, m);
    y = room(pen, y, 200);
    y = heading(pen, y, 'Section E - Principals', 'rule');
    y = ownerBlocks(pen, y, m, 'ruled', 'plain', { lastFirst: r.chance(0.4) });
    y = room(pen, y, 120);
    y = para(pen, y, AUTH, 7.5);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

const harborline: Layout = {
  name: 'harborline-two-page', broker: 'Harborline Business Capital', ca: (r) => r.chance(0.3),
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 9.5, label: 7.5, accent: '#0e6e74', rule: '#7a8a8c', fill: '#e3f1f1', upper: false },
  draw(pen, m, r) {
    let y = masthead(pen, 'Harborline Business Capital', 'Merchant Application - Page 1 of 2: Business & Affiliates', 'Submitted by: ' + m.iso.name + ', ' + m.iso.company);
    y = heading(pen, y, 'The Business', 'tab');
    y = rows(pen, y, [[C.legal(m), C.dba(m)], [C.taxId(m), C.start(m)], [C.entity(m), C.incState(m)], [C.street(m), C.city(m)],
      [C.region(m), C.zip(m)], [C.phone(m), C.industry(m, 'Industry / Type of Business')]], 'kv', 20) + 6;
    y = heading(pen, y, 'Franchise', 'tab');
    y = rows(pen, y, [[C.franchise(m)[0]![0]!, C.franchise(m)[0]![1]!]], 'kv', 20) + 6;
    y = heading(pen, y, 'Affiliated, Parent or Sister Companies', 'tab');
    y = table(pen, y, [{ h: 'Company Name', w: 2 }, { h: m.ca ? 'Business Number' : 'Federal Tax ID', w: 1 }, { h: 'Relationship', w: 1 }],
      [[C.franchise(m)[1]![0]!, C.franchise(m)[1]![1]!, { label: '', text: 'Parent', w: 1 }], ...C.affiliateRows(m)], 4);
    y = heading(pen, y, 'Funding Requested & Current Advances', 'tab');
    y = rows(pen, y, [[C.amount(m), C.payment(m)], [C.nPay(m), C.freq(m)]], 'kv', 20) + 4;
    table(pen, y, [{ h: 'Current Funder', w: 2 }, { h: 'Balance', w: 1 }, { h: 'Payment', w: 1 }], C.advanceRows(m), 2);
    pen.doc.addPage();
    y = masthead(pen, 'Harborline Business Capital', 'Merchant Application - Page 2 of 2: Owners & Authorization', 'Merchant initials: ______');
    y = ownerBlocks(pen, y, m, 'kv', 'tab', { credit: true });
    y = room(pen, y, 150);
    y = para(pen, y + 4, AUTH, 7.5);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

const maple: Layout = {
  name: 'northern-maple-ca', broker: 'Northern Maple Merchant Funding', ca: () => true,
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', size: 9.5, label: 6.5, accent: '#b3121f', rule: '#444', fill: '#fbe9ea', upper: true },
  draw(pen, m, r) {
    let y = masthead(pen, 'Northern Maple Merchant Funding', 'Business Cash Advance Application (Canada) / Demande de financement', 'Toronto, ON | 1-877-555-0166');
    y = heading(pen, y, 'Business Information', 'bar');
    y = rows(pen, y, [[C.legal(m, 'Legal Name of Business')], [C.dba(m, 'Operating Name (O/A)'), C.taxId(m, 1.3)],
      [C.entity(m), C.incState(m), C.start(m, 'Date Established'), C.industry(m, 'Type of Business', 1.2)],
      [C.street(m), C.city(m), C.region(m), C.zip(m)], [C.phone(m), C.email(m), C.web(m)]], 'grid', 25) + 4;
    y = heading(pen, y, 'Franchise / Corporate Group', 'bar');
    y = rows(pen, y, C.franchise(m).slice(0, 2), 'grid', 25) + 4;
    y = heading(pen, y, 'Additional Locations', 'bar');
    y = table(pen, y, [{ h: 'Address', w: 2 }, { h: 'City', w: 1 }, { h: 'Prov.', w: 0.4 }, { h: 'Postal', w: 0.6 }, { h: 'Phone', w: 1 }], C.locationRows(m), 2);
    y = heading(pen, y, 'Funding Request', 'bar');
    y = rows(pen, y, [[C.amount(m), C.use(m), C.payment(m), C.nPay(m), C.freq(m)]], 'grid', 25) + 4;
    y = room(pen, y, 160);
    y = heading(pen, y, 'Owners / Shareholders', 'bar');
    y = ownerBlocks(pen, y, m, 'grid', 'plain', { credit: r.chance(0.5) });
    y = room(pen, y, 130);
    y = para(pen, y, 'PIPEDA CONSENT: ' + AUTH + ' Personal information is collected, used and disclosed in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).');
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

export const LAYOUTS_A: Layout[] = [keystone, meridian, harborline, maple];
