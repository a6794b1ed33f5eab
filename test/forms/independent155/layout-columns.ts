// Two Rivers Capital Advisors: a two-column sheet on one baseline grid. The left column is the business (with the
// request, bank and premises), the right column the owners stacked one under another (last name above first name).
// Every printed line holds a business value and an owner value side by side, so reading across the page mixes them.
import type { Canvas } from './canvas.ts';
import { authText, blankVal, isUS, type Layout } from './common.ts';
import type { Draft, Val } from './data.ts';

const TEAL = '#0f5c5c', TOP = 104, STEP = 13.5, LX = 34, RX = 314, LW = 272, LBL = 84;
type Row = ['head', string] | ['val', string, Val] | ['two', string, Val, string, Val] | ['gap'];

function column(c: Canvas, x: number, rows: Row[]): void {
  rows.forEach((r, i) => {
    const y = TOP + i * STEP;
    if (r[0] === 'gap') return;
    if (r[0] === 'head') {
      c.rect(x, y + 1, LW, STEP - 2, { fill: '#dcefed' });
      c.text(r[1], x + 3, y + 3.5, 7, { font: 'Helvetica-Bold', color: TEAL });
      return;
    }
    c.text(r[1].toUpperCase(), x, y + 4, 6, { color: '#555555' });
    if (r[0] === 'val') {
      c.line(x + LBL, y + STEP - 1, x + LW, y + STEP - 1, '#9ab', 0.4);
      c.value(r[2], x + LBL, y, LW - LBL, STEP, { size: 8.5 });
    } else {
      const mid = x + LBL + (LW - LBL) * 0.45;
      c.line(x + LBL, y + STEP - 1, mid - 4, y + STEP - 1, '#9ab', 0.4);
      c.value(r[2], x + LBL, y, mid - x - LBL - 4, STEP, { size: 8.5 });
      c.text(r[3].toUpperCase(), mid, y + 4, 6, { color: '#555555' });
      const vx = mid + c.width(r[3].toUpperCase(), 'Helvetica', 6) + 4;
      c.line(vx, y + STEP - 1, x + LW, y + STEP - 1, '#9ab', 0.4);
      c.value(r[4], vx, y, x + LW - vx, STEP, { size: 8.5 });
    }
  });
}

