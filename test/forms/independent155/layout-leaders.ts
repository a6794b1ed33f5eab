// Beacon & Vane Funding Co.: rounded boxes in which each label and its value share one line joined by a dotted
// leader ("Legal name of business ........ Summit Ridge Builders, Inc."). Typed, the label, the dots and the value
// are one run of text; owners sit two abreast, so one printed line holds two owners' values.
import type { Canvas } from './canvas.ts';
import { authText, blankVal, entityBoxes, isUS, type Layout } from './common.ts';
import type { Draft, Val } from './data.ts';

const X0 = 40, W = 532, LH = 14, SZ = 8.5, WINE = '#6b1d2a';

function box(c: Canvas, title: string, y: number, h: number): number {
  c.doc.save().lineWidth(0.8).roundedRect(X0, y, W, h, 8).stroke(WINE).restore();
  const tw = c.width(title, 'Times-Bold', 8) + 16;
  c.doc.save().roundedRect(X0 + 14, y - 6, tw, 12, 6).fill(WINE).restore();
  c.text(title, X0 + 22, y - 3.5, 8, { font: 'Times-Bold', color: '#ffffff' });
  return y + 10;
}

type Line = [string, Val, number][];
/** Lines of [label, value, share of the width]. */
function lines(c: Canvas, y: number, rows: Line[], x = X0 + 12, w = W - 24): number {
  for (const r of rows) {
    let lx = x;
    for (const [label, v, share] of r) {
      c.leader(label, v, lx, y, w * share - 10, SZ);
      lx += w * share;
    }
    y += LH;
  }
  return y;
}

