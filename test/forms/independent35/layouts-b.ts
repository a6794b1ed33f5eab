// Layouts 5-7 of set 35: a label/value table form, a modern boxed form with an owners table, and a typewriter form.
import type { Merchant } from './data.ts';
import { checks, heading, L, para, room, rows, signatures, table, W } from './engine.ts';
import * as C from './cells.ts';
import { AUTH, masthead, type Layout } from './layouts-a.ts';
import { entityChecks, freqChecks, ownerBlocks, ownersTable } from './parts.ts';
import type { Pen } from './pen.ts';

const names = (m: Merchant): string[] => m.owners.map((p) => C.nameOf(p, false));

const cedar: Layout = {
  name: 'cedar-pine-structure', broker: 'Cedar & Pine Advance', ca: (r) => r.chance(0.25),
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Times-Roman', size: 10, label: 7.5, accent: '#2f5d34', rule: '#6b7d6c', fill: '#e9f1e6', upper: false },
  draw(pen, m, r) {
    let y = masthead(pen, 'Cedar & Pine Advance', 'Small Business Funding Application', 'cedarpineadvance.com\nDeal # ' + r.digits(6));
    y = heading(pen, y, '1. Company', 'plain');
    y = rows(pen, y, [[C.legal(m, 'Legal / Corporate Name'), C.dba(m, m.ca ? 'Operating As' : 'Trade Name (DBA)')], [C.taxId(m), C.entity(m)],
      [C.start(m), C.industry(m, 'Description of Business')], [C.street(m, 1), C.city(m)], [C.region(m), C.zip(m)], [C.phone(m), C.incState(m)]], 'kv', 19) + 6;
    y = heading(pen, y, '2. Corporate Structure', 'plain');
    const f = C.franchise(m);
    y = rows(pen, y, [[f[1]![0]!, f[1]![1]!], [f[0]![0]!, f[0]![1]!], [f[2]![0]!, f[1]![2]!]], 'kv', 19) + 4;
    y = table(pen, y, [{ h: 'Affiliated / Sister Company', w: 2 }, { h: 'Tax ID', w: 1 }, { h: 'Relationship', w: 1 }], C.affiliateRows(m), 3);
    y = heading(pen, y, '3. Request', 'plain');
    y = rows(pen, y, [[C.amount(m), C.payment(m)]], 'kv', 19);
    y = freqChecks(pen, L, y + 5, m);
    y = heading(pen, y, '4. Ownership (individuals and entities)', 'plain');
    y = ownersTable(pen, y, m, { lastFirst: r.chance(0.5), credit: r.chance(0.5), min: 4 });
    y = room(pen, y, 130);
    y = para(pen, y, AUTH);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

const brightpath: Layout = {
  name: 'brightpath-modern', broker: 'Brightpath Funding Group', ca: () => false,
  theme: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', size: 9, label: 6, accent: '#4a4a4a', rule: '#9a9a9a', fill: '#eeeeee', upper: true },
  draw(pen, m, r) {
    let y = masthead(pen, 'BRIGHTPATH FUNDING GROUP', 'Revenue-Based Financing Application', 'Rep: ' + m.iso.name + '  ' + m.iso.phone);
    y = heading(pen, y, 'Merchant', 'bar');
    y = rows(pen, y, [[C.legal(m), C.dba(m)], [C.taxId(m), C.start(m), C.industry(m)]], 'grid', 24);
    y = entityChecks(pen, y + 5, m);
    y = rows(pen, y, [[C.street(m), C.city(m), C.region(m), C.zip(m)], [C.phone(m), C.email(m), C.incState(m)]], 'grid', 24) + 4;
    y = heading(pen, y, 'Franchise & Related Entities', 'bar');
    y = rows(pen, y, [C.franchise(m)[0]!, [C.franchise(m)[2]![0]!, C.franchise(m)[1]![2]!]], 'grid', 24) + 3;
    y = table(pen, y, [{ h: 'Parent / Affiliate Name', w: 2 }, { h: 'EIN', w: 1 }, { h: 'Relationship', w: 1 }],
      [[C.franchise(m)[1]![0]!, C.franchise(m)[1]![1]!, { label: '', text: 'Parent company', w: 1 }], ...C.affiliateRows(m)], 3);
    y = heading(pen, y, 'Request & Open Balances', 'bar');
    y = rows(pen, y, [[C.amount(m), C.use(m), C.sales(m)]], 'grid', 24) + 3;
    y = table(pen, y, [{ h: 'Funder / Lender', w: 2 }, { h: 'Balance', w: 1 }, { h: 'Payment', w: 1 }], C.advanceRows(m), 2);
    y = room(pen, y, 120);
    y = heading(pen, y, 'Beneficial Owners (25%+, individuals and entities)', 'bar');
    y = ownersTable(pen, y, m, { credit: true });
    y = room(pen, y, 130);
    y = para(pen, y, AUTH, 6.8);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

function yesNo(pen: Pen, y: number, q: string, yes: boolean): number {
  return checks(pen, L, y, q, ['Yes', 'No'], yes ? 0 : 1, {});
}

const liberty: Layout = {
  name: 'liberty-typewriter', broker: 'Liberty Square Capital', ca: () => false,
  theme: { font: 'Courier', bold: 'Courier-Bold', typed: 'Courier', size: 9.5, label: 8, accent: '#000000', rule: '#000', fill: '#f2f2f2', upper: true },
  draw(pen, m, r) {
    pen.label('LIBERTY SQUARE CAPITAL, LLC', L, 34, { bold: true, size: 14, width: W, align: 'center' });
    pen.label('MERCHANT CASH ADVANCE - APPLICATION & QUESTIONNAIRE', L, 52, { size: 8, width: W, align: 'center' });
    let y = 70 + pen.topShift;
    y = rows(pen, y, [[C.legal(m, '1. Legal name:')], [C.dba(m, '2. DBA:', 1.3), C.taxId(m)], [C.entity(m), C.start(m, '4. Date started:'), C.incState(m)],
      [C.street(m, 2), C.city(m)], [C.region(m, 0.6), C.zip(m, 0.7), C.phone(m, 1.2)], [C.industry(m, '5. Type of business:', 2), C.email(m)]], 'ruled', 17) + 6;
    y = yesNo(pen, y, '6. Is the business a franchise?', true);
    y = rows(pen, y, [C.franchise(m)[0]!], 'ruled', 17) + 4;
    y = yesNo(pen, y, '7. Is the business owned in part by another company?', m.holding !== null);
    y = rows(pen, y, [[{ label: 'Parent/holding co.:', text: m.holding?.name ?? m.parent.name, decoy: true, w: 2 }, { label: 'Its EIN:', text: m.holding?.ein ?? m.parent.ein, decoy: true, w: 1 },
      { label: '% owned:', text: m.holding ? `${m.holding.pct}%` : null, decoy: true, w: 0.7 }], [C.franchise(m)[1]![2]!, C.franchise(m)[2]![0]!]], 'ruled', 17) + 4;
    y = yesNo(pen, y, '8. Other locations or affiliated companies?', true);
    y = table(pen, y, [{ h: 'Name or address', w: 2 }, { h: 'City', w: 1 }, { h: 'St', w: 0.4 }, { h: 'Zip', w: 0.6 }, { h: 'Phone', w: 1 }], C.locationRows(m), 3, 15);
    y = rows(pen, y, [[C.amount(m, 1), C.nPay(m), C.payment(m)]], 'ruled', 17);
    y = freqChecks(pen, L, y + 4, m);
    y = room(pen, y, 220);
    y = heading(pen, y, '10. Owners / officers', 'rule');
    y = ownerBlocks(pen, y, m, 'ruled', 'plain', { lastFirst: r.chance(0.5), credit: r.chance(0.3) });
    y = room(pen, y, 130);
    y = para(pen, y, AUTH, 7);
    signatures(pen, y, names(m), C.sigDate(r));
  },
};

export const LAYOUTS_B: Layout[] = [cedar, brightpath, liberty];
