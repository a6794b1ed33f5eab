// Ironbridge Merchant Services: every label sits in a shaded cell on the left and its value is right-aligned in the
// white cell beside it, so a value ends hard against the next row's label cell; first and last names in separate
// cells; page 2 carries the equipment, vendor, existing lender, bank officer and landlord.
import type { Rng } from '../../../statements/generator/prng.ts';
import type { Canvas } from '../canvas.ts';
import type { Printed, Printer } from '../printed.ts';
import { AUTH, bar, decoy, para, put } from '../draw.ts';

const X = 44, W = 524, RH = 18, SHADE = '#c9ced6', DARK = '#2b2f36';
type Pair = [string, Printed | string | null, number?];

export function shadedCells(c: Canvas, pr: Printer, r: Rng): void {
  const d = pr.d;
  const masked = d.owners.map(() => r.chance(0.3));
  const scores = r.chance(0.5), terms = r.chance(0.8);
  let y = 0, n = 0;
  // One table row of label/value pairs: the label cell shaded, the value right-aligned in its own cell.
  const tr = (pairs: Pair[]) => {
    y -= RH;
    let x = X;
    const unit = W / pairs.reduce((t, p) => t + (p[2] ?? 1), 0);
    for (const [label, v, span] of pairs) {
      const lw = 96, vw = unit * (span ?? 1) - lw;
      c.rect(x, y, lw, RH, { fill: SHADE, stroke: '#7a808a', lw: 0.5 });
      c.text(label, x + 4, y + 6, { size: 7, font: 'sansBold', color: DARK });
      c.rect(x + lw, y, vw, RH, { stroke: '#7a808a', lw: 0.5 });
      const key = `v${n++}_${label.toLowerCase().replace(/[^a-z]+/g, '_')}`;
      if (typeof v === 'string') decoy(c, key, v, x + lw + 2, y + 5.5, vw - 6, { size: 8, align: 'right' });
      else put(c, key, v, x + lw + 2, y + 5.5, vw - 6, { size: 8, align: 'right' });
      x += lw + vw;
    }
  };
  const section = (title: string) => { y -= 20; bar(c, title, X, y, W, { fill: DARK, h: 14 }); };

  c.page(612, 792);
  c.rect(X, 734, W, 34, { fill: DARK });
  c.text('IRONBRIDGE', X + 10, 745, { size: 17, font: 'sansBold', color: 'white' });
  c.text('MERCHANT SERVICES', X + 124, 745, { size: 8, color: '#c9ced6' });
  c.text('Business Funding Application', X + W - 10, 752, { size: 10, font: 'sansBold', color: 'white', align: 'right' });
  c.text('Equipment  |  Working Capital  |  Lines of Credit', X + W - 10, 741, { size: 7, color: '#c9ced6', align: 'right' });
  y = 726;
  section('COMPANY');
  tr([['Legal Name', pr.legal()]]);
  tr([['DBA', pr.dba()]]);
  tr([['Tax ID (EIN)', pr.taxId()], ['Entity', pr.entityText()]]);
  tr([['Date Established', pr.start()], ['Industry', pr.industry()]]);
  tr([['Street', d.address.street]]);
  tr([['City', d.address.city], ['State', pr.state()]]);
  tr([['Zip', d.address.zip], ['Phone', d.phone]]);
  tr([['Incorporated In', d.stateOfInc], ['Employees', String(d.employees)]]);
  section('FUNDING');
  tr([['Amount Requested', pr.amount()], ['Equipment Price', pr.plain(d.equipment.reduce((t, q) => t + q.cost, 0))]]);
  tr([['Payment Amount', terms ? pr.payment() : null], ['Frequency', terms ? pr.frequencyText() : null]]);
  tr([['No. of Payments', terms ? pr.count() : null], ['Monthly Revenue', pr.plain(d.monthlySales)]]);
  d.owners.forEach((_, i) => {
    section(`PRINCIPAL ${i + 1}`);
    tr([['First Name', pr.first(i)], ['Last Name', pr.last(i)]]);
    tr([['Title', pr.title(i)], ['Ownership', pr.share(i, true)]]);
    tr([['SSN', pr.ssn(i, masked[i]!)], ['Date of Birth', pr.dob(i)]]);
    tr([['Home Address', pr.home(i), 1.4], ['FICO', scores ? pr.score(i) : null, 0.6]]);
  });
  c.text('Ironbridge Merchant Services  -  IMS-APP-2  -  page 1 of 2', X + W / 2, 28, { size: 6.5, align: 'center' });

  c.page(612, 792);
  y = 760;
  c.text('IRONBRIDGE  -  Business Funding Application (continued)', X, y, { size: 9, font: 'sansBold' });
  section('EQUIPMENT / VENDOR');
  tr([['Vendor', d.vendor.name], ['Vendor Phone', d.vendor.phone]]);
  tr([['Vendor Contact', d.vendor.contact], ['Vendor City', `${d.vendor.address.city}, ${d.vendor.address.state}`]]);
  d.equipment.forEach((q) => {
    tr([['Equipment', q.description, 1.4], ['Price', pr.plain(q.cost), 0.6]]);
    tr([['Serial / VIN', q.serial]]);
  });
  section('EXISTING FINANCING');
  tr([['Existing Lender', d.lender.name], ['Balance', pr.plain(d.lender.balance)]]);
  tr([['Monthly Payment', pr.plain(d.lender.payment)], ['Loan #', d.lender.account]]);
  section('BANK & LANDLORD');
  tr([['Bank', d.bank.name], ['Bank Officer', d.bankOfficer.name]]);
  tr([['Routing #', d.bank.routing], ['Account #', d.bank.account]]);
  tr([['Officer Phone', d.bankOfficer.phone], ['Landlord', d.landlord.name]]);
  section('AUTHORIZATION');
  y = para(c, AUTH, X, y - 12, W, 7) - 10;
  d.owners.forEach((_, i) => tr([[`Principal ${i + 1} Signature`, null], ['Date Signed', pr.dateText('2025-11-04')]]));
  section('FOR OFFICE USE');
  tr([['ISO Rep', d.iso.name], ['ISO Code', d.iso.id]]);
  c.text('Ironbridge Merchant Services  -  IMS-APP-2  -  page 2 of 2', X + W / 2, 28, { size: 6.5, align: 'center' });
}
