// Harborline Funding Partners: a landscape form stored as a portrait page with /Rotate 90, so every line of text
// runs up the stored page and reads rightly only once the page is turned. Underlined "Label ____" rows, the entity
// type as a check box row, the request as a sentence with blanks, the owners as a table with one row per owner.
import type { Rng } from '../../../statements/generator/prng.ts';
import type { Canvas } from '../canvas.ts';
import type { Printer } from '../printed.ts';
import { bar, decoy, para, put, row } from '../draw.ts';
import { entityId } from '../rules.ts';

const BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop.'];
// Which printed box each entity type checks; anything else goes to "Other" with its name written on the line.
const BOX_OF: Record<string, string> = { c_corporation: 'Corporation', s_corporation: 'S-Corp', llc: 'LLC', general_partnership: 'Partnership',
  sole_proprietorship: 'Sole Prop.' };

export function rotatedPage(c: Canvas, pr: Printer, r: Rng): void {
  const d = pr.d, L = 32, teal = '#0f5257';
  const masked = r.chance(0.5);
  const terms = r.chance(0.75);
  c.page(792, 612, true);
  c.rect(0, 572, 792, 40, { fill: teal });
  c.text('HARBORLINE', L, 588, { size: 18, font: 'serifBold', color: 'white' });
  c.text('FUNDING PARTNERS', L + 128, 588, { size: 9, font: 'serif', color: 'white' });
  c.text('MERCHANT & EQUIPMENT FUNDING APPLICATION', 760, 592, { size: 10, font: 'sansBold', color: 'white', align: 'right' });
  c.text('Fax or e-mail completed form to submissions@harborline.example  -  Tel (757) 555-0190', 760, 580, { size: 7, color: 'white', align: 'right' });

  // Left half: the business.
  const lw = 350;
  bar(c, 'ABOUT THE BUSINESS', L, 548, lw, { fill: teal });
  let y = 530;
  const line = (label: string, w = lw) => { const s = row(c, label, L, y, w); y -= 19; return s; };
  let s = line('Business Legal Name:');
  put(c, 'legal_name', pr.legal(), s.x, s.y, s.w);
  s = line('D/B/A:');
  put(c, 'dba', pr.dba(), s.x, s.y, s.w);
  s = line('Physical Address:');
  decoy(c, 'biz_street', d.address.street, s.x, s.y, s.w);
  s = line('City / State / Zip:');
  put(c, 'city_state_zip', pr.cityStateZip(), s.x, s.y, s.w);
  s = line('Tax ID # (EIN or SSN if sole prop.):');
  put(c, 'tax_id', pr.taxId(), s.x, s.y, s.w);
  s = row(c, 'Date Business Started:', L, y, 200);
  put(c, 'start', pr.start(), s.x, s.y, s.w);
  s = row(c, 'Inc. State:', L + 210, y, lw - 210);
  decoy(c, 'state_of_inc', d.stateOfInc, s.x, s.y, s.w);
  y -= 19;
  s = line('Nature of Business:');
  put(c, 'industry', pr.industry(), s.x, s.y, s.w);
  s = row(c, 'Business Phone:', L, y, 170);
  decoy(c, 'biz_phone', d.phone, s.x, s.y, s.w);
  s = row(c, 'Website:', L + 180, y, lw - 180);
  decoy(c, 'website', d.website, s.x, s.y, s.w);
  y -= 22;
  c.text('Business Entity (check one):', L, y, { size: 8, font: 'sansBold' });
  y -= 15;
  const id = d.entity, chosen = BOX_OF[id];
  let x = L;
  for (const label of BOXES) {
    c.check(`entity_${label}`, label, chosen === label, chosen === label ? { 'application.type_of_entity': entityId(label) } : null, x, y - 1, 8);
    c.text(label, x + 12, y, { size: 8 });
    x += 12 + c.width(label, 'sans', 8) + 12;
  }
  c.check('entity_other', 'Other', !chosen, null, x, y - 1, 8);
  s = row(c, 'Other:', x + 12, y, L + lw - x - 12);
  if (!chosen) put(c, 'entity_other_text', pr.entityText(), s.x, s.y, s.w);
  y -= 26;
  bar(c, 'EQUIPMENT & EXISTING FINANCING (for underwriting only)', L, y, lw, { fill: '#5b7f82' });
  y -= 17;
  const q = d.equipment[0]!;
  s = line('Equipment Vendor:');
  decoy(c, 'vendor', d.vendor.name, s.x, s.y, s.w);
  s = row(c, 'Equipment:', L, y, 220);
  decoy(c, 'equip0', q.description, s.x, s.y, s.w, { size: 8 });
  s = row(c, 'Serial #:', L + 228, y, lw - 228);
  decoy(c, 'equip0_serial', q.serial, s.x, s.y, s.w, { size: 8 });
  y -= 19;
  s = row(c, 'Existing Lender:', L, y, 220);
  decoy(c, 'lender', d.lender.name, s.x, s.y, s.w, { size: 8 });
  s = row(c, 'Balance:', L + 228, y, lw - 228);
  decoy(c, 'lender_balance', pr.plain(d.lender.balance), s.x, s.y, s.w);
  y -= 19;
  s = row(c, 'Bank:', L, y, 170);
  decoy(c, 'bank', d.bank.name, s.x, s.y, s.w, { size: 8 });
  s = row(c, 'Bank Officer:', L + 178, y, lw - 178);
  decoy(c, 'bank_officer', d.bankOfficer.name, s.x, s.y, s.w, { size: 8 });

  // Right half: the request as a sentence, then the owners' table.
  const R = 410, rw = 350;
  bar(c, 'FUNDING REQUEST', R, 548, rw, { fill: teal });
  y = 530;
  c.text('The merchant requests', R, y, { size: 8.5, font: 'serif' });
  c.line(R + 86, y - 2, R + 190, y - 2, 0.4);
  put(c, 'amount', pr.amount(), R + 88, y, 100);
  c.text('for the purpose of', R + 194, y, { size: 8.5, font: 'serif' });
  c.line(R + 262, y - 2, R + rw, y - 2, 0.4);
  decoy(c, 'use_of_funds', d.useOfFunds, R + 264, y, rw - 264, { size: 7 });
  y -= 19;
  c.text('to be repaid in', R, y, { size: 8.5, font: 'serif' });
  c.line(R + 58, y - 2, R + 100, y - 2, 0.4);
  c.text('payments of', R + 104, y, { size: 8.5, font: 'serif' });
  c.line(R + 150, y - 2, R + 240, y - 2, 0.4);
  if (terms) { put(c, 'count', pr.count(), R + 60, y, 40); put(c, 'payment', pr.payment(), R + 152, y, 88); }
  c.text('each, remitted:', R + 244, y, { size: 8.5, font: 'serif' });
  y -= 17;
  x = R;
  const freq = pr.frequencyText();
  for (const label of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) {
    const on = terms && label === freq.text;
    c.check(`freq_${label}`, label, on, on ? freq.fields : null, x, y - 1, 8);
    c.text(label, x + 12, y, { size: 8 });
    x += 24 + c.width(label, 'sans', 8) + 10;
  }
  y -= 19;
  const sales = row(c, 'Gross monthly sales (approx.):', R, y, rw);
  decoy(c, 'monthly_sales', pr.plain(d.monthlySales), sales.x, sales.y, sales.w);
  y -= 26;
  bar(c, 'OWNER(S)  -  all owners of 20% or more', R, y, rw, { fill: teal });
  y -= 14;
  const cols: [string, number][] = [['Owner Name', 96], ['Title', 62], ['%', 26], [masked ? 'SSN (last 4)' : 'SSN', 62], ['D.O.B.', 64], ['FICO', 40]];
  x = R;
  for (const [label, w] of cols) { c.rect(x, y, w, 12, { fill: '#d9e7e8', stroke: '#555555', lw: 0.4 }); c.text(label, x + 2, y + 3.5, { size: 6.5, font: 'sansBold' }); x += w; }
  for (let i = 0; i < 4; i++) {
    const ry = y - 18 * (i + 1);
    x = R;
    for (const [, w] of cols) { c.rect(x, ry, w, 18, { stroke: '#555555', lw: 0.4 }); x += w; }
    if (i >= d.owners.length) continue;
    const at = (k: number) => R + cols.slice(0, k).reduce((t, [, w]) => t + w, 0) + 1;
    const sz = { size: 7 };
    put(c, `o${i}_name`, pr.name(i, 'first_last'), at(0), ry + 6, cols[0]![1] - 2, sz);
    put(c, `o${i}_title`, pr.title(i), at(1), ry + 6, cols[1]![1] - 2, sz);
    put(c, `o${i}_share`, pr.share(i, false), at(2), ry + 6, cols[2]![1] - 2, sz);
    put(c, `o${i}_ssn`, pr.ssn(i, masked), at(3), ry + 6, cols[3]![1] - 2, sz);
    put(c, `o${i}_dob`, pr.dob(i), at(4), ry + 6, cols[4]![1] - 2, { size: pr.date === 'long' ? 6 : 7 });
    put(c, `o${i}_score`, pr.score(i), at(5), ry + 6, cols[5]![1] - 2, sz);
  }
  y -= 18 * 4 + 16;
  const home = row(c, 'Owner 1 home address:', R, y, rw);
  decoy(c, 'o0_home', pr.home(0), home.x, home.y, home.w, { size: 7.5 });
  y -= 16;
  y = para(c, AUTH_SHORT, R, y, rw, 6);
  y -= 14;
  row(c, 'Owner signature:', R, y, 220);
  const dt = row(c, 'Date:', R + 230, y, rw - 230);
  decoy(c, 'sign_date', pr.dateText('2025-11-03'), dt.x, dt.y, dt.w, { size: 7.5 });
  c.text('HFP-01 (landscape)  Turn page to read.', L, 14, { size: 6 });
  c.text('ISO:', R, 14, { size: 6 });
  decoy(c, 'iso_rep', `${d.iso.name} / ${d.iso.id}`, R + 16, 14, 200, { size: 7 });
}

const AUTH_SHORT = 'I certify that the information above is true and complete and authorize Harborline Funding Partners and its funding partners '
  + 'to obtain credit reports and to contact my bank, landlord, equipment vendor and existing lenders to verify it.';
