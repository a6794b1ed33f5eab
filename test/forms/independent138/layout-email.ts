// Layout 3: Keystone Merchant Advisors (US broker). A submission e-mail printed to PDF from a web mail client: the
// From/Sent/To/Subject header, `Label: value` lines in the body, the broker's signature with his phone, and a quoted
// earlier message about ANOTHER merchant (same labels, other values): every quoted value is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Val } from './deal.ts';
import type { Sheet } from './sheet.ts';

type Item = Val | { decoy: string; text: string };
const X = 60, SIZE = 10;

class Body {
  y = 0;
  private readonly s: Sheet;
  private readonly quoted: boolean;
  constructor(s: Sheet, quoted: boolean) { this.s = s; this.quoted = quoted; }

  /** `Label: value [more: value ...]` on one line. */
  /** A new page when the line would not fit. */
  private room(): void {
    if (this.y < 752) return;
    this.s.doc.addPage({ size: 'LETTER', margin: 0 });
    this.y = 50;
  }

  /** The quoted message's bar in the margin, one segment per line (so it follows page breaks). */
  private bar(): void {
    if (this.quoted) this.s.doc.lineWidth(1.5).strokeColor('#bbbbbb').moveTo(X + 4, this.y - 3).lineTo(X + 4, this.y + 12).stroke();
  }

  line(...parts: [string, Item][]): void {
    this.room();
    this.bar();
    let x = X + (this.quoted ? 14 : 0);
    const doc = this.s.doc;
    for (const [label, item] of parts) {
      if (!item.text) continue;
      const color = this.quoted ? '#555555' : '#000000';
      this.s.label(label, x, this.y, { size: SIZE, color });
      x += doc.font('Helvetica').fontSize(SIZE).widthOfString(label) + 4;
      const w = doc.font('Helvetica').fontSize(SIZE).widthOfString(item.text) + 8;
      if ('decoy' in item) this.s.decoy(item.decoy, item.text, x, this.y, Math.max(w, 60), { size: SIZE, color });
      else this.s.value(item, x, this.y, Math.max(w, 60), { size: SIZE });
      x += Math.max(w, 60) + (this.s.style === 'handwritten' ? 14 : 6);
    }
    this.y += 15;
  }

  text(t: string, o: { bold?: boolean; gap?: number } = {}): void {
    this.room();
    this.bar();
    this.s.label(t, X + (this.quoted ? 14 : 0), this.y, { size: SIZE, font: o.bold ? 'Helvetica-Bold' : 'Helvetica', color: this.quoted ? '#555555' : '#000000' });
    this.y += o.gap ?? 15;
  }
}

function merchantLines(b: Body, d: Deal, quoted: boolean): void {
  const q = (what: string, it: Val): Item => (quoted ? { decoy: `quoted other merchant: ${what}`, text: it.text } : it);
  const dq = (what: string, text: string): Item => ({ decoy: quoted ? `quoted other merchant: ${what}` : what, text });
  b.line(['Business Name:', q('legal name', d.legal)]);
  b.line(['DBA:', q('dba', d.dba)]);
  b.line(['Entity:', q('entity', { text: d.entity.text, set: { type_of_entity: d.entity.id } })]);
  b.line([`${d.taxLabel.replace(/^Federal /, '')}:`, q('tax id', d.tax)]);
  b.line(['Address:', dq('street', d.street)]);
  b.line(['City:', dq('city', d.addr.city)], ['State:', q('state', d.region)], ['Zip:', dq('zip', d.addr.postal)]);
  b.line(['Industry:', q('industry', d.industry)]);
  b.line(['Business Start Date:', q('start date', d.start)]);
  b.line(['Requested Amount:', q('amount', d.amount)]);
  if (d.freq.text) b.line(['Payment:', q('payment', d.payment)], ['# of Payments:', q('payments', d.nPayments)], ['Frequency:', q('frequency', d.freq)]);
  d.owners.forEach((o, i) => {
    b.line([`Owner ${i + 1}:`, q('owner name', o.name)], ['Title:', q('owner title', o.title)], ['Ownership:', q('ownership', o.pct)]);
    b.line(['SSN:', q('owner ssn', o.tax)], ['DOB:', q('owner dob', o.dob)], ['FICO (stated):', q('owner score', o.score)]);
  });
}

