// Brokers 1-4: Harborline (three sections, underlined rows), Quillstone (dense 7-point barred cells), Maplecrest
// (Alberta, Canada, two pages), Tallgrass (sole proprietor, grey labels and blue values, principal boxes).
import type { Form, Mark } from './canvas.ts';
import type { Merchant } from './merchant.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money } from './merchant.ts';
import { F, FREQ_LABEL, bn, bnF, date, dobF, ein, einF, fullName, masked, nameF, pctF, regionF, roleF, scoreF, sin, ssn, ssnF, usd } from './fmt.ts';

export type Layout = (f: Form, m: Merchant, rng: Rng) => void;

/** Label, value on the same line, an underline under the value. */
function under(f: Form, label: string, v: string, x: number, y: number, w: number, fields = {}, font = 'Helvetica-Bold'): void {
  f.text(label, x, y, { font, size: 8 });
  const lw = f.doc.font(font).fontSize(8).widthOfString(label) + 4;
  f.line(x + lw, y + 9, x + w, y + 9, 0.5);
  f.value(label, v, x + lw + 3, y - 1, w - lw - 3, fields);
}

function bar(f: Form, title: string, y: number, fill: string): void {
  f.rect(36, y, 540, 14, { fill, stroke: 'none' });
  f.text(title.toUpperCase(), 42, y + 3, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
}

function checks(f: Form, key: string, x: number, y: number, opts: [string, boolean, Record<string, unknown>][], mark: Mark, gap = 10): number {
  for (const [label, on, fields] of opts) {
    f.box(`${key}_${label.replace(/\W/g, '')}`, label, x, y, on, mark, on ? fields as Record<string, string> : {});
    f.text(label, x + 11, y + 0.5, { size: 8 });
    x += 11 + f.doc.font('Helvetica').fontSize(8).widthOfString(label) + gap;
  }
  return x;
}

export const harborline: Layout = (f, m, rng) => {
  f.rect(36, 30, 540, 36, { fill: '#0d3b66', stroke: 'none' });
  f.text('HARBORLINE CAPITAL ADVISORS', 46, 40, { font: 'Helvetica-Bold', size: 15, color: '#ffffff' });
  f.text('Small Business Funding Application', 400, 44, { size: 9, color: '#ffffff' });
  bar(f, 'Merchant Information', 80, '#0d3b66');
  under(f, 'Legal Business Name:', m.legal, 36, 102, 330, F('legal_name', m.legal));
  const dba = rng.pick([m.dba, m.dba, '', 'SAME']);
  under(f, 'DBA:', dba, 376, 102, 200, dba && dba !== 'SAME' ? F('trade_name', dba) : {});
  under(f, 'Business Address:', m.addr.street, 36, 122, 250);
  under(f, 'City:', m.addr.city, 292, 122, 130);
  under(f, 'State:', m.addr.region, 428, 122, 60, regionF(m));
  under(f, 'Zip:', m.addr.zip, 494, 122, 82);
  under(f, 'Federal Tax ID:', ein(m), 36, 142, 190, einF(m));
  under(f, 'Date Business Started:', date(m.start, 'mdy'), 232, 142, 190, F('business_start_date', m.start));
  under(f, 'State of Inc.:', m.incState, 428, 142, 148);
  under(f, 'Business Phone:', m.phone, 36, 162, 190);
  under(f, 'Type of Business:', m.industryText, 232, 162, 344, F('industry', m.industryId));
  f.text('Entity Type:', 36, 182, { font: 'Helvetica-Bold' });
  const ent = rng.pick([['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['S Corp', 's_corporation']]);
  checks(f, 'entity', 96, 181, ['Corporation', 'LLC', 'Partnership', 'S Corp', 'Sole Proprietor', 'Non-Profit']
    .map((l) => [l, l === ent[0], F('type_of_entity', ent[1]!)]), 'lines');
  under(f, 'Landlord / Mortgage Co.:', m.landlord, 36, 202, 300);
  under(f, 'Landlord Phone:', m.landlordPhone, 342, 202, 234);
  harborOwners(f, m, rng);
  harborFunding(f, m, rng);
};

function harborOwners(f: Form, m: Merchant, rng: Rng): void {
  bar(f, 'Principal Information', 228, '#0d3b66');
  const scored = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    const y = 250 + i * 66;
    f.text(`Owner ${i + 1}`, 36, y, { font: 'Helvetica-BoldOblique', size: 8, color: '#0d3b66' });
    under(f, 'Name:', fullName(o), 80, y, 230, nameF(i, o));
    under(f, 'Title:', o.title, 316, y, 150, roleF(i, o));
    under(f, 'Ownership %:', `${o.pct}%`, 472, y, 104, pctF(i, o));
    under(f, 'SSN:', ssn(o), 80, y + 20, 150, ssnF(i, o));
    under(f, 'Date of Birth:', date(o.dob, 'mdy'), 236, y + 20, 150, dobF(i, o));
    if (scored) under(f, 'Est. Credit Score:', String(o.score), 392, y + 20, 184, scoreF(i, o));
    under(f, 'Home Address:', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, 80, y + 40, 496);
  });
}

function harborFunding(f: Form, m: Merchant, rng: Rng): void {
  const y = 250 + m.owners.length * 66 + 10;
  bar(f, 'Funding Request', y, '#0d3b66');
  under(f, 'Amount Requested:', usd(m.amount), 36, y + 22, 180, F('requested_amount', m.amount));
  under(f, 'Payment Amount:', usd(m.payment, true), 222, y + 22, 170, F('requested_payment', m.payment));
  under(f, '# of Payments:', String(m.payments), 398, y + 22, 178, F('number_of_payments', m.payments));
  f.text('Payment Frequency:', 36, y + 44, { font: 'Helvetica-Bold' });
  checks(f, 'freq', 126, y + 43, (['daily', 'weekly', 'biweekly', 'monthly'] as const)
    .map((k) => [FREQ_LABEL[k]!, k === m.freq, F('payment_frequency', k)]), 'lines', 16);
  under(f, 'Use of Funds:', rng.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion']), 36, y + 64, 540);
  bar(f, 'Bank Information', y + 90, '#5b7c99');
  under(f, 'Bank Name:', m.bank, 36, y + 112, 200);
  under(f, 'Routing #:', m.routing, 242, y + 112, 160);
  under(f, 'Account #:', m.account, 408, y + 112, 168);
  f.text('By signing below, each owner certifies the information above is true and authorizes Harborline Capital Advisors and its funding partners to obtain credit reports and verify the information.',
    36, y + 140, { size: 7, width: 540 });
  f.line(36, y + 190, 280, y + 190); f.text('Signature', 36, y + 193, { size: 7 });
  f.line(330, y + 190, 576, y + 190); f.text('Date', 330, y + 193, { size: 7 });
  f.text(`Harborline Capital Advisors  |  ISO Rep: ${m.rep}  |  ${m.isoPhone}`, 36, 760, { size: 7, color: '#555555' });
}
