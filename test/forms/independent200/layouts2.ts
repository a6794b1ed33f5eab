// Two more CRM print-outs: a Zoho-like Lead page with check box rows and the payment terms (Crescent Lane), and a
// Pipedrive-like organization page followed by a pasted, signed authorization page (Gridiron).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import { bar, biz, decoy, fmtDate, grid, owner, pickFmt, table, type GridLook } from './print.ts';
import { H, type Sheet, type Val } from './sheet.ts';

// Zoho's Ownership Type check boxes: the picklist text each option stands for.
const OWNERSHIP: [string, string[]][] = [['Sole Proprietorship', ['Sole Proprietorship']], ['Partnership', ['Partnership']],
  ['LLC', ['LLC', 'Limited Liability Company']], ['Corporation', ['Corporation', 'C Corp']], ['S Corp', ['S Corp', 'S-Corp']]];

/** Crescent Lane Advance: Zoho-like Lead, grey right-aligned labels, check box rows, Principals related list. */
export function crescent(s: Sheet, d: Deal, r: Rng): void {
  const f = pickFmt(r, { date: ['mdy', 'dmon', 'long'], money: ['cents', 'bare'] });
  const b = biz(d, f);
  const look: GridLook = { bar: '#ffffff', barText: '#0a2540', labelColor: '#6b7280', labelRight: true, rule: false, labelW: 118 };
  s.addPage();
  s.rect(0, 0, 612, 24, '#f2f4f7');
  s.text('CRESCENT LANE ADVANCE', 36, 8, { size: 9, bold: true, color: '#c0392b' });
  s.text('Leads  >  Lead Details', 400, 8, { size: 7.5, color: '#6b7280' });
  s.text('Lead Owner', 36, 34, { size: 7, color: '#6b7280' });
  s.value(b.rep, 90, 33, 150, 8);
  s.text('Lead Status', 300, 34, { size: 7, color: '#6b7280' });
  s.value(decoy('lead_status', r.pick(['Application Received', 'Contacted', 'Pre-Qualified'])), 350, 33, 180, 8);
  let y = 52;
  const sec = (t: string) => { const ny = bar(s, t, y, look); s.line(36, y + 15, 576, y + 15, '#0a2540', 0.8); return ny; };
  y = sec('Company Information');
  y = grid(s, [
    ['Company', b.legal, 'Lead Source', decoy('lead_source', r.pick(['ISO Partner', 'Google Ads', 'Direct Mail']))],
    ['DBA', r.chance(0.85) ? b.dba : null, 'Tax ID', b.tax],
    ['Industry', b.industry, 'Date Business Started', b.started],
    ['Phone', b.phone, 'Email', b.email],
    ['Street', b.street, 'City', b.city],
    ['State', b.state, 'Zip Code', b.zip],
  ], y, look);
  // Ownership type as a row of check boxes; a picklist text none of them covers goes on the 'Other' line.
  s.text('Ownership Type', 36, y + 1, { size: 7.5, color: '#6b7280', width: 110, align: 'right' });
  let x = 154;
  const hit = OWNERSHIP.find(([, texts]) => texts.includes(d.entityText));
  for (const [label] of OWNERSHIP) x = s.check(label, x, y, hit?.[0] === label ? b.entity : null, 7.5);
  x = s.check('Other:', x, y, hit ? null : decoy('entity_other_box', 'Other:'), 7.5);
  s.line(x - 10, y + 10, 576, y + 10, '#999999');
  if (!hit) s.value(b.entity, x - 8, y - 1, 576 - x, 8);
  y += 22;
  y = sec('Funding Details');
  y = grid(s, [
    ['Requested Amount', b.amount, 'Gross Monthly Sales', b.monthly],
    ['Number of Payments', r.chance(0.85) ? b.payments : null, 'Estimated Payment', r.chance(0.85) ? b.payment : null],
  ], y, look);
  s.text('Payment Frequency', 36, y + 1, { size: 7.5, color: '#6b7280', width: 110, align: 'right' });
  x = 154;
  for (const label of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) x = s.check(label, x, y, b.frequency.text === label ? b.frequency : null, 7.5);
  y += 22;
  y = sec('Property');
  y = grid(s, [['Own / Rent', decoy('own_rent', 'Rent'), 'Landlord', b.landlord], ['Monthly Rent', decoy('rent', `$${(d.employees * 310 + 1800).toLocaleString('en-US')}.00`), 'Landlord Phone', b.landlordPhone]], y, look);
  y = sec(`Principals (${d.owners.length})`);
  const owners = d.owners.map((o, i) => owner(o, i, f));
  y = table(s, [{ title: 'Principal Name', w: 118 }, { title: 'Title', w: 78 }, { title: 'Own %', w: 44 }, { title: 'SSN', w: 72 },
    { title: 'DOB', w: 70 }, { title: 'FICO', w: 36 }, { title: 'Home Address', w: 122 }],
  owners.map((o) => [o.name, o.title, o.pct, o.ssn, o.dob, o.fico.text ? o.fico : null, o.home]), y, look);
  y = sec('Trade References');
  y = table(s, [{ title: 'Reference', w: 220 }, { title: 'Phone', w: 120 }, { title: 'Relationship', w: 200 }],
    d.refs.map((ref, i) => [decoy(`reference_${i}`, ref.name), decoy(`reference_phone_${i}`, ref.phone), decoy(`reference_rel_${i}`, i ? 'Supplier' : 'Customer')]), y, look);
  y = sec('Bank Information');
  y = grid(s, [['Bank Name', b.bank, 'Routing No.', b.routing], ['Account No.', b.account, 'Account Contact', b.contact]], y, look);
  s.line(36, H - 52, 576, H - 52, '#dddddd');
  s.text('Created Time', 36, H - 46, { size: 6.5, color: '#6b7280' });
  s.value(decoy('created', fmtDate(d.created.slice(0, 10), f.date) + ' ' + d.created.slice(11)), 90, H - 47, 120, 7);
  s.text('Modified By', 300, H - 46, { size: 6.5, color: '#6b7280' });
  s.value(b.modified, 350, H - 47, 220, 7);
  s.text(`crm.zoho.com/crm/crescentlane/tab/Leads/${d.recordId.replace(/\D/g, '').padEnd(18, '0')}`, 36, H - 30, { size: 6, color: '#9ca3af' });
}

