// Layout "dealpilot-crm": a US ISO's deal record printed from its CRM ("DealPilot"): a title bar, system fields
// (Deal ID, Stage, Lead Source, Assigned Rep, Created / Last Modified), then sections of two-column "field name / value"
// tables with CRM field names ("Company Legal Name", "Fed Tax ID", "Owner 1 First Name", "Owner 1 %", "Requested Amt").
// Decoys: the ISO's own details, landlord, bank (routing beside the tax ID's section), positions table, references, notes.
import type { Rng } from '../../statements/generator/prng.ts';
import * as F from './formats.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

const X0 = 40, W = 532, BOTTOM = 742, ROW = 17;
type Cell = [label: string, v: Val, field: string];

class Grid {
  y = 0;
  private readonly s: Sheet;
  private readonly accent: string;
  private readonly printed: string;
  constructor(s: Sheet, accent: string, printed: string) {
    this.s = s; this.accent = accent; this.printed = printed;
    this.top();
  }

  private top(): void {
    const s = this.s;
    s.rect(0, 0, 612, 30, { fill: this.accent });
    s.text('DealPilot', X0, 9, { font: 'Helvetica-Bold', size: 13, color: '#ffffff' });
    s.text('CRM  |  Deals  >  Deal Record', X0 + 80, 12, { size: 8.5, color: '#dde6f0' });
    s.text(`Printed ${this.printed}`, X0, 12, { size: 7.5, color: '#dde6f0', width: W, align: 'right' });
    this.y = 44;
  }

  room(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.footer();
    this.s.newPage();
    this.top();
  }

  footer(): void {
    this.s.text(`DealPilot CRM  -  Confidential: for underwriting use only  -  Page ${this.s.page}`, X0, 762, { size: 7, color: '#888888', width: W, align: 'center' });
  }

  heading(t: string): void {
    this.room(ROW * 3);
    this.s.text(t, X0, this.y + 4, { font: 'Helvetica-Bold', size: 10, color: this.accent });
    this.s.line(X0, this.y + 17, X0 + W, this.y + 17, this.accent, 1);
    this.y += 22;
  }

  /** Rows of two field/value pairs; a pair given alone spans the row. */
  rows(cells: (Cell | null)[], wide = false): void {
    const list = cells.filter((c): c is Cell => c !== null);
    for (let i = 0; i < list.length; i += wide ? 1 : 2) {
      this.room(ROW);
      const pair = wide ? [list[i]!] : list.slice(i, i + 2);
      const cw = W / (wide ? 1 : 2);
      pair.forEach(([label, v, field], k) => {
        const x = X0 + k * cw;
        this.s.rect(x, this.y, 118, ROW, { fill: '#eef1f5', stroke: '#d0d6de' });
        this.s.rect(x + 118, this.y, cw - 118, ROW, { stroke: '#d0d6de' });
        this.s.text(label, x + 4, this.y + 5, { size: 7.5, color: '#3d4a5c' });
        this.s.answer(x + 122, this.y + 4, cw - 126, v.text, { paths: v.paths, decoy: v.decoy, field });
      });
      this.y += ROW;
    }
    this.y += 8;
  }

  checkbox(label: string, checked: boolean, field: string): void {
    this.room(ROW);
    const w = this.s.text(label, X0 + 4, this.y + 3, { size: 7.5, color: '#3d4a5c' });
    this.s.choice(field, [{ x: X0 + w + 12, y: this.y + 2, label }], checked ? 0 : null, { field });
    this.y += ROW;
  }
}

const dec = V.decoy;

