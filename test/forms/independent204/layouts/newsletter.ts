// Tri-County Equipment Funding: a portrait page set like a newsletter, a masthead over two narrow columns split by
// a rule. The left column holds the business (label above an underlined value), the right column the owners; a
// band across the foot holds the equipment purchase, the existing lender and the bank officer.
import type { Rng } from '../../../statements/generator/prng.ts';
import type { Canvas } from '../canvas.ts';
import type { Printer } from '../printed.ts';
import { decoy, para, put } from '../draw.ts';
import type { Printed } from '../printed.ts';

const GREEN = '#2d5016';

export function newsletter(c: Canvas, pr: Printer, r: Rng): void {
  const d = pr.d;
  const years = r.chance(0.3), terms = r.chance(0.7), scores = r.chance(0.5);
  const masked = d.owners.map(() => r.chance(0.3));
  c.page(612, 792);
  c.text('The Tri-County', 36, 748, { size: 24, font: 'serifBold', color: GREEN });
  c.text('Equipment Funding Review', 216, 748, { size: 24, font: 'serif', color: GREEN });
  c.line(36, 738, 576, 738, 2, GREEN);
  c.text('APPLICATION EDITION  -  Equipment leases, working capital and revenue-based funding since 2006', 36, 728, { size: 7.5, font: 'serif' });
  c.text('Form TC-7', 576, 728, { size: 7.5, font: 'serif', align: 'right' });
  c.line(36, 722, 576, 722, 0.5, GREEN);
  c.line(306, 712, 306, 196, 0.5, '#888888');

  // A field set in a column: small label above, value on the rule below it.
  const field = (label: string, x: number, y: number, w: number) => {
    c.text(label.toUpperCase(), x, y, { size: 6, font: 'sansBold', color: '#444444' });
    c.line(x, y - 15, x + w, y - 15, 0.4);
    return { x, y: y - 12.5, w };
  };
  const set = (key: string, label: string, v: Printed | string | null, x: number, y: number, w: number, size = 8.5) => {
    const s = field(label, x, y, w);
    if (typeof v === 'string') decoy(c, key, v, s.x, s.y, s.w, { size });
    else put(c, key, v, s.x, s.y, s.w, { size });
  };

  const lx = 36, lw = 258;
  c.text('The Business', lx, 700, { size: 13, font: 'serifBold', color: GREEN });
  let y = 684;
  const next = (key: string, label: string, v: Printed | string | null) => { set(key, label, v, lx, y, lw); y -= 27; };
  next('legal_name', 'Legal name of business', pr.legal());
  next('dba', 'Doing business as', pr.dba());
  set('tax_id', 'Federal EIN', pr.taxId(), lx, y, 124);
  set('entity', 'Form of business', pr.entityText(), lx + 134, y, lw - 134);
  y -= 27;
  next('biz_street', 'Street address', d.address.street);
  next('city_state_zip', 'City, state, zip', pr.cityStateZip());
  set('biz_phone', 'Telephone', d.phone, lx, y, 124);
  if (years) set('years_in_business', 'Years in business', String(2025 - Number(d.startDate.slice(0, 4))), lx + 134, y, lw - 134);
  else set('start', 'Business established', pr.start(), lx + 134, y, lw - 134);
  y -= 27;
  next('industry', 'Describe your business', pr.industry());
  c.text('The Request', lx, y - 4, { size: 13, font: 'serifBold', color: GREEN });
  y -= 22;
  set('amount', 'Funding amount requested', pr.amount(), lx, y, 124);
  set('use_of_funds', 'Use of proceeds', d.useOfFunds, lx + 134, y, lw - 134, 7.5);
  y -= 27;
  set('frequency', 'Payment frequency', terms ? pr.frequencyText() : null, lx, y, 80);
  set('count', 'No. of payments', terms ? pr.count() : null, lx + 88, y, 70);
  set('payment', 'Payment amount', terms ? pr.payment() : null, lx + 166, y, lw - 166);
  y -= 27;
  set('monthly_sales', 'Avg. monthly sales', pr.plain(d.monthlySales), lx, y, 124);
  set('annual_revenue', 'Annual revenue', pr.plain(d.monthlySales * 12), lx + 134, y, lw - 134);
  y -= 27;
  set('landlord', 'Landlord / mortgage holder', d.landlord.name, lx, y, 160, 8);
  set('rent', 'Monthly rent', pr.plain(d.landlord.rent), lx + 168, y, lw - 168);

  const rx = 318, rw = 258;
  c.text('The Owners', rx, 700, { size: 13, font: 'serifBold', color: GREEN });
  y = 684;
  const step = d.owners.length > 3 ? 112 : 122;
  d.owners.forEach((_, i) => {
    const top = y - step * i;
    c.text(`Owner ${i + 1}`, rx, top, { size: 9, font: 'serifBold' });
    set(`o${i}_name`, 'Full name', pr.name(i, 'first_last'), rx, top - 12, rw);
    set(`o${i}_title`, 'Title', pr.title(i), rx, top - 37, 150);
    set(`o${i}_share`, '% owned', pr.share(i, true), rx + 158, top - 37, rw - 158);
    set(`o${i}_ssn`, 'SSN / ITIN', pr.ssn(i, masked[i]!), rx, top - 62, 96);
    set(`o${i}_dob`, 'Date of birth', pr.dob(i), rx + 104, top - 62, 96, 8);
    set(`o${i}_score`, 'Credit score', scores ? pr.score(i) : null, rx + 208, top - 62, rw - 208);
    set(`o${i}_home`, 'Home address', pr.home(i), rx, top - 87, rw, 7.5);
  });

  c.rect(36, 92, 540, 96, { fill: '#eef3e8' });
  c.text('Equipment Purchase & Existing Obligations', 44, 176, { size: 11, font: 'serifBold', color: GREEN });
  const q = d.equipment[0]!;
  set('vendor', 'Equipment vendor', d.vendor.name, 44, 164, 170, 8);
  set('equip0', 'Equipment description', q.description, 222, 164, 200, 7.5);
  set('equip0_serial', 'Serial number', q.serial, 430, 164, 138, 8);
  set('equip0_cost', 'Purchase price', pr.plain(q.cost), 44, 134, 100, 8);
  set('lender', 'Existing lender', d.lender.name, 152, 134, 150, 8);
  set('lender_balance', 'Balance owed', pr.plain(d.lender.balance), 310, 134, 90, 8);
  set('bank_officer', 'Bank officer', d.bankOfficer.name, 408, 134, 160, 8);
  para(c, 'Signing below, the owners certify this application and authorize Tri-County Equipment Funding and its partners to obtain credit '
    + 'reports and verify every statement with the bank, vendor, landlord and creditors named above.', 36, 80, 540, 6.5, 'serif');
  c.line(36, 44, 250, 44, 0.5);
  c.text('Owner signature', 36, 36, { size: 6 });
  c.line(270, 44, 370, 44, 0.5);
  c.text('Date', 270, 36, { size: 6 });
  decoy(c, 'sign_date', pr.dateText('2025-10-30'), 271, 46, 98, { size: 8 });
  c.text('Broker:', 400, 36, { size: 6 });
  decoy(c, 'iso_rep', d.iso.name, 424, 36, 150, { size: 7 });
}
