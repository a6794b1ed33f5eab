// Layouts 3 and 4: a New Jersey ISO's dense one-pager with an owners table, and an Ontario ISO's bilingual-country form.
import { cellP, consent, decoyCell, decoyRow, entityRow, freqRow, header, ownRentRow, PIPEDA, repLine, rowP, signatures, type Ctx } from './common.ts';
import { addr1, amountP, countP, dbaP, dobP, entityP, entityText, ficoP, firstP, industryP, lastP, legalP, money, nameP, ownerTaxP, paymentP,
  pctP, startP, stateP, taxP, titleP, yearsIn, type P } from './format.ts';

/** Garden State Merchant Advisors (Hackensack, NJ): label | value grid, owners as a table, bank and positions boxes. */
export function gardenstate(c: Ctx): void {
  const { s, m, r } = c;
  const L = 36, W = 540;
  let y = header(c, r.pick(['MCA APPLICATION', 'Merchant Funding Application', 'Revenue-Based Financing Application']), 'square');
  repLine(c, L, y - 4);
  y += 8;
  s.bar(r.pick(['Business Information', 'COMPANY INFORMATION']), L, y, W, c.b.color);
  y += 13;
  // A two-column label/value grid: each row is label cell + value cell, twice.
  const grid = (rows: [string, P | string | null, string?][]) => {
    for (let k = 0; k < rows.length; k += 2) {
      for (const [j, row] of [rows[k], rows[k + 1]].entries()) {
        if (!row) continue;
        const [label, v, decoy] = row;
        const x = L + j * 270;
        s.box(x, y, 95, 16);
        s.doc.save().rect(x, y, 95, 16).fill('#eef1f6').restore();
        s.label(label, x + 3, y + 5, { size: 6.8, bold: true });
        s.box(x + 95, y, 175, 16);
        if (typeof v === 'object' && v !== null) s.val(v.text, x + 99, y + 3, 168, { paths: v.paths, name: label });
        else s.val(v, x + 99, y + 3, 168, { ...(decoy ? { decoy } : {}), name: label });
      }
      y += 16;
    }
  };
  const yearsOnly = m.start !== null && r.chance(0.35);
  const yrs = yearsIn(m);
  grid([
    [r.pick(['Company (Legal)', 'Legal Name']), legalP(m)], [r.pick(['D/B/A', 'Doing Business As']), dbaP(m, r)],
    [r.pick(['Tax ID # (EIN)', 'EIN #', 'Federal Tax ID (EIN)']), taxP(m, r, true)],
    yearsOnly ? ['Years in Business', yrs === null ? null : String(yrs), 'years_in_business'] : [r.pick(['Business Start Date', 'Date Business Established', 'Inception Date']), startP(m, r)],
    ['Street Address', m.address.street, 'street'], ['City', m.address.city, 'city'],
    [m.country === 'CA' ? 'Province' : 'State', stateP(m)], [m.country === 'CA' ? 'Postal Code' : 'Zip Code', m.address.zip, 'zip'],
    ['Business Phone', m.phone, 'business_phone'], ['Email', m.email, 'business_email'],
    [r.pick(['Industry', 'Type of Business', 'Business Type / Description']), industryP(m)], ['State of Formation', m.stateOfInc, 'state_of_incorporation'],
  ]);
  s.box(L, y, W, 16);
  entityRow(c, L + 4, y + 4, r.pick(['Entity:', 'Legal Structure:']));
  y += 16;
  s.box(L, y, W, 16);
  s.label('Property:', L + 4, y + 4.5, { size: 7.5, bold: true });
  const ox = ownRentRow(c, L + 50, y + 4, r.pick([['Owned', 'Rented'], ['Own', 'Rent']] as const));
  s.val(m.own ? null : `Landlord: ${m.landlord.name}  ${m.landlord.phone}`, ox + 10, y + 3, W - ox + L - 16, { decoy: 'landlord', name: 'landlord' });
  y += 22;
  s.bar(r.pick(['Funding Request', 'Capital Request']), L, y, W, c.b.color);
  y += 13;
  grid([[r.pick(['Requested Amount', 'Funding Amount', 'Amount Needed']), amountP(m, r)], ['Use of Proceeds', m.use, 'use_of_funds'],
    ['Monthly Gross Sales', money(m.monthlySales, r, m.country), 'monthly_sales'], ['Open Positions', m.existing.length ? m.existing.map((e) => e.funder).join(', ') : 'None', 'existing_funder']]);
  y += 6;
  s.bar(r.pick(['Owner / Officer Information', 'Principals (20% or more ownership)']), L, y, W, c.b.color);
  y += 13;
  const cols: [string, number][] = [['Owner Name', 150], ['Title', 90], ['% Own', 45], [m.country === 'CA' ? 'SIN' : 'SSN', 85], ['DOB', 80], ['FICO', 40], ['Cell', 50]];
  let x = L;
  for (const [h, w] of cols) { s.box(x, y, w, 13); s.doc.save().rect(x, y, w, 13).fill('#eef1f6').restore(); s.label(h, x + 3, y + 3.5, { size: 6.8, bold: true }); x += w; }
  y += 13;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    x = L;
    const vals: (P | null)[] = o ? [nameP(o, i, r, false), titleP(o, i), pctP(o, i, r), ownerTaxP(o, i, r), dobP(o, i, r, m.country), ficoP(o, i)] : [null, null, null, null, null, null];
    for (const [k, [h, w]] of cols.entries()) {
      s.box(x, y, w, 16);
      if (k < 6) s.val(vals[k]?.text ?? null, x + 3, y + 3, w - 6, { paths: vals[k]?.paths ?? {}, name: h });
      else s.val(o ? o.cell.slice(-8) : null, x + 3, y + 3, w - 6, { decoy: 'owner_cell', name: h });
      x += w;
    }
    y += 16;
  }
  y += 4;
  for (const [i, o] of m.owners.entries()) {
    decoyRow(c, `Owner ${i + 1} Home Address:`, addr1(o.home), 'home_address', L, y, W);
    y += 15;
  }
  y += 6;
  s.bar('Bank Information', L, y, W, c.b.color);
  y += 13;
  grid([['Bank Name', m.bank.name, 'bank_name'], [m.country === 'CA' ? 'Transit / Institution' : 'ABA Routing #', m.bank.routing, 'bank_routing'],
    ['Account #', m.bank.account, 'bank_account'], ['Account Type', r.pick(['Business Checking', 'Operating']), 'account_type']]);
  y = consent(c, L, y + 6, W) + 10;
  signatures(c, L, y, W, 2);
}