export function drawCrm(s: Sheet, m: Merchant, r: Rng): void {
  const lk = V.look(m, r);
  s.typedFont = 'Helvetica';
  const stamp = (iso: string): string => `${F.formatDate(iso, lk.date === 'iso' ? 'iso' : 'mdy')} ${r.int(8, 11)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
  const g = new Grid(s, r.pick(['#1f4e79', '#2d6a4f', '#5b2a86', '#333f50']), stamp('2026-02-03'));
  const dealId = r.pick([`D-${r.int(2026000, 2026999)}`, `${r.int(40000, 49999)}`, `DL-${r.alnum(6)}`]);
  s.answer(X0, g.y, W, `${m.dba ?? m.legal} - $${V.plain(m.amount)}`, { decoy: 'deal_name', field: 'Deal_Name', size: 14 });
  g.y += 24;
  g.heading('Deal Information');
  g.rows([['Deal ID', dec('deal_id', dealId), 'Deal_ID'], ['Stage', dec('stage', r.pick(['Submitted', 'Underwriting', 'App Out', 'Docs In'])), 'Stage'],
    ['Created Date', dec('created', stamp('2026-01-2' + r.int(0, 9))), 'Created_Date'], ['Last Modified', dec('modified', stamp('2026-02-03')), 'Last_Modified'],
    ['Lead Source', dec('lead_source', r.pick(['Web Form', 'Referral', 'UCC List', 'Cold Call', 'Renewal', 'Facebook Ad'])), 'Lead_Source'],
    ['Assigned Rep', dec('assigned_rep', m.rep.name), 'Assigned_Rep'], ['ISO Partner', dec('iso_name', 'Garden State Capital Advisors LLC'), 'ISO_Partner'],
    ['ISO Fed Tax ID', dec('iso_tax_id', '84-2290417'), 'ISO_Tax_ID'], ['ISO Phone', dec('iso_phone', '(201) 555-0177'), 'ISO_Phone'],
    ['ISO Email', dec('iso_email', 'deals@gardenstatecap.com'), 'ISO_Email']]);
  g.heading('Company Information');
  const startV = r.chance(0.8) ? ['Business Start Date', V.start(m, lk), 'Business_Start_Date'] as Cell : ['Time in Business (Yrs)', V.years(m), 'TIB_Years'] as Cell;
  g.rows([['Company Legal Name', V.legal(m), 'Company_Legal_Name'], ['DBA', m.dba ? V.dba(m, r) : { text: r.pick(['', '', 'SAME']) }, 'DBA'],
    ['Entity Type', V.entity(m), 'Entity_Type'], [r.pick(['Fed Tax ID', 'Fed Tax ID (EIN)', 'EIN']), V.taxId(m, r, true), 'Fed_Tax_ID'],
    startV, ['State of Inc.', dec('state_of_incorporation', m.incorporation), 'State_of_Inc'],
    ['Industry', V.industry(m), 'Industry'], ['# Employees', dec('employees', String(m.employees)), 'Employees'],
    ['Business Phone', dec('business_phone', m.phone), 'Business_Phone'], ['Business Email', dec('business_email', m.email), 'Business_Email'],
    ['Website', m.website ? dec('website', m.website) : V.blank, 'Website'], ['Own / Rent', dec('own_rent', m.rents ? 'Rent' : 'Own'), 'Own_Rent']]);
  g.rows([['Billing Street', V.street(m), 'Billing_Street']], true);
  g.rows([['Billing City', V.city(m), 'Billing_City'], ['Billing State', V.region(m), 'Billing_State'],
    ['Billing Zip', V.postal(m), 'Billing_Zip'], ['Landlord', m.rents ? dec('landlord', m.landlord.name) : V.blank, 'Landlord'],
    ['Landlord Phone', m.rents ? dec('landlord_phone', m.landlord.phone) : V.blank, 'Landlord_Phone'],
    ['Monthly Rent', m.rents ? dec('rent', `$${V.plain(r.int(18, 90) * 100)}`) : V.blank, 'Monthly_Rent']]);
  g.heading('Funding Request');
  const terms = r.chance(0.6);
  g.rows([['Requested Amt', V.amount(m, lk), 'Requested_Amt'], ['Use of Funds', dec('use_of_funds', m.use), 'Use_of_Funds'],
    ['Pmt Frequency', terms ? V.frequency(m) : V.blank, 'Pmt_Frequency'], ['# of Pmts', terms && r.chance(0.8) ? V.nPayments(m) : V.blank, 'Num_Pmts'],
    ['Requested Pmt', terms && r.chance(0.7) ? V.payment(m, lk) : V.blank, 'Requested_Pmt'],
    ['Avg Monthly Rev', dec('monthly_sales', F.formatMoney(m.monthlySales, lk.money)), 'Avg_Monthly_Rev']]);
  g.checkbox('Existing MCA Positions?', m.advances.length > 0, 'Existing_MCA');
  drawOwners(g, m, r, lk);
  drawTail(g, s, m, r, lk);
  g.footer();
}

function drawOwners(g: Grid, m: Merchant, r: Rng, lk: V.Look): void {
  g.heading(`Owners / Guarantors (${m.owners.length})`);
  m.owners.forEach((_, i) => {
    const o = V.owner(m, i, r, lk, { swap: false, blanks: 0.2 });
    const n = `Owner ${i + 1}`;
    const k = `Owner${i + 1}_`;
    g.rows([[`${n} First Name`, o.first, `${k}First_Name`], [`${n} Last Name`, o.last, `${k}Last_Name`],
      [`${n} Title`, o.title, `${k}Title`], [`${n} %`, o.pct, `${k}Pct`], [`${n} SSN`, o.tax, `${k}SSN`], [`${n} DOB`, o.dob, `${k}DOB`],
      [`${n} FICO`, o.fico, `${k}FICO`], [`${n} Mobile`, o.cell, `${k}Mobile`], [`${n} Email`, o.email, `${k}Email`],
      [`${n} Home State`, o.homeRegion, `${k}Home_State`]]);
    g.rows([[`${n} Home Address`, o.home, `${k}Home_Address`]], true);
  });
}

function drawTail(g: Grid, s: Sheet, m: Merchant, r: Rng, lk: V.Look): void {
  g.heading('Bank Information');
  g.rows([['Bank Name', dec('bank_name', m.bank.name), 'Bank_Name'], ['Routing #', dec('routing', m.bank.routing), 'Routing_Num'],
    ['Account #', dec('account', m.bank.account), 'Account_Num'], ['Account Type', dec('account_type', r.pick(['Business Checking', 'Checking'])), 'Account_Type']]);
  g.heading('Existing Positions');
  const pos = m.advances.length ? m.advances : [null];
  pos.forEach((a, i) => g.rows([[`Funder ${i + 1}`, a ? dec('funder', a.funder) : V.blank, `Funder_${i + 1}`],
    [`Balance ${i + 1}`, a ? dec('funder_balance', F.formatMoney(a.balance, lk.money)) : V.blank, `Balance_${i + 1}`],
    [`Pmt ${i + 1}`, a ? dec('funder_payment', `${F.formatMoney(a.payment, lk.money)} ${a.freq}`) : V.blank, `Pmt_${i + 1}`]]));
  g.heading('Trade References');
  g.rows(m.refs.flatMap((t, i) => [[`Trade Ref ${i + 1}`, dec('trade_ref', t.name), `Trade_Ref_${i + 1}`],
    [`Trade Ref ${i + 1} Phone`, dec('trade_ref_phone', t.phone), `Trade_Ref_${i + 1}_Phone`]] as Cell[]));
  g.heading('Notes');
  g.room(60);
  const notes = [`${m.rep.name}: spoke with ${m.owners[0]!.first}, wants funds within the week. ${m.advances.length ? 'Has an open position, see above.' : 'No open positions.'}`,
    `${m.rep.name}: received ${r.int(3, 4)} months statements + signed app. Submitted to ${r.int(3, 7)} funders.`];
  notes.forEach((n, i) => {
    s.text(F.formatDate(i ? `2026-02-0${r.int(1, 3)}` : `2026-01-2${r.int(2, 8)}`, 'mdy'), X0, g.y, { font: 'Helvetica-Bold', size: 7.5, color: '#555555' });
    s.answer(X0 + 60, g.y, W - 60, n, { decoy: 'note', field: `Note_${i + 1}`, size: 8 });
    g.y += 14;
  });
}
