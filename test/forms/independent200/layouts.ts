// Two CRM print-outs: a Salesforce-like Account page (Peakline) and a HubSpot-like company record with its
// associated contacts on a second page (BlueHarbor).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import { bar, biz, decoy, fmtDate, grid, owner, pickFmt, table, type GridLook } from './print.ts';
import { H, type Sheet, type Val } from './sheet.ts';

function footer(s: Sheet, left: string, page: number, pages: number): void {
  s.line(36, H - 40, 576, H - 40, '#bbbbbb');
  s.text(left, 36, H - 34, { size: 6.5, color: '#777777' });
  s.text(`Page ${page} of ${pages}`, 520, H - 34, { size: 6.5, color: '#777777' });
}

/** Peakline Funding Group: Lightning record page, blue section bars, right-aligned labels, Contacts related list. */
export function peakline(s: Sheet, d: Deal, r: Rng): void {
  const f = pickFmt(r, { date: ['mdy', 'mdyShort'], money: ['cents', 'whole'] });
  const b = biz(d, f);
  const look: GridLook = { bar: '#e8eef7', barText: '#16325c', labelColor: '#54698d', labelRight: true, rule: true, labelW: 112 };
  s.addPage();
  s.rect(0, 0, 612, 30, '#0b5cab');
  s.text('Peakline Funding Group', 36, 10, { size: 11, bold: true, color: '#ffffff' });
  s.text('Sales  |  Accounts  |  Opportunities  |  Reports', 330, 12, { size: 7.5, color: '#dbe7f7' });
  s.text('ACCOUNT  >  MERCHANT', 36, 42, { size: 7, color: '#54698d' });
  s.value({ ...b.legal, key: 'legal_name_header' }, 36, 53, 400, 13);
  let y = 78;
  // Highlights panel: the rep who owns the record is the broker's, not the merchant's.
  s.rect(36, y, 540, 30, '#f7f9fb', '#d8dde6');
  const hl: [string, Val][] = [['Account Owner', b.rep], ['Phone', b.phone], ['Type', decoy('account_type', 'Merchant - New')]];
  hl.forEach(([l, v], i) => { s.text(l, 44 + i * 180, y + 4, { size: 6.5, color: '#54698d' }); s.value(v, 44 + i * 180, y + 15, 170, 8); });
  y += 40;
  y = bar(s, 'Account Information', y, look);
  const dba = r.chance(0.85) ? b.dba : null;
  y = grid(s, [
    ['Account Name', b.legal, 'Account Owner', b.rep],
    ['DBA Name', dba, 'Account Number', b.recordId],
    ['Type of Entity', b.entity, 'Federal Tax ID', b.tax],
    ['Industry', b.industry, 'State of Incorporation', b.inc],
    ['Business Start Date', r.chance(0.9) ? b.started : null, 'Employees', b.employees],
    ['Website', r.chance(0.7) ? b.website : null, 'Email', b.email],
    // The primary contact is the first owner here: the same applicant, printed once more.
    ['Primary Contact', { ...owner(d.owners[0]!, 0, f).signedName, key: 'primary_contact' }, 'Contact Phone', b.phone],
  ], y, look);
  y = bar(s, 'Address Information', y + 4, look);
  y = grid(s, [['Billing Street', b.street, 'Billing City', b.city], ['Billing State/Province', b.state, 'Billing Zip/Postal Code', b.zip]], y, look);
  y = bar(s, 'Funding Request', y + 4, look);
  y = grid(s, [
    ['Amount Requested', b.amount, 'Annual Revenue', b.revenue],
    ['Use of Funds', decoy('use_of_funds', r.pick(['Inventory', 'Equipment repair', 'Payroll', 'Expansion / second location'])), 'Avg Monthly Sales', b.monthly],
  ], y, look);
  const owners = d.owners.map((o, i) => owner(o, i, f));
  y = bar(s, `Contacts (${d.owners.length})`, y + 4, look);
  y = table(s, [{ title: 'CONTACT NAME', w: 120 }, { title: 'TITLE', w: 80 }, { title: 'OWNERSHIP %', w: 62 }, { title: 'SSN', w: 70 },
    { title: 'BIRTHDATE', w: 62 }, { title: 'MAILING ADDRESS', w: 146 }],
  owners.map((o) => [o.name, o.title, o.pct, o.ssn, o.dob, o.home]), y, look);
  y = bar(s, 'Bank Accounts (1)', y, look);
  y = table(s, [{ title: 'BANK', w: 160 }, { title: 'ROUTING NUMBER', w: 120 }, { title: 'ACCOUNT NUMBER', w: 120 }, { title: 'TYPE', w: 140 }],
    [[b.bank, b.routing, b.account, decoy('account_type', 'Business Checking')]], y, look);
  if (d.funders.length) {
    y = bar(s, `Current Positions (${d.funders.length})`, y, look);
    y = table(s, [{ title: 'FUNDER', w: 180 }, { title: 'BALANCE', w: 120 }, { title: 'DAILY PAYMENT', w: 120 }, { title: 'STATUS', w: 120 }],
      d.funders.map((p, i) => [decoy(`funder_${i}`, p.name), decoy(`funder_balance_${i}`, `$${p.balance.toLocaleString('en-US')}`),
        decoy(`funder_payment_${i}`, `$${p.payment.toFixed(2)}`), decoy(`funder_status_${i}`, 'Open')]), y, look);
  }
  y = bar(s, 'System Information', y, look);
  grid(s, [['Created By', b.created, 'Last Modified By', b.modified]], y, look);
  footer(s, `https://peaklinefunding.lightning.force.com/lightning/r/Account/${d.recordId}/view`, 1, 1);
}

