// Caduceus Capital Partners: one dense page of boxed cells (label in the cell's corner), practice identifiers
// (group NPI, DEA, PTAN) in the same row as the EIN, payer-mix and collections tables, owners in side-by-side columns.
import type { Canvas } from './canvas.ts';
import { fmtDate, money, ownerName, ownerTax, type Practice } from './data.ts';
import { f } from './fields.ts';

const NAVY = '#14315c', TEAL = '#1a8c8c';

function cell(c: Canvas, label: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> | null, h = 23): void {
  c.rect(x, y, w, h, '#8a9bb0', 0.5);
  c.label(label.toUpperCase(), x + 3, y + 2, 5.4, { color: NAVY });
  c.value(key, text, x + 2, y + 10.5, w - 5, fields, 8.5);
}

function logo(c: Canvas): void {
  const d = c.doc;
  d.save().circle(50, 48, 19).lineWidth(2).strokeColor(TEAL).stroke();
  d.moveTo(50, 32).lineTo(50, 66).lineWidth(1.8).strokeColor(NAVY).stroke();
  d.moveTo(42, 38).bezierCurveTo(60, 42, 40, 50, 58, 54).bezierCurveTo(44, 58, 56, 62, 50, 64).lineWidth(1).strokeColor(TEAL).stroke();
  d.moveTo(58, 38).bezierCurveTo(40, 42, 60, 50, 42, 54).lineWidth(1).strokeColor(TEAL).stroke().restore();
}

