// Two intake sheets: a typed 'Key: value' quick app with other leads' notes below a rule, and a two-column
// 'Field | Value' table with a prior-submissions table under it.
import type { Rng } from '../../statements/generator/prng.ts';
import type { LabelFont, Part, Sheet, Val } from './canvas.ts';
import type { Deal, Owner } from './deal.ts';
import { Flow, joined } from './flow.ts';

export interface Layout { broker: string; font: LabelFont; draw(sheet: Sheet, deal: Deal, r: Rng): void }

/** An owner on one line, the order of its pieces the broker's habit. */
export function ownerParts(o: Owner, r: Rng, sep: string): Part[] {
  return joined([o.name, o.role, o.pct, [`${o.ssnLabel} `, o.ssn], o.fico ? ['FICO ', o.fico] : null, o.dob ? [r.pick(['DOB ', 'DOB: ', 'D.O.B. ']), o.dob] : null], sep);
}

function positionsParts(d: Deal, r: Rng): Part[] {
  if (!d.positions.length) return [r.pick(['none', 'None', 'no positions', '0'])];
  return joined(d.positions.map((p) => [p.funder, ' bal ', p.balance, ' pmt ', p.pmt, '/day']), '; ');
}

const QUICK_KEYS = {
  legal: ['Biz Name', 'Legal Name', 'Business Name', 'Biz Legal Name'], dba: ['DBA', 'D/B/A', 'dba'], entity: ['Entity', 'Ent Type', 'Structure'],
  start: ['Biz Start', 'Start Date', 'Est.', 'Started'], industry: ['Industry', 'Type of Biz', 'Biz Type'], amount: ['Amt Req', 'Req Amt', 'Amount Req'],
  payment: ['Pmt', 'Payment', 'Est Pmt'], count: ['# Pmts', '# of Pmts', 'Term (pmts)'], freq: ['Freq', 'Frequency'],
};

export const quickApp: Layout = {
  broker: 'Bluewater Funding Group',
  font: 'Courier',
  draw(s, d, r) {
    const f = new Flow(s, 44, 752);
    const size = 9.5, right = 570, x = 40;
    const key = (k: string): string => `${k}:${' '.repeat(r.int(1, 3))}`;
    const line = (parts: Part[]): void => { f.need(14); f.y = s.row(parts, x, f.y, { size, font: 'Courier', right, indent: x + 24 }); };
    s.label('BLUEWATER FUNDING GROUP', x, f.y, 12, 'Courier-Bold');
    s.label(r.pick(['QUICK APP', 'MERCHANT INTAKE', 'Quick App - MCA']), 400, f.y, 12, 'Courier-Bold');
    f.y += 18;
    line([r.pick(['Rep: ', 'ISO Rep: ', 'Submitted by: ']), d.rep, ' ', d.repPhone, '   Sent: ', d.submitted]);
    s.line(x, f.y, right, f.y, 0.5, '#555555', 2);
    f.y += 8;
    line([key(r.pick(QUICK_KEYS.legal)), d.legal]);
    if (d.dba || r.chance(0.5)) line([key(r.pick(QUICK_KEYS.dba)), ...(d.dba ? [d.dba] : [])]);
    const ent: Part[] = d.entity ? [key(r.pick(QUICK_KEYS.entity)), d.entity] : [];
    line(joined([ent.length ? ent : null, d.stateOfInc ? [key(r.pick(['State of Inc', 'St of Inc', 'Inc. State'])), d.stateOfInc] : null], '    '));
    line([key(d.taxLabel), d.taxId]);
    line(joined([d.start ? [key(r.pick(QUICK_KEYS.start)), d.start] : null, d.yearsInBiz ? [key('TIB'), d.yearsInBiz] : null], '   '));
    if (r.chance(0.5)) line([key(r.pick(['Addr', 'Address', 'Biz Addr'])), d.street, ', ', d.cityStZip]);
    else { line([key(r.pick(['Addr', 'Street'])), d.street]); line([key(r.pick(['City/St/Zip', 'City St Zip', 'CSZ'])), d.cityStZip]); }
    line([key(r.pick(['Ph', 'Biz Ph', 'Phone'])), d.phone, '   ', key('Email'), d.email]);
    if (d.industry) line([key(r.pick(QUICK_KEYS.industry)), d.industry]);
    line([key(r.pick(QUICK_KEYS.amount)), d.amount, '   ', key(r.pick(['Use', 'Use of Funds', 'UOF'])), d.use]);
    if (d.payment) {
      line(joined([[key(r.pick(QUICK_KEYS.payment)), d.payment as Part], d.count ? [key(r.pick(QUICK_KEYS.count)), d.count] : null,
        d.freq ? [key(r.pick(QUICK_KEYS.freq)), d.freq] : null], '  '));
    }
    line([key(r.pick(['Mo Rev', 'Avg Mo Sales', 'Monthly Gross'])), d.monthlySales]);
    line([key('Bank'), d.bank, '  Rtg ', d.routing, '  Acct ', d.account]);
    line([key(r.pick(['Positions', 'Open Pos', 'Current MCAs'])), ...positionsParts(d, r)]);
    if (d.landlord) line([key(r.pick(['Landlord', 'LL'])), d.landlord]);
    f.y += 4;
    d.owners.forEach((o, i) => {
      line([`Owner ${i + 1}: `, ...ownerParts(o, r, r.pick([' - ', ' - ', ' | ', ', ']))]);
      line(['    Home: ', o.home]);
    });
    // The other deals: below a heavy rule and a heading, as a broker's running notes file has them.
    f.need(60);
    f.y += 8;
    s.line(x, f.y, right, f.y, 1.4);
    f.y += 6;
    line([r.pick(['==== PREV MERCHANT / OTHER LEADS - NOT THIS FILE ====', '---- OTHER DEALS IN PIPELINE ----', 'NOTES - other merchants (separate files)'])]);
    d.leads.forEach((l, i) => {
      f.y += 3;
      line([`Lead #${4400 + r.int(10, 99) + i}: `, l.biz, ' - ', l.owner, ' - ', l.phone]);
      line(['   ', key(r.pick(QUICK_KEYS.amount)), l.amount, '  ', key('Fed ID'), l.fedId, '  ', l.city]);
      line(['   ', l.note]);
    });
  },
};