function draw(c: Canvas, d: Draft): void {
  const us = isUS(d);
  c.text('BEACON & VANE', 0, 28, 22, { font: 'Times-Bold', color: WINE, width: 612, align: 'center' });
  c.text('F U N D I N G   C O .', 0, 52, 8, { font: 'Times-Roman', color: WINE, width: 612, align: 'center' });
  c.text('Business Cash Advance Application  -  Working capital for Main Street since 2009', 0, 64, 8, { font: 'Times-Italic', width: 612, align: 'center' });
  c.text('88 Lighthouse Lane, Portsmouth NH 03801  -  (603) 555-0190  -  submissions@beaconvane.example', 0, 75, 6.5, { font: 'Times-Roman', width: 612, align: 'center' });

  let y = box(c, 'THE BUSINESS', 96, 10 * LH + 8);
  y = lines(c, y, [
    [['Legal name of business', d.legal, 1]],
    [[us ? 'Doing business as (DBA)' : 'Operating name (O/A)', d.dba, 1]],
    [[us ? 'Federal Tax ID (EIN)' : 'Business Number (BN)', d.taxId, 0.5], ['Date business established', d.start, 0.5]],
    [['Type of business', d.industry, 0.5], ['Years in business', d.years, 0.5]],
    [['Street address', d.street, 0.62], ['City', d.city, 0.38]],
    [[us ? 'State' : 'Province', d.state, 0.3], [us ? 'ZIP' : 'Postal code', d.zip, 0.3], ['Phone', d.phone, 0.4]],
    [['E-mail', d.email, 0.5], [us ? 'State of incorporation' : 'Province of incorporation', d.incState, 0.5]],
    [['Average monthly sales', d.sales, 1]],
  ]);
  // Entity checkboxes; "Other" continues with its own leader.
  c.text('Entity:', X0 + 12, y, SZ, { font: 'Times-Bold' });
  let bx = X0 + 48;
  for (const [label, on, v] of entityBoxes(d)) {
    const lw = c.width(label, 'Times-Roman', SZ);
    c.check(v, on, bx, y, 7.5, lw + 3);
    c.text(label, bx + 10, y, SZ, { font: 'Times-Roman' });
    bx += lw + 18;
  }
  y = lines(c, y + LH, [[['If Other, specify the entity type', d.entityOther, 1]]]) + 14;

  y = box(c, 'THE REQUEST', y, 3 * LH + 8);
  y = lines(c, y, [
    [['Amount requested', d.amount, 0.5], ['Payment amount', d.payment, 0.5]],
    [['Number of payments', d.count, 0.5], ['Payment frequency', d.freq, 0.5]],
    [['Use of funds', d.use, 1]],
  ]) + 14;

  const pairs = Math.ceil(d.owners.length / 2);
  y = box(c, 'THE OWNERS', y, pairs * (9 * LH) + 4);
  for (let p = 0; p < pairs; p++) {
    for (let k = 0; k < 2; k++) {
      const o = d.owners[p * 2 + k];
      if (!o) continue;
      const i = p * 2 + k;
      const x = X0 + 12 + k * 258, w = 250;
      c.text(`Owner ${i + 1}`, x, y, SZ, { font: 'Times-Bold', color: WINE });
      lines(c, y + LH, [[['Full name', o.name, 1]], [['Title', o.role, 1]], [['Percentage owned', o.ownership, 1]],
        [[us ? 'Social Security No.' : 'Social Insurance No.', o.taxId, 1]], [['Date of birth', o.dob, 1]], [['Credit score', o.credit, 1]],
        [['Home', o.home, 1]], [['Mobile', o.phone, 1]]], x, w);
    }
    y += 9 * LH;
  }
  c.text('Beacon & Vane Funding Co.  |  Application, page 1 of 2', 0, 770, 6.5, { font: 'Times-Italic', width: 612, align: 'center' });

  c.newPage();
  y = 40;
  const funders = d.funders.length ? d.funders : [[blankVal('funder.none'), blankVal('funder.none.b'), blankVal('funder.none.p')]];
  y = box(c, 'EXISTING ADVANCES', y, funders.length * LH + 8);
  y = lines(c, y, funders.map((f) => [['Funder', f[0]!, 0.38], ['Balance', f[1]!, 0.27], ['Payment', f[2]!, 0.35]] as Line)) + 14;
  y = box(c, 'BANKING', y, 2 * LH + 8);
  y = lines(c, y, [[['Bank', d.bank[0]!, 1]], [[us ? 'Routing number' : 'Transit / institution', d.bank[1]!, 0.5], ['Account number', d.bank[2]!, 0.5]]]) + 14;
  y = box(c, 'PREMISES & REFERENCES', y, 4 * LH + 8);
  y = lines(c, y, [
    [['Landlord / mortgage holder', d.landlord[0]!, 0.55], ['Phone', d.landlord[1]!, 0.45]],
    [['Monthly rent', d.landlord[2]!, 0.5], ['Your representative', d.rep[0]!, 0.5]],
    ...d.refs.map((r) => [['Trade reference', r[0]!, 0.42], ['Contact', r[1]!, 0.32], ['Phone', r[2]!, 0.26]] as Line),
  ]) + 14;
  y = box(c, 'AUTHORIZATION', y, 150);
  c.text(authText(d, 'Beacon & Vane Funding Co.'), X0 + 12, y, 8, { font: 'Times-Roman', width: W - 24, lineGap: 1 });
  y += 78;
  d.owners.forEach((o, i) => {
    const x = X0 + 12 + (i % 2) * 258, yy = y + Math.floor(i / 2) * 26;
    c.text(`Owner ${i + 1} signature`, x, yy, SZ, { font: 'Times-Roman' });
    c.line(x + 84, yy + 9, x + 170, yy + 9, '#000000', 0.5, 1);
    if (i === 0) c.leader('Date', d.signDate, x + 172, yy, 78, SZ);
  });
  c.text('Beacon & Vane Funding Co.  |  Application, page 2 of 2', 0, 770, 6.5, { font: 'Times-Italic', width: 612, align: 'center' });
}

export const LEADERS: Layout = {
  name: 'beacon-leaders',
  broker: 'Beacon & Vane Funding Co.',
  caShare: 0.25,
  look: { label: 'Times-Roman', bold: 'Times-Bold', value: 'Times-Roman', ink: '#000000',
    acro: (k, n) => `${k.replace(/[^A-Za-z0-9]+/g, '_')}_${n}`, onStates: ['Yes', 'Checked'], typedMark: 'check' },
  draw,
};
