// Layout 1: Harborline Capital Partners' CRM ("DealDock") deal-summary export. Cards of key: value rows in two
// columns, under a header full of CRM metadata (deal ID, stage, assigned rep, created/modified timestamps), with a
// pipeline card whose "deal value" and commission are money that is not the request, and an activity log of reps.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import type { Deal } from './model.ts';
import * as F from './fmt.ts';
import { type V, cx, dk, put, Flow } from './parts.ts';

type Row = [string, V];
const TEAL = '#0f4c5c';

export function renderCrm(s: Sheet, d: Deal, rng: Rng): void {
  const rep = d.more(), mgr = d.more();
  const dealId = `HCP-${rng.int(2023, 2025)}-${String(rng.int(100, 99999)).padStart(5, '0')}`;
  const created = F.stamp(rng, 'us'), modified = F.stamp(rng, 'us'), exported = F.stamp(rng, 'us');
  const stage = rng.pick(['Submitted', 'Underwriting', 'App Out', 'Docs In', 'Offer Received']);
  const colW = 262, gap = 16, left = 36, right = left + colW + gap;
  const cols = [{ x: left, y: 0 }, { x: right, y: 0 }];
  const header = (page: number) => {
    s.rect(0, 0, s.width, 34, { fill: TEAL });
    s.text('DealDock', 36, 10, { font: 'Helvetica-Bold', size: 15, color: '#fff' });
    s.text('CRM  |  Deal Summary Export', 118, 14, { size: 9, color: '#cde' });
    s.text(`Harborline Capital Partners`, 380, 14, { size: 9, color: '#fff', width: 196, align: 'right' });
    if (page === 1) {
      s.text(s.style === 'fillable' ? 'Deal Summary' : d.dba.fields['application.trade_name'] ? d.dba.text : d.legal.text, 36, 46, { font: 'Helvetica-Bold', size: 15 });
      s.text('Deal ID', 36, 68, { size: 7, color: '#777' }); s.meta('crm.deal_id', dealId, 36, 77, { size: 8.5 });
      s.text('Stage', 150, 68, { size: 7, color: '#777' });
      s.rect(150, 76, 84, 11, { fill: '#e0f2f1', radius: 5 }); s.text(stage, 155, 78, { size: 7.5, color: TEAL });
      s.text('Assigned rep', 250, 68, { size: 7, color: '#777' }); s.meta('crm.rep', rep.name, 250, 77, { size: 8.5 });
      s.text('Created', 372, 68, { size: 7, color: '#777' }); s.meta('crm.created', created, 372, 77, { size: 8 });
      s.text('Last modified', 476, 68, { size: 7, color: '#777' }); s.meta('crm.modified', modified, 476, 77, { size: 8 });
      s.line(36, 96, 576, 96, '#ccc');
    } else {
      s.text(`Deal ${dealId} (continued)`, 36, 44, { size: 9, color: '#555' });
    }
    cols[0]!.y = cols[1]!.y = page === 1 ? 106 : 62;
  };
  const flow = new Flow(s, 106, 740, header);
  flow.start();

  const card = (col: 0 | 1, title: string, rows: Row[]) => {
    const h = 24 + rows.length * 15;
    const c = cols[col]!;
    if (c.y + h > 740) flow.start();
    const y0 = cols[col]!.y;
    s.rect(c.x, y0, colW, h, { stroke: '#cfd8dc', radius: 4 });
    s.rect(c.x, y0, colW, 18, { fill: '#eceff1', radius: 4 });
    s.text(title.toUpperCase(), c.x + 8, y0 + 5, { font: 'Helvetica-Bold', size: 7.5, color: TEAL });
    rows.forEach(([label, v], i) => {
      const y = y0 + 24 + i * 15;
      s.text(label, c.x + 8, y + 1, { size: 7.5, color: '#607d8b' });
      put(s, v, c.x + 104, y, colW - 112, { size: 8.5, h: 13, blank: '—' });
    });
    cols[col]!.y = y0 + h + 10;
  };

  const deal = d.dec;
  card(0, 'Company', [
    ['Legal Name', d.legal], ['DBA', d.dba], ['Entity Type', d.entity], ['Industry', d.industry], [d.taxLabel, d.tax],
    d.start.text || !d.years ? ['Business Start Date', d.start] : ['Time in Business', cx(d.years)],
    ['Address', d.address], ['Phone', dk('business.phone', d.phone)], ['Website', cx(d.website)],
    [d.ca ? 'Jurisdiction' : 'State of Incorporation', dk('incorporation_state', deal.incState)], ['Employees', cx(deal.employees)],
  ]);
  card(1, 'Funding Request', [
    ['Requested Amount', d.amount], ['Proposed Payment', d.payment], ['# of Payments', d.npay], ['Frequency', d.freq], ['Use of Funds', cx(deal.use)],
  ]);
  const value = F.money(rng, Math.round(Number(d.amount.fields['application.requested_amount']) * rng.float(0.6, 0.9) / 500) * 500 + 250, d.ca);
  card(1, 'Pipeline', [
    ['Deal Value (est.)', dk('crm.deal_value', value)], ['Est. Commission', dk('crm.commission', F.money(rng, rng.int(8, 60) * 100 + 50, d.ca))],
    ['Lead Source', cx(rng.pick(['Referral', 'Web', 'Cold call', 'ISO partner']))], ['ISO Partner', dk('iso.name', deal.iso.name)],
    ['ISO E-mail', dk('iso.email', deal.iso.email)], ['Underwriter', dk('crm.underwriter', mgr.name)],
  ]);
  card(1, 'Bank Account', [
    ['Bank', cx(deal.bank.name)], [d.ca ? 'Transit-Institution' : 'Routing #', dk('bank.routing', deal.bank.routing)], ['Account #', dk('bank.account', deal.bank.account)],
    ['Avg Monthly Sales', dk('sales', deal.sales)],
  ]);
  d.owners.forEach((o, i) => {
    card((i % 2) as 0 | 1, `Owner ${i + 1} of ${d.owners.length}`, [
      ['Name', o.name], ['Title', o.role], ['Ownership', o.own], [d.ca ? 'SIN' : o.taxLabel, o.tax], ['Date of Birth', o.dob],
      ['FICO (self-reported)', o.credit], ['Mobile', dk(`owner${i + 1}.phone`, o.phone)], ['Home Address', dk(`owner${i + 1}.home`, o.home)],
    ]);
  });
  const pos: Row[] = deal.funders.flatMap((f, i): Row[] => [[`Funder ${i + 1}`, dk(`funder${i + 1}.name`, f.name)],
    ['  Balance', dk(`funder${i + 1}.balance`, f.balance)], [`  ${f.freq} Payment`, dk(`funder${i + 1}.payment`, f.payment)]]);
  card(0, 'Open Positions', pos.length ? pos : [['Positions', cx('None reported')]]);
  card(1, 'Landlord & References', [
    ['Landlord', dk('landlord.name', deal.landlord.name)], ['Landlord Phone', dk('landlord.phone', deal.landlord.phone)], ['Monthly Rent', dk('landlord.rent', deal.landlord.rent)],
    ...deal.refs.map((r, i): Row => [`Trade Ref ${i + 1}`, dk(`ref${i + 1}.name`, r.name)]), ['Ref 1 Phone', dk('ref1.phone', deal.refs[0]!.phone)],
  ]);
  // activity log
  const notes = [`${rep.name}: apps and 4 months statements received`, `${mgr.name}: pulled credit, sent to 3 funders`,
    `${deal.contact.name} (${deal.contact.title}) called back re: landlord letter`];
  const c = cols[0]!;
  c.y = Math.max(cols[0]!.y, cols[1]!.y);
  if (c.y + 80 > 740) flow.start();
  s.text('ACTIVITY', 36, cols[0]!.y, { font: 'Helvetica-Bold', size: 7.5, color: TEAL });
  notes.forEach((n, i) => {
    const y = cols[0]!.y + 14 + i * 13;
    s.meta(`activity${i + 1}.time`, F.stamp(rng, 'us'), 36, y, { size: 7.5, color: '#555' });
    s.text(n, 140, y, { size: 7.5 });
  });
  s.decoys.push({ key: 'activity.contact', text: deal.contact.name, fields: {}, page: s.page, decoy: true });
  const pages = s.page;
  for (let p = 1; p <= pages; p++) {
    s.goto(p);
    s.text(`Exported by ${rep.name} on ${exported}`, 36, 760, { size: 7, color: '#777' });
    s.text(`Page ${p} of ${pages}`, 476, 760, { size: 7, color: '#777', width: 100, align: 'right' });
  }
}