/** Northway Capital Group (Mississauga, ON): mostly Canadian merchants (O/A, BN with program account, province,
 *  SIN, PIPEDA), some US; mixed boxed cells and underlined rows; repayment terms with a frequency row. */
export function northway(c: Ctx): void {
  const { s, m, r } = c;
  const L = 36, W = 540, ca = m.country === 'CA';
  let y = header(c, r.pick(['Business Financing Application', 'MERCHANT ADVANCE APPLICATION']), 'leaf');
  s.bar(r.pick(['1. Business Information', 'BUSINESS INFORMATION']), L, y, W, c.b.color);
  y += 15;
  cellP(c, r.pick(['Legal Business Name', 'Registered Business Name', 'Business Legal Name']), legalP(m), L, y, 290);
  cellP(c, ca ? r.pick(['Operating Name (O/A)', 'Operating As']) : r.pick(['Doing Business As', 'DBA']), dbaP(m, r), L + 290, y, 250);
  y += 24;
  cellP(c, ca ? r.pick(['Business Number (BN)', 'CRA Business Number']) : r.pick(['Federal Tax ID (EIN)', 'EIN #']), taxP(m, r, true), L, y, 150);
  cellP(c, r.pick(['Date Established', 'Incorporation / Start Date', 'Business Start Date']), startP(m, r), L + 150, y, 130);
  decoyCell(c, 'Time in Business', yearsIn(m) === null ? null : `${yearsIn(m)} yrs`, 'time_in_business', L + 280, y, 80);
  decoyCell(c, ca ? 'Jurisdiction of Inc.' : 'State of Inc.', m.stateOfInc, 'state_of_incorporation', L + 360, y, 90);
  decoyCell(c, 'Employees', String(m.employees), 'employees', L + 450, y, 90);
  y += 24;
  cellP(c, 'Business Address', { text: m.address.street, paths: {} }, L, y, 240);
  cellP(c, 'City', { text: m.address.city, paths: {} }, L + 240, y, 120);
  cellP(c, ca ? 'Province' : 'State', stateP(m), L + 360, y, 80);
  cellP(c, ca ? 'Postal Code' : 'ZIP', { text: m.address.zip, paths: {} }, L + 440, y, 100);
  y += 24;
  cellP(c, r.pick(['Industry / Type of Business', 'Description of Business']), industryP(m), L, y, 200);
  decoyCell(c, 'Phone', m.phone, 'business_phone', L + 200, y, 120);
  decoyCell(c, 'Email', m.email, 'business_email', L + 320, y, 220);
  y += 24;
  s.box(L, y, W, 16);
  if (r.chance(0.5)) entityRow(c, L + 4, y + 4, 'Business Structure:');
  else rowP(c, 'Business Structure:', entityP(entityText(m, r), m), L + 4, y + 1, 300);
  y += 22;
  s.label('Premises:', L, y + 1, { size: 7.5, bold: true });
  ownRentRow(c, L + 45, y, ['Owned', 'Leased']);
  decoyRow(c, 'Landlord:', m.own ? null : `${m.landlord.name}, ${m.landlord.phone}`, 'landlord', L + 160, y - 3, 380);
  y += 22;
  s.bar(r.pick(['2. Funding Request', 'FUNDING REQUEST']), L, y, W, c.b.color);
  y += 20;
  rowP(c, ca ? 'Amount Requested (CAD):' : 'Amount Requested:', amountP(m, r), L, y, 220);
  decoyRow(c, 'Purpose:', m.use, 'use_of_funds', L + 228, y, 312);
  y += 18;
  rowP(c, 'Preferred Payment:', paymentP(m, r), L, y, 170);
  rowP(c, 'No. of Payments:', countP(m), L + 178, y, 110);
  freqRow(c, L + 300, y + 2, true);
  y += 24;
  decoyRow(c, 'Monthly Revenue:', money(m.monthlySales, r, m.country), 'monthly_sales', L, y, 220);
  decoyRow(c, 'Bank / Transit / Acct:', `${m.bank.name} ${m.bank.routing} ${m.bank.account}`, 'bank_account', L + 228, y, 312);
  y += 18;
  const e = m.existing;
  decoyRow(c, 'Outstanding advances:', e.length ? e.map((x) => `${x.funder} ${money(x.balance, r, m.country)}`).join('; ') : 'None', 'existing_advance', L, y, W);
  y += 24;
  s.bar(r.pick(['3. Owner / Officer Information', 'PRINCIPAL OWNERS']), L, y, W, c.b.color);
  y += 15;
  for (const [i, o] of m.owners.entries()) {
    cellP(c, 'First Name', firstP(o, i), L, y, 100);
    cellP(c, 'Last Name', lastP(o, i), L + 100, y, 110);
    cellP(c, r.pick(['Title / Position', 'Title']), titleP(o, i), L + 210, y, 95);
    cellP(c, 'Ownership %', pctP(o, i, r), L + 305, y, 60);
    cellP(c, o.taxType === 'SIN' ? 'SIN' : o.taxType, ownerTaxP(o, i, r), L + 365, y, 85);
    cellP(c, 'Date of Birth', dobP(o, i, r, m.country), L + 450, y, 90);
    y += 24;
    decoyCell(c, 'Home Address', addr1(o.home), 'home_address', L, y, 330);
    decoyCell(c, 'Mobile', o.cell, 'owner_cell', L + 330, y, 100);
    cellP(c, 'Credit Score (self-reported)', ficoP(o, i), L + 430, y, 110);
    y += 27;
  }
  repLine(c, L, y);
  y = consent(c, L, y + 12, W, ca ? PIPEDA : undefined) + 4;
  y = consent(c, L, y, W) + 8;
  signatures(c, L, y, W, 2);
}