export function drawCaduceus(c: Canvas, p: Practice): void {
  logo(c);
  c.label('CADUCEUS CAPITAL PARTNERS', 76, 30, 15, { bold: true, color: NAVY });
  c.label('Working capital for physicians, dentists & allied health  |  1180 Peachtree St NE, Atlanta, GA 30309  |  (404) 555-0142', 76, 49, 6.5, { color: '#555' });
  c.label('HEALTHCARE PRACTICE FUNDING APPLICATION', 76, 60, 9, { bold: true, color: TEAL });
  c.rect(430, 24, 152, 40, TEAL, 0.6);
  c.label('SUBMITTED BY (ISO)', 434, 27, 5.4, { color: NAVY });
  c.value('iso_rep', p.iso.name, 434, 35, 144, null, 7.5);
  c.value('iso_phone', `${p.iso.phone}  ${p.iso.id}`, 434, 47, 144, null, 7);
  const L = 30, R = 582, Wd = R - L;
  let y = 76;
  c.bar('1. PRACTICE INFORMATION', L, y, Wd, NAVY); y += 14;
  cell(c, 'Legal name of practice (as on tax return)', 'legal_name', p.legal, L, y, 330, f.legal(p));
  cell(c, 'DBA / Practice name', 'trade_name', p.dbaText, L + 330, y, Wd - 330, p.dbaText ? f.dba(p) : null); y += 23;
  cell(c, 'Entity type', 'type_of_entity', p.entityText, L, y, 110, f.entity(p.entityId));
  cell(c, 'Federal Tax ID', 'business_tax_id', p.ein, L + 110, y, 100, f.ein(p));
  cell(c, 'Group NPI', 'group_npi', p.groupNpi, L + 210, y, 95, null);
  cell(c, 'DEA registration #', 'dea', p.kind === 'medical' || p.kind === 'dental' ? p.dea : '', L + 305, y, 95, null);
  cell(c, 'Medicare PTAN', 'ptan', p.kind === 'medical' ? p.ptan : '', L + 400, y, 72, null);
  cell(c, 'State of inc.', 'state_of_incorporation', p.incState, L + 472, y, Wd - 472, null); y += 23;
  cell(c, 'Practice street address', 'address', p.addr.street, L, y, 250, null);
  cell(c, 'City', 'city', p.addr.city, L + 250, y, 120, null);
  cell(c, 'State', 'state_region', p.addr.state, L + 370, y, 50, f.state(p));
  cell(c, 'ZIP', 'zip', p.addr.zip, L + 420, y, 60, null);
  cell(c, '# of employees', 'employees', String(p.employees), L + 480, y, Wd - 480, null); y += 23;
  cell(c, 'Office phone', 'phone', p.phone, L, y, 110, null);
  cell(c, 'Fax', 'fax', p.fax, L + 110, y, 110, null);
  cell(c, 'Practice e-mail', 'email', p.email, L + 220, y, 170, null);
  cell(c, 'Website', 'website', p.website, L + 390, y, Wd - 390, null); y += 23;
  cell(c, 'Specialty / type of practice', 'industry', p.industryText, L, y, 230, f.industry(p));
  cell(c, p.yearsOnly ? 'Years in practice' : 'Date practice established', 'start', p.yearsOnly ? String(p.years) : fmtDate(p.start, p.startMode), L + 230, y, 120, p.yearsOnly ? null : f.start(p));
  cell(c, 'Monthly rent / mortgage', 'rent', money(p.landlord.rent, 0), L + 350, y, 100, null);
  c.rect(L + 450, y, Wd - 450, 23, '#8a9bb0');
  c.label('PREMISES', L + 453, y + 2, 5.4, { color: NAVY });
  c.check('premises', 'Own', L + 455, y + 11, !p.rent, null, 7);
  c.check('premises', 'Lease', L + 495, y + 11, p.rent, null, 7); y += 30;

  c.bar('2. PAYER MIX & COLLECTIONS (last 3 months)', L, y, Wd, TEAL); y += 14;
  c.label(p.kind === 'medical' || p.kind === 'dental' ? 'Payer' : 'Revenue source', L + 4, y + 2, 6.5, { bold: true });
  c.label('% of revenue', L + 170, y + 2, 6.5, { bold: true });
  c.label('Avg. monthly $', L + 230, y + 2, 6.5, { bold: true });
  p.payers.forEach((r, i) => {
    const ry = y + 11 + i * 11;
    c.label(r.name, L + 4, ry + 1, 7);
    c.value(`payer_pct_${i}`, `${r.pct}%`, L + 170, ry, 50, null, 7.5);
    c.value(`payer_amount_${i}`, money(r.amount, 0), L + 230, ry, 70, null, 7.5);
    c.line(L, ry + 10, L + 300, ry + 10, '#c8d0da');
  });
  c.label('Gross collections', L + 330, y + 2, 6.5, { bold: true });
  p.collections.forEach((m, i) => {
    const ry = y + 11 + i * 11;
    c.label(m.month, L + 330, ry + 1, 7);
    c.value(`collections_${i}`, money(m.amount, 1), L + 380, ry, 90, null, 7.5);
  });
  c.label('Avg. days in A/R:', L + 330, y + 46, 6.5);
  y += 62;

  c.bar('3. FUNDING REQUEST', L, y, Wd, NAVY); y += 14;
  cell(c, 'Amount requested', 'requested_amount', money(p.requested, p.amountMode), L, y, 140, f.amount(p));
  cell(c, 'Use of funds', 'use_of_funds', p.useOfFunds, L + 140, y, 260, null);
  cell(c, 'Existing advance balance', 'existing_balance', p.existing.length ? money(p.existing[0]!.balance, 0) : '', L + 400, y, Wd - 400, null); y += 30;

  c.bar('4. PHYSICIAN / OWNER INFORMATION (all owners of 20% or more)', L, y, Wd, NAVY); y += 14;
  const cw = Wd / 3;
  const rows: [string, number][] = [['Full name & credentials', 0], ['Title', 1], ['Ownership %', 2], ['SSN', 3], ['Date of birth', 4], ['Est. credit score', 5], ['Home address', 6], ['Individual NPI / license #', 7]];
  for (let i = 0; i < 3; i++) {
    const o = p.owners[i];
    const x = L + i * cw;
    c.label(`OWNER ${i + 1}`, x + 3, y, 6.5, { bold: true, color: TEAL });
    rows.forEach(([lab, k]) => {
      const ry = y + 9 + k * 21;
      if (!o) { cell(c, lab, 'blank', '', x, ry, cw, null, 21); return; }
      const v: [string, Record<string, unknown> | null][] = [[ownerName(o, 0), f.name(o, i)], [o.role, f.role(o, i)], [o.ownershipText, f.own(o, i)], [ownerTax(o, i), f.tax(o, i)],
        [o.dob ? fmtDate(o.dob, p.startMode + 1) : '', f.dob(o, i)], [o.credit ? String(o.credit) : '', f.credit(o, i)],
        [`${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, null], [`${o.npi} / ${o.license}`, null]];
      const [text, fields] = v[k]!;
      cell(c, lab, `owner${i}_${k}`, text, x, ry, cw, fields, 21);
    });
  }
  y += 9 + 8 * 21 + 6;
  c.label('Office manager / day-to-day contact (not an owner):', L, y, 6.5, { bold: true });
  c.value('office_manager', `${p.manager.name}  ${p.manager.phone}`, L + 175, y - 2, 200, null, 8);
  y += 12;
  y = c.fine('By signing below, each owner certifies that the information above is true and complete and authorizes Caduceus Capital Partners, its assigns and any funding source to which this application is submitted to obtain consumer and business credit reports, verify practice licensure and payer enrollment, and contact the references, landlord and financial institutions listed. Practice identifiers (NPI, DEA, PTAN, CLIA) are collected for verification only. A facsimile or electronic copy of this authorization is as valid as the original.', L, y, Wd) + 8;
  for (let i = 0; i < Math.max(2, p.owners.length); i++) {
    const x = L + i * (Wd / Math.max(2, p.owners.length));
    c.line(x, y + 16, x + 150, y + 16, '#333');
    c.label(`Owner ${i + 1} signature                     Date`, x, y + 18, 6);
  }
}