/** Gridiron Merchant Partners: Pipedrive-like organization page, then a signed authorization page pasted in. */
export function gridiron(s: Sheet, d: Deal, r: Rng): void {
  const f = pickFmt(r, { date: ['mdy', 'mdyShort', 'iso'], money: ['whole', 'cents'] });
  const b = biz(d, f, { bareEin: r.chance(0.4) });
  const look: GridLook = { bar: '#26292c', barText: '#ffffff', labelColor: '#4a4f55', labelRight: false, rule: true, labelW: 104 };
  const years = r.chance(0.4);   // some records keep only 'Time in Business', which is not a start date
  s.addPage();
  s.text('GRIDIRON MERCHANT PARTNERS', 36, 28, { size: 12, bold: true, color: '#26292c' });
  s.text('Organization', 36, 46, { size: 7, color: '#8a8f95' });
  s.text('Owner:', 400, 30, { size: 7.5, color: '#4a4f55' });
  s.value(b.rep, 430, 29, 146, 8);
  s.text('Org ID:', 400, 44, { size: 7.5, color: '#4a4f55' });
  s.value(decoy('record_id', String(1000 + (Number(d.routing.slice(0, 5)) % 90000))), 430, 43, 146, 8);
  let y = 64;
  y = bar(s, 'ORGANIZATION DETAILS', y, look);
  const taxLabel = b.tax.text === d.taxDigits && d.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID';
  const age = Math.max(1, 2025 - Number(d.started.slice(0, 4)));
  y = grid(s, [
    ['Organization Name', b.legal, 'Label', decoy('label', r.pick(['HOT', 'Renewal', 'Needs Stips']))],
    ['DBA Name', r.chance(0.8) ? b.dba : null, taxLabel, b.tax],
    ['Entity', b.entity, 'State Inc.', b.inc],
    ['Industry', b.industry, years ? 'Time in Business' : 'Date Established', years ? decoy('time_in_business', `${age} yrs`) : b.started],
    ['Address', b.street, 'City', b.city],
    ['State', b.state, 'ZIP', b.zip],
    ['Phone', b.phone, 'Web', r.chance(0.5) ? b.website : null],
  ], y, look);
  y = bar(s, 'DEAL', y + 4, look);
  y = grid(s, [['Amount Requested', b.amount, 'Annual Revenue', b.revenue], ['Deal Value (est. payback)', decoy('payback', `$${Math.round(d.amount * 1.38).toLocaleString('en-US')}`), 'Expected Close', decoy('close_date', fmtDate('2025-04-15', f.date))]], y, look);
  y = bar(s, `PEOPLE (${d.owners.length})`, y + 4, look);
  const owners = d.owners.map((o, i) => owner(o, i, f));
  y = table(s, [{ title: 'Name', w: 130 }, { title: 'Role', w: 90 }, { title: 'Ownership', w: 60 }, { title: 'SSN', w: 76 },
    { title: 'Date of Birth', w: 70 }, { title: 'Credit Score', w: 114 }],
  owners.map((o) => [o.name, o.title, o.pct, o.ssn, o.dob, o.fico.text ? o.fico : null]), y, look);
  if (d.funders.length) {
    y = bar(s, 'OPEN BALANCES (MERCHANT DECLARED)', y, look);
    y = table(s, [{ title: 'Funder', w: 200 }, { title: 'Balance', w: 120 }, { title: 'Payment', w: 120 }],
      d.funders.map((p, i) => [decoy(`funder_${i}`, p.name), decoy(`funder_balance_${i}`, `$${p.balance.toLocaleString('en-US')}`), decoy(`funder_payment_${i}`, `$${p.payment}.00 daily`)]), y, look);
  }
  y = bar(s, 'NOTES', y, look);
  s.para(`Merchant called in, spoke with ${d.rep}. Bank: ${d.bank}. Has ${d.funders.length || 'no'} open position(s). Landlord ${d.landlord} confirmed lease through 2027.`, 40, y, 530);
  s.text('Added by', 36, H - 46, { size: 6.5, color: '#8a8f95' });
  s.value(b.created, 76, H - 47, 260, 7);
  s.text('Printed from Gridiron CRM - page 1 of 2', 420, H - 46, { size: 6.5, color: '#8a8f95' });

  // The pasted page: the merchant's signed authorization, a different document in a frame, Times throughout.
  s.addPage();
  s.rect(24, 24, 564, 744, undefined, '#888888');
  s.text('Attachment: Signed_Authorization.pdf  (uploaded to the organization record)', 30, 28, { size: 6.5, color: '#8a8f95' });
  s.text('MERCHANT AUTHORIZATION AND CERTIFICATION', 60, 64, { size: 13, font: 'Times-Bold', color: '#000000' });
  const body = 'Each of the undersigned certifies that the information in the attached application is true and complete, and ' +
    'authorizes Gridiron Merchant Partners, its assigns and any funding partner to obtain consumer and business credit reports, ' +
    'to verify bank statements, and to contact the references and the landlord listed. This authorization is valid for the ' +
    'duration of the relationship. A photocopy or electronic copy of this authorization is as valid as the original.';
  s.doc.font('Times-Roman').fontSize(10).fillColor('#000000').text(body, 60, 92, { width: 492, lineGap: 2 });
  s.text('Business (legal name):', 60, 170, { size: 10, font: 'Times-Roman', color: '#000000' });
  s.value({ ...b.legal, key: 'legal_name_sigpage' }, 170, 169, 380, 10);
  s.line(168, 182, 552, 182, '#000000');
  y = 210;
  d.owners.forEach((o, i) => {
    const c = owner(o, i, f);
    // The signature itself is a pen scrawl, not text; the printed name beside it is the owner's.
    s.doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(64, y + 18).bezierCurveTo(90, y - 6, 110, y + 30, 140, y + 10)
      .bezierCurveTo(160, y, 170, y + 24, 200, y + 12).stroke().restore();
    const cols: [string, Val, number, number][] = [['Signature', decoy(`sig_${i}`, ''), 60, 170], ['Printed Name', c.signedName, 240, 150],
      ['Title', c.title, 400, 80], ['Date', decoy(`signature_date_${i}`, fmtDate(`2025-0${2 + (i % 2)}-1${i + 2}`, f.date)), 490, 70]];
    for (const [l, v, cx, w] of cols) {
      s.line(cx, y + 24, cx + w - 6, y + 24, '#000000');
      s.text(l, cx, y + 28, { size: 8, font: 'Times-Italic', color: '#000000' });
      s.value(v, cx + 2, y + 10, w - 8, 9.5);
    }
    y += 64;
  });
}
