// Lone Star ISO Group (US, TX): a four-page packet: cover sheet, a two-page application of shaded label cells beside
// value cells (entity checkboxes C-Corp / S-Corp / LLC / Partnership / Sole Prop / Other, a repayment request in free
// text, an owners' table with Last Name and First Name / MI in separate columns and FICO), then the consent page.
import type { Rng } from '../../statements/generator/prng.ts';
import { money, type Merchant } from './data.ts';
import { consentPage, coverSheet, deal, type Broker, type Shows } from './pages.ts';
import type { Pen } from './pen.ts';

export const LONESTAR: Broker = { name: 'Lone Star ISO Group', domain: 'lonestarisogroup.com', address: '5800 Granite Pkwy, Suite 600, Plano, TX 75024', iso: 'LSI-5120', country: 'US' };

const BOXES: [string, string][] = [['C-Corp', 'Corporation'], ['S-Corp', 'S Corp'], ['LLC', 'LLC'], ['Partnership', 'Partnership'], ['Sole Prop', 'Sole Proprietor']];
const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };

/** A shaded label cell and its value cell; returns the value's place. */
function kv(pen: Pen, label: string, x: number, y: number, lw: number, vw: number, h = 20): [number, number, number] {
  pen.box(x, y, lw, h, 0.5, '#e4e4e4');
  pen.text(label, x + 4, y + 6, { size: 7.5, bold: true });
  pen.box(x + lw, y, vw, h, 0.5);
  return [x + lw + 4, y + 5.5, vw - 8];
}

function title(pen: Pen, t: string, y: number): number {
  pen.box(36, y, 540, 16, 0.5, '#b22234');
  pen.text(t, 42, y + 4.5, { size: 8.5, bold: true, color: '#fff' });
  return y + 16;
}