export function drawEmail(s: Sheet, d: Deal, other: Deal, rng: Rng): void {
  s.doc.addPage({ size: 'LETTER', margin: 0 });
  const funder = rng.pick(['Bridgewater Advance', 'Oakline Funding', 'Pinecrest Capital']);
  const fslug = funder.split(' ')[0]!.toLowerCase();
  s.label(`${rng.int(1, 12)}/${rng.int(1, 28)}/25, ${rng.int(8, 11)}:${rng.int(10, 59)} AM`, 30, 20, { size: 7.5, color: '#444444' });
  s.label(`Mail - ${d.iso.name} - Outlook`, 250, 20, { size: 7.5, color: '#444444' });
  s.label('New submission - please review', X, 50, { font: 'Helvetica-Bold', size: 15 });
  const slug = d.iso.name.toLowerCase().replace(/[^a-z]+/g, '.');
  const hdr: [string, string][] = [['From:', `${d.iso.name} <${slug}@keystonema.com>`], ['Sent:', `${rng.pick(['Monday', 'Tuesday', 'Thursday'])}, ${rng.pick(['March', 'April', 'May'])} ${rng.int(2, 27)}, 2025 ${rng.int(8, 11)}:${rng.int(10, 59)} AM`],
    ['To:', `submissions@${fslug}.com`], ['Cc:', `processing@keystonema.com`], ['Subject:', `Submission - ${rng.pick(['new file', 'please review', 'first position'])} (KMA-${rng.digits(4)})`]];
  let y = 80;
  for (const [k, val] of hdr) {
    s.label(k, X, y, { font: 'Helvetica-Bold', size: 9.5 });
    s.label(val, X + 50, y, { size: 9.5 });
    y += 14;
  }
  s.doc.lineWidth(0.5).strokeColor('#999999').moveTo(X, y + 4).lineTo(552, y + 4).stroke();
  const b = new Body(s, false);
  b.y = y + 16;
  b.text(`Hi ${funder} team,`, { gap: 20 });
  b.text('Please find below a new deal for review. Statements (4 months) and the signed app are attached.', { gap: 22 });
  merchantLines(b, d, false);
  if (d.funders.length) {
    b.text('Existing positions:', { bold: true });
    for (const f of d.funders) b.line([`- ${f.name}:`, { decoy: 'existing funder', text: `bal. ${f.balance}, ${f.payment} daily` }]);
  }
  b.y += 8;
  b.text('Let me know if you need anything else.', { gap: 22 });
  b.text('Thanks,');
  b.line(['', { decoy: 'ISO representative', text: d.iso.name }]);
  b.text('Senior Funding Advisor | Keystone Merchant Advisors');
  b.line(['Direct:', { decoy: 'broker phone', text: d.iso.phone }], ['Fax:', { decoy: 'broker fax', text: `(888) 555-0${rng.digits(3)}` }]);
  b.y += 12;
  if (b.y > 560) { s.doc.addPage({ size: 'LETTER', margin: 0 }); b.y = 50; }
  b.text(`On ${rng.pick(['Fri', 'Mon', 'Wed'])}, ${rng.pick(['Feb', 'Jan'])} ${rng.int(2, 27)}, 2025 at ${rng.int(1, 5)}:${rng.int(10, 59)} PM ${d.iso.name} <${slug}@keystonema.com> wrote:`, { gap: 18 });
  const q = new Body(s, true);
  q.y = b.y;
  q.text(`Hi team, new file for ${funder}:`, { gap: 18 });
  merchantLines(q, other, true);
}