function draw(c: Canvas, d: Draft): void {
  const us = isUS(d);
  c.rect(0, 0, 14, 792, { fill: TEAL });
  c.text('TWO RIVERS', LX, 30, 18, { font: 'Helvetica-Bold', color: TEAL });
  c.text('Capital Advisors', LX + 128, 36, 10, { font: 'Helvetica-Oblique', color: TEAL });
  c.text(us ? 'Small Business Funding Application' : 'Small Business Funding Application (Canada)', LX, 54, 9, { font: 'Helvetica-Bold' });
  c.text('1200 Confluence Ave, Pittsburgh PA 15222  -  (412) 555-0107  -  deals@tworivers.example', LX, 68, 6.5, { color: '#444444' });
  c.line(300, 92, 300, 740, TEAL, 0.8);
  c.text('BUSINESS', LX, 92, 8, { font: 'Helvetica-Bold', color: TEAL });
  c.text('OWNERS / GUARANTORS', RX, 92, 8, { font: 'Helvetica-Bold', color: TEAL });

  const left: Row[] = [
    ['val', 'Legal name', d.legal], ['val', us ? 'DBA' : 'Operating name (O/A)', d.dba], ['val', 'Entity type', d.entityText],
    ['val', us ? 'Federal Tax ID (EIN)' : 'Business Number (BN)', d.taxId], ['val', us ? 'State of incorp.' : 'Prov. of incorp.', d.incState],
    ['two', 'Start date', d.start, 'Years', d.years], ['val', 'Type of business', d.industry], ['val', 'Street', d.street],
    ['val', 'City', d.city], ['two', us ? 'State' : 'Province', d.state, us ? 'ZIP' : 'Postal', d.zip], ['val', 'Phone', d.phone],
    ['val', 'E-mail', d.email], ['gap'], ['head', 'FUNDING REQUEST'], ['val', 'Amount requested', d.amount],
    ['val', 'Payment amount', d.payment], ['two', 'No. of payments', d.count, 'Frequency', d.freq], ['val', 'Use of funds', d.use],
    ['val', 'Avg. monthly sales', d.sales], ['gap'], ['head', 'BANK ACCOUNT (DEPOSITS)'], ['val', 'Bank', d.bank[0]!],
    ['val', us ? 'Routing no.' : 'Transit / inst.', d.bank[1]!], ['val', 'Account no.', d.bank[2]!], ['gap'], ['head', 'PREMISES'],
    ['val', 'Landlord', d.landlord[0]!], ['two', 'Phone', d.landlord[1]!, 'Rent', d.landlord[2]!], ['gap'], ['head', 'TRADE REFERENCES'],
    ...d.refs.flatMap((r): Row[] => [['val', 'Company', r[0]!], ['two', 'Contact', r[1]!, 'Phone', r[2]!]]),
  ];
  const right: Row[] = [];
  d.owners.forEach((o, i) => {
    right.push(['head', `OWNER ${i + 1}`], ['val', 'Last name', o.last], ['val', 'First name', o.first], ['val', 'Title', o.role],
      ['two', 'Ownership %', o.ownership, 'Credit score', o.credit], ['val', us ? 'SSN' : 'SIN', o.taxId], ['val', 'Date of birth', o.dob],
      ['val', 'Home address', o.home], ['two', 'Mobile', o.phone, 'E-mail', o.email]);
    if (i < d.owners.length - 1) right.push(['gap']);
  });
  if (d.owners.length < 4) right.push(['gap'], ['head', 'SUBMITTED BY'], ['val', 'Advisor', d.rep[0]!], ['two', 'Phone', d.rep[1]!, 'ISO no.', d.rep[2]!]);
  column(c, LX, left);
  column(c, RX, right);
  c.text('Two Rivers Capital Advisors  -  page 1 of 2', LX, 768, 6, { color: '#666666' });

  c.newPage();
  c.rect(0, 0, 14, 792, { fill: TEAL });
  c.text('EXISTING ADVANCES / LOANS', LX, 40, 8, { font: 'Helvetica-Bold', color: TEAL });
  const funders = d.funders.length ? d.funders : [[blankVal('funder.none'), blankVal('funder.none.b'), blankVal('funder.none.p')]];
  c.text('FUNDER', LX, 54, 6, { color: '#555555' });
  c.text('BALANCE', LX + 250, 54, 6, { color: '#555555' });
  c.text('PAYMENT', LX + 380, 54, 6, { color: '#555555' });
  funders.forEach((f, k) => {
    const y = 62 + k * STEP;
    c.line(LX, y + STEP - 1, 578, y + STEP - 1, '#9ab', 0.4);
    c.value(f[0]!, LX, y, 240, STEP, { size: 8.5 });
    c.value(f[1]!, LX + 250, y, 120, STEP, { size: 8.5 });
    c.value(f[2]!, LX + 380, y, 160, STEP, { size: 8.5 });
  });
  let y = 80 + funders.length * STEP;
  if (d.owners.length === 4) {
    c.text('SUBMITTED BY', LX, y, 8, { font: 'Helvetica-Bold', color: TEAL });
    c.value(d.rep[0]!, LX, y + 10, 200, STEP, { size: 8.5 });
    c.value(d.rep[1]!, LX + 250, y + 10, 120, STEP, { size: 8.5 });
    c.value(d.rep[2]!, LX + 380, y + 10, 120, STEP, { size: 8.5 });
    y += 36;
  }
  c.text('AUTHORIZATION AND CONSENT', LX, y, 8, { font: 'Helvetica-Bold', color: TEAL });
  c.text(authText(d, 'Two Rivers Capital Advisors'), LX, y + 12, 7.5, { width: 544, lineGap: 1.5 });
  y += 100;
  d.owners.forEach((o, i) => {
    const x = LX + (i % 2) * 280, yy = y + Math.floor(i / 2) * 34;
    c.line(x, yy + 16, x + 170, yy + 16);
    c.text(`SIGNATURE - OWNER ${i + 1}`, x, yy + 19, 6, { color: '#555555' });
    c.line(x + 180, yy + 16, x + 250, yy + 16);
    c.text('DATE', x + 180, yy + 19, 6, { color: '#555555' });
    if (i === 0) c.value(d.signDate, x + 180, yy + 2, 70, 13, { size: 8.5 });
  });
  c.text('Two Rivers Capital Advisors  -  page 2 of 2', LX, 768, 6, { color: '#666666' });
}

export const COLUMNS: Layout = {
  name: 'tworivers-columns',
  broker: 'Two Rivers Capital Advisors',
  caShare: 0.5,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#0b1f4d',
    acro: (k, n) => `${k}#${n}`.replace(/\./g, '_'), onStates: ['Yes'], typedMark: 'X' },
  draw,
};