/** A HubSpot-like property: label above its value, a thin rule under it. */
function prop(s: Sheet, label: string, v: Val | null, x: number, y: number, w = 160): void {
  s.text(label, x, y, { size: 7, color: '#516f90' });
  s.line(x, y + 22, x + w, y + 22, '#cbd6e2');
  if (v) s.value(v, x, y + 10, w - 4, 8.5);
}

/** BlueHarbor Capital: HubSpot-like company record, three property columns, owners as contact cards on page 2. */
export function blueharbor(s: Sheet, d: Deal, r: Rng): void {
  const f = pickFmt(r, { date: ['long', 'iso', 'mdy'], money: ['whole', 'usd', 'cents'] });
  const b = biz(d, f, { bareEin: r.chance(0.5), stateName: r.chance(0.6) });
  const pages = 2;
  s.addPage();
  s.rect(0, 0, 612, 26, '#2d3e50');
  s.text('BlueHarbor Capital  -  Merchant CRM', 36, 9, { size: 9, bold: true, color: '#ffffff' });
  s.text('Company record  /  printable view', 420, 10, { size: 7, color: '#cbd6e2' });
  s.text('Company', 36, 38, { size: 7, color: '#516f90' });
  s.value({ ...b.legal, key: 'legal_name_header' }, 36, 48, 380, 14);
  s.text('Record ID', 430, 38, { size: 7, color: '#516f90' });
  s.value(decoy('record_id', String(Number.parseInt(d.taxDigits.slice(0, 6), 10) * 7 + 10_000_000)), 430, 48, 140, 8);
  let y = 80;
  const cols = [36, 218, 400];
  const taxLabel = b.tax.text === d.taxDigits && d.taxType === 'EIN' ? 'Federal tax ID (EIN)' : 'Federal tax ID';
  const sections: [string, [string, Val | null][]][] = [
    ['About this company', [['Company name', b.legal], ['Doing business as', b.dba], ['Legal structure', b.entity],
      [taxLabel, b.tax], ['Industry', b.industry], ['Year founded / start date', b.started],
      ['Company owner', b.rep], ['Phone number', b.phone], ['Company domain name', b.website]]],
    ['Location', [['Street address', b.street], ['City', b.city], ['State/Region', b.state], ['Postal code', b.zip],
      ['State of formation', b.inc], ['Number of employees', b.employees]]],
    ['Funding', [['Amount requested', b.amount], ['Annual revenue', b.revenue], ['Avg. monthly deposits', b.monthly],
      ['Deal stage', decoy('deal_stage', r.pick(['App In', 'Submitted to Funders', 'Docs Requested']))],
      ['Lead source', decoy('lead_source', r.pick(['Referral Partner', 'Web Form', 'Outbound Call']))], ['Preferred term', null]]],
  ];
  for (const [title, props] of sections) {
    s.text(title.toUpperCase(), 36, y, { size: 8, bold: true, color: '#33475b' });
    s.line(36, y + 12, 576, y + 12, '#33475b', 1);
    y += 20;
    props.forEach(([l, v], i) => prop(s, l, v, cols[i % 3]!, y + Math.floor(i / 3) * 32));
    y += Math.ceil(props.length / 3) * 32 + 8;
  }
  s.text('ACTIVITY', 36, y, { size: 8, bold: true, color: '#33475b' });
  s.line(36, y + 12, 576, y + 12, '#33475b', 1);
  prop(s, 'Create date', b.created, 36, y + 20, 250);
  prop(s, 'Last modified', b.modified, 300, y + 20, 250);
  footer(s, 'Printed from BlueHarbor CRM. Confidential - for funding partners only.', 1, pages);

  s.addPage();
  s.text(`Associated contacts (${d.owners.length})`, 36, 36, { size: 10, bold: true, color: '#33475b' });
  y = 58;
  d.owners.forEach((o, i) => {
    const c = owner(o, i, f);
    s.rect(36, y, 540, 118, '#f5f8fa', '#cbd6e2');
    s.text(`Contact ${i + 1}`, 44, y + 6, { size: 7, bold: true, color: '#516f90' });
    // HubSpot keeps first and last name as separate properties: no middle initial, no 'Last, First' question here.
    const props: [string, Val | null][] = [['First name', c.first], ['Last name', c.last], ['Job title', c.title],
      ['Ownership %', c.pct], ['SSN', c.ssn], ['Date of birth', c.dob],
      ['Credit score (self-reported)', c.fico.text ? c.fico : null], ['Home address', c.home], ['Contact owner', b.rep]];
    props.forEach(([l, v], k) => prop(s, l, v, [44, 222, 400][k % 3]!, y + 20 + Math.floor(k / 3) * 32, k === 7 ? 172 : 160));
    y += 128;
  });
  if (d.funders.length) {
    s.text('Existing advances (as declared)', 36, y + 4, { size: 9, bold: true, color: '#33475b' });
    y += 20;
    d.funders.forEach((p, i) => {
      s.value(decoy(`funder_${i}`, p.name), 44, y, 180);
      s.value(decoy(`funder_balance_${i}`, `Balance ${fmtDate('2025-01-31', f.date)}: $${p.balance.toLocaleString('en-US')}`), 230, y, 200);
      s.value(decoy(`funder_payment_${i}`, `$${p.payment}/day`), 460, y, 100);
      y += 16;
    });
  }
  footer(s, 'Printed from BlueHarbor CRM. Confidential - for funding partners only.', 2, pages);
}