export function lonestar(pen: Pen, m: Merchant, rng: Rng): Shows {
  const d = deal(rng, m, LONESTAR);
  coverSheet(pen, m, LONESTAR, d, rng);
  pen.newPage();
  pen.text('LONE STAR ISO GROUP', 36, 30, { size: 11, bold: true, color: '#b22234' });
  pen.text('MERCHANT CASH ADVANCE APPLICATION', 36, 46, { size: 15, bold: true });
  let y = title(pen, 'MERCHANT INFORMATION', 74);
  const A = 36, B = 306, LW = 100, VW = 170;
  pen.value('legal_name', m.legal, ...kv(pen, 'Legal Entity Name', A, y, LW, 440), { field: 'application.legal_name' }); y += 20;
  pen.value('dba', m.dbaPrinted, ...kv(pen, 'DBA Name', A, y, LW, 440), m.dba ? { field: 'application.trade_name' } : {}); y += 20;
  pen.box(A, y, LW, 20, 0.5, '#e4e4e4'); pen.text('Business Type', A + 4, y + 6, { size: 7.5, bold: true }); pen.box(A + LW, y, 440, 20, 0.5);
  const boxed = BOXES.find(([, e]) => e === m.entityPrinted);
  let x = A + LW + 6;
  for (const [label, e] of BOXES) x = pen.check(`entity_${label}`, label, e === m.entityPrinted, x, y + 6, { field: 'application.type_of_entity' });
  x = pen.check('entity_other', 'Other', !boxed, x, y + 6, boxed ? {} : { field: 'application.type_of_entity' });
  pen.value('entity_other_text', boxed ? '' : m.entityPrinted, x - 6, y + 5.5, 60, { field: 'application.type_of_entity' }); y += 20;
  pen.value('tax_id', m.taxPrinted, ...kv(pen, m.taxType === 'SSN' ? 'Tax ID / SSN' : 'Federal Tax ID', A, y, LW, VW), { field: 'application.business_tax_id' });
  pen.value('state_of_inc', m.stateOfInc, ...kv(pen, 'State Incorporated', B, y, LW, VW), { decoy: true }); y += 20;
  pen.value('start', m.start?.text ?? '', ...kv(pen, 'Business Start Date', A, y, LW, VW), m.start ? { field: 'application.business_start_date' } : {});
  pen.value('industry', m.industryPrinted, ...kv(pen, 'Industry', B, y, LW, VW), m.industryId ? { field: 'application.industry' } : {}); y += 20;
  pen.value('street', m.street, ...kv(pen, 'Physical Address', A, y, LW, 440)); y += 20;
  pen.value('city', m.city, ...kv(pen, 'City', A, y, LW, VW));
  const [sx, sy] = kv(pen, 'State / Zip', B, y, LW, VW);
  pen.value('state', m.state, sx, sy, 40, { field: 'application.state_region' });
  pen.value('zip', m.zip, sx + 50, sy, 80); y += 20;
  pen.value('phone', m.phone, ...kv(pen, 'Phone', A, y, LW, VW));
  pen.value('email', m.email, ...kv(pen, 'Email', B, y, LW, VW)); y += 20;
  pen.value('employees', String(m.employees), ...kv(pen, 'Employees', A, y, LW, VW));
  pen.value('ownrent', m.ownRent === 'Own' ? 'Own' : 'Lease', ...kv(pen, 'Own / Lease', B, y, LW, VW)); y += 20;
  pen.value('landlord', m.landlord, ...kv(pen, 'Landlord Name', A, y, LW, VW), { decoy: true });
  pen.value('landlord_phone', m.landlordPhone, ...kv(pen, 'Landlord Phone', B, y, LW, VW), { decoy: true }); y += 30;
  y = title(pen, 'FUNDING REQUEST', y);
  pen.value('requested', m.requested ? money(m.requested) : '', ...kv(pen, 'Funding Requested', A, y, LW, VW), m.requested ? { field: 'application.requested_amount' } : {});
  pen.value('use', m.useOfFunds, ...kv(pen, 'Use of Funds', B, y, LW, VW)); y += 20;
  pen.value('payment', m.payment ? money(m.payment, true) : '', ...kv(pen, 'Est. Payment', A, y, LW, VW), m.payment ? { field: 'application.requested_payment' } : {});
  pen.value('freq', m.frequency ? FREQ[m.frequency]! : '', ...kv(pen, 'Payment Schedule', B, y, LW, VW), m.frequency ? { field: 'application.payment_frequency' } : {}); y += 20;
  pen.value('payments', m.payments ? String(m.payments) : '', ...kv(pen, 'No. of Payments', A, y, LW, VW), m.payments ? { field: 'application.number_of_payments' } : {});
  pen.value('monthly', money(m.monthlySales), ...kv(pen, 'Avg Monthly Sales', B, y, LW, VW), { decoy: true }); y += 30;
  y = title(pen, 'BANK INFORMATION', y);
  pen.value('bank', m.bank, ...kv(pen, 'Bank Name', A, y, LW, 440), { decoy: true }); y += 20;
  pen.value('routing', m.routing, ...kv(pen, 'Routing #', A, y, LW, VW), { decoy: true });
  pen.value('account', m.account, ...kv(pen, 'Account #', B, y, LW, VW), { decoy: true });
  pen.text('Page 1 of 2 \u2014 owners, existing advances and trade references on page 2', 36, 738, { size: 7, color: '#555' });
  pen.newPage();
  y = title(pen, 'OWNERSHIP (list every owner of 20% or more)', 40);
  const cols: [string, number][] = [['Last Name', 100], ['First Name / MI', 95], ['Title', 85], ['Own %', 45], ['SSN', 80], ['DOB', 85], ['FICO', 50]];
  x = 36;
  for (const [h, w] of cols) { pen.box(x, y, w, 16, 0.5, '#e4e4e4'); pen.text(h, x + 3, y + 5, { size: 7, bold: true }); x += w; }
  y += 16;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const p = `application.applicants[${i}]`;
    const cells: [string, string, string | undefined][] = [
      ['last_name', o?.last ?? '', o ? `${p}.last_name` : undefined], ['first_name', o ? `${o.first}${o.middle ? ` ${o.middle}` : ''}` : '', o ? `${p}.first_name` : undefined],
      ['title', o?.title ?? '', o ? `${p}.role` : undefined], ['pct', o ? String(o.pct) : '', o ? `${p}.ownership` : undefined],
      ['ssn', o?.taxPrinted ?? '', o?.taxDigits ? `${p}.tax_id` : undefined], ['dob', o?.dob?.text ?? '', o?.dob ? `${p}.date_of_birth` : undefined],
      ['fico', o?.credit ? String(o.credit) : '', o?.credit ? `${p}.credit_score` : undefined]];
    x = 36;
    for (const [j, [k, t, f]] of cells.entries()) {
      const w = cols[j]![1];
      pen.box(x, y, w, 20, 0.5);
      pen.value(`o${i}_${k}`, t, x + 3, y + 5.5, w - 6, f ? { field: f } : {});
      x += w;
    }
    y += 20;
  }
  y += 10;
  for (const [i, o] of m.owners.entries()) {
    pen.value(`o${i}_home`, o.home, ...kv(pen, `Owner ${i + 1} Home Addr.`, A, y, LW, 440), { decoy: true }); y += 20;
  }
  y = title(pen, 'EXISTING ADVANCES / BUSINESS LOANS', y + 10);
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    pen.value(`funder${i}`, f?.name ?? '', ...kv(pen, `Funder ${i + 1}`, A, y, LW, VW), { decoy: true });
    pen.value(`funder${i}_bal`, f ? `${money(f.balance)} / ${money(f.payment)} daily` : '', ...kv(pen, 'Balance / Payment', B, y, LW, VW), { decoy: true }); y += 20;
  }
  y = title(pen, 'TRADE REFERENCES', y + 10);
  for (const [i, r] of m.refs.entries()) {
    pen.value(`ref${i}`, r.name, ...kv(pen, `Reference ${i + 1}`, A, y, LW, VW), { decoy: true });
    pen.value(`ref${i}_phone`, r.phone, ...kv(pen, 'Phone', B, y, LW, VW), { decoy: true }); y += 20;
  }
  pen.text('Merchant and owners certify that all information is correct and authorize Lone Star ISO Group and its funders to verify it. '
    + 'Credit authorization on the following page.', 36, y + 12, { size: 7, width: 540 });
  pen.signature(36, y + 34, 220);
  pen.text('Owner 1 signature', 36, y + 50, { size: 6.5 });
  pen.newPage();
  consentPage(pen, m, LONESTAR, rng, 'US');
  return { dob: true, credit: true, payments: true, start: true };
}