export const fieldTable: Layout = {
  broker: 'Keystone Capital Partners',
  font: 'Helvetica',
  draw(s, d, r) {
    const f = new Flow(s, 50, 752);
    const x0 = 50, x1 = 210, x2 = 562, size = 9;
    s.label('Keystone Capital Partners', x0, f.y, 15, 'Helvetica-Bold', '#1f3b63');
    s.label(r.pick(['Merchant Intake Sheet', 'Deal Submission', 'Application Summary']), 400, f.y + 3, 10, 'Helvetica', '#1f3b63');
    f.y += 22;
    s.row(['Prepared by ', d.rep, ' on ', d.submitted], x0, f.y, { size: 8, font: 'Helvetica', right: x2 });
    f.y += 16;
    const header = (a: string, b: string): void => {
      f.need(16);
      s.rect(x0, f.y, x2 - x0, 15, { fill: '#dfe6ef', stroke: '#7a8899' });
      s.label(a, x0 + 4, f.y + 3.5, size, 'Helvetica-Bold');
      s.label(b, x1 + 4, f.y + 3.5, size, 'Helvetica-Bold');
      f.y += 15;
    };
    const rowOf = (label: string, parts: Part[] | ((y: number) => void)): void => {
      const h = typeof parts === 'function' ? 16 : s.row(parts, x1 + 4, f.y + 4, { size, font: 'Helvetica', right: x2 - 4, dry: true, lead: 12 }) - f.y;
      f.need(h);
      s.rect(x0, f.y, x1 - x0, h, { stroke: '#7a8899' });
      s.rect(x1, f.y, x2 - x1, h, { stroke: '#7a8899' });
      s.label(label, x0 + 4, f.y + 4, size, 'Helvetica');
      if (typeof parts === 'function') parts(f.y + 3.5); else s.row(parts, x1 + 4, f.y + 4, { size, font: 'Helvetica', right: x2 - 4, lead: 12 });
      f.y += h;
    };
    const checkRow = (label: string, options: string[], v: Val | null): void =>
      rowOf(label, (y) => s.checks(options, v, x1 + 4, y, size, 'Helvetica'));
    header('Field', 'Value');
    rowOf(r.pick(['Legal Name', 'Biz Name (legal)', 'Business Legal Name']), [d.legal]);
    rowOf(r.pick(['DBA', 'D/B/A', 'Trade Name']), d.dba ? [d.dba] : ['']);
    if (r.chance(0.5) || !d.entity || !d.entityOptions.includes(d.entity.text)) rowOf(r.pick(['Entity', 'Entity Type']), d.entity ? [d.entity] : ['']);
    else checkRow('Entity Type', d.entityOptions, d.entity);
    if (d.stateOfInc) rowOf(r.pick(['State of Inc.', 'Inc. State']), [d.stateOfInc]);
    rowOf(d.taxLabel, [d.taxId]);
    rowOf(r.pick(['Biz Start', 'Date Est.', 'Start Date']), d.start ? [d.start] : ['']);
    if (d.yearsInBiz) rowOf(r.pick(['Yrs in Biz', 'TIB']), [d.yearsInBiz]);
    rowOf(r.pick(['Address', 'Biz Address']), [d.street, ', ', d.cityStZip]);
    rowOf(r.pick(['Phone / Email', 'Contact']), [d.phone, '  /  ', d.email]);
    rowOf(r.pick(['Industry', 'Type of Biz']), d.industry ? [d.industry] : ['']);
    rowOf(r.pick(['Amt Req', 'Requested']), [d.amount]);
    rowOf('Use of Funds', [d.use]);
    if (d.payment) rowOf(r.pick(['Pmt', 'Proposed Pmt']), [d.payment]);
    if (d.count) rowOf(r.pick(['# Pmts', 'No. of Pmts']), [d.count]);
    if (d.freq && r.chance(0.5)) rowOf(r.pick(['Freq', 'Pmt Freq']), [d.freq]);
    else if (d.freq) {
      const byTruth: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Wkly', monthly: 'Monthly' };
      checkRow('Freq', d.freqOptions, { ...d.freq, text: byTruth[String(d.freq.fields['application.payment_frequency'])]! });
    }
    rowOf(r.pick(['Avg Monthly Sales', 'Mo. Revenue']), [d.monthlySales]);
    rowOf('Bank / Rtg / Acct', [d.bank, '  /  ', d.routing, '  /  ', d.account]);
    rowOf(r.pick(['Open Positions', 'Existing MCAs']), positionsParts(d, r));
    if (d.landlord) rowOf('Landlord', [d.landlord]);
    const split = r.chance(0.5);
    d.owners.forEach((o, i) => {
      if (!split) { rowOf(`Owner ${i + 1}`, ownerParts(o, r, ' | ')); rowOf(`Owner ${i + 1} Home`, [o.home]); return; }
      rowOf(`Own ${i + 1} Name`, [o.name]);
      rowOf(`Own ${i + 1} Title / Own %`, [o.role, '  /  ', o.pct]);
      rowOf(`Own ${i + 1} ${o.ssnLabel}`, [o.ssn]);
      rowOf(`Own ${i + 1} FICO`, o.fico ? [o.fico] : ['']);
      if (o.dob) rowOf(`Own ${i + 1} DOB`, [o.dob]);
      rowOf(`Own ${i + 1} Home Addr`, [o.home]);
    });
    // Other merchants' submissions, in their own titled table.
    f.need(70);
    f.y += 18;
    s.label(r.pick(['PRIOR SUBMISSIONS - OTHER MERCHANTS', 'Other leads this week (not this merchant)']), x0, f.y, 10, 'Helvetica-Bold', '#8a1f1f');
    f.y += 15;
    const cols = [x0, 190, 290, 380, 440, x2];
    const cells = (vals: Part[][], bold: boolean): void => {
      f.need(15);
      vals.forEach((v, i) => {
        s.rect(cols[i]!, f.y, cols[i + 1]! - cols[i]!, 15, bold ? { fill: '#eeeeee', stroke: '#999999' } : { stroke: '#999999' });
        s.row(v, cols[i]! + 3, f.y + 4, { size: 7.5, font: bold ? 'Helvetica-Bold' : 'Helvetica', right: 2000 });
      });
      f.y += 15;
    };
    cells([['Merchant'], ['Owner'], ['Phone'], ['Amt'], ['Fed ID']], true);
    for (const l of d.leads) cells([[l.biz], [l.owner], [l.phone], [l.amount], [l.fedId]], false);
  },
};
