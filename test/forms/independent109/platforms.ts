// Five invented e-signature platforms: the envelope/document ID each stamps on every page, the look of its text tabs,
// its signature frame and initials box, and the certificate / audit-trail page it appends (all decoys but the names).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';

export interface Signer { name: string; email: string; ip: string; initials: string }
export interface Envelope { id: string; title: string; sender: { name: string; email: string; company: string }; signers: Signer[]; cc: string; base: Date; rng: Rng }
export interface Platform {
  name: string; tabFont: string; tabColor: string;
  makeId(r: Rng): string;
  header(s: Sheet, env: Envelope): void;
  signFrame(s: Sheet, x: number, y: number, w: number, env: Envelope): void;
  initials(s: Sheet, x: number, y: number, who: Signer): void;
  certificate(s: Sheet, env: Envelope): void;
}

const hex = (r: Rng, n: number): string => r.alnum(n, '0123456789ABCDEF');
const uuid = (r: Rng): string => `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`;
export const ip = (r: Rng): string => r.chance(0.8) ? `${r.pick([24, 47, 68, 71, 96, 104, 142, 174, 184, 207])}.${r.int(1, 254)}.${r.int(0, 254)}.${r.int(1, 254)}`
  : `2600:1700:${hex(r, 4).toLowerCase()}:${hex(r, 4).toLowerCase()}::${hex(r, 2).toLowerCase()}`;
const at = (env: Envelope, min: number): Date => new Date(env.base.getTime() + min * 60000);
const p2 = (n: number): string => String(n).padStart(2, '0');
const usStamp = (d: Date): string => { const h = d.getUTCHours() % 12 || 12; return `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()} | ${p2(h)}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`; };
const isoStamp = (d: Date): string => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function stdSignFrame(s: Sheet, x: number, y: number, w: number, env: Envelope, label: string, color: string): void {
  s.doc.save().lineWidth(0.8).strokeColor(color).moveTo(x + 6, y - 4).lineTo(x, y - 4).lineTo(x, y + 26).lineTo(x + 6, y + 26).stroke().restore();
  s.text(label, x + 3, y - 7, { size: 5.5, color });
  s.signature(x + 6, y, w - 14, 20);
  s.stamp('sig_hash', hex(env.rng, 12), x + 3, y + 27, w, { size: 5.5 });
}

function eventTable(s: Sheet, env: Envelope, y0: number, cols: string[], stamp: (d: Date) => string, color: string): number {
  let y = y0;
  s.rect(40, y, 532, 14, { fill: color });
  cols.forEach((c, i) => s.text(c, 46 + i * 133, y + 4, { size: 7, font: 'Helvetica-Bold', color: '#ffffff' }));
  y += 18;
  env.signers.forEach((g, i) => {
    s.text(g.name, 46, y, { size: 8, font: 'Helvetica-Bold' });
    s.stamp(`signer_email_${i}`, g.email, 46, y + 10, 130, { size: 7 });
    s.text('Signature Adoption: Pre-selected Style', 46, y + 21, { size: 6, color: '#555555' });
    s.signature(180, y, 90, 18);
    s.text('Using IP Address:', 180, y + 22, { size: 6, color: '#555555' });
    s.stamp(`signer_ip_${i}`, g.ip, 236, y + 21, 90, { size: 6.5 });
    s.text('Sent:', 312, y, { size: 7 }); s.stamp(`sent_${i}`, stamp(at(env, 3 + i)), 340, y - 1, 140, { size: 7 });
    s.text('Viewed:', 312, y + 11, { size: 7 }); s.stamp(`viewed_${i}`, stamp(at(env, 40 + i * 17)), 340, y + 10, 140, { size: 7 });
    s.text('Signed:', 312, y + 22, { size: 7 }); s.stamp(`signed_${i}`, stamp(at(env, 46 + i * 19)), 340, y + 21, 140, { size: 7 });
    s.line(40, y + 36, 572, y + 36, '#cccccc');
    y += 42;
  });
  return y;
}

function certTop(s: Sheet, env: Envelope, title: string, idLabel: string, color: string): number {
  s.text(title, 40, 60, { size: 16, font: 'Helvetica-Bold', color });
  s.text(idLabel, 40, 90, { size: 8 }); s.stamp('env_id_cert', env.id, 130, 89, 300, { size: 8 });
  s.text('Subject:', 40, 104, { size: 8 }); s.text(env.title, 130, 104, { size: 8 });
  s.text('Sender / Originator:', 40, 118, { size: 8 });
  s.stamp('sender_name', env.sender.name, 130, 117, 140, { size: 8 }); s.stamp('sender_email', env.sender.email, 275, 117, 200, { size: 8 });
  s.text('Sender Company:', 40, 132, { size: 8 }); s.text(env.sender.company, 130, 132, { size: 8 });
  s.text('Status: Completed', 420, 90, { size: 8, font: 'Helvetica-Bold', color });
  s.text(`Signers: ${env.signers.length}    Pages: ${s.page}`, 420, 104, { size: 8 });
  return 156;
}

function ccBlock(s: Sheet, env: Envelope, y: number, stamp: (d: Date) => string): void {
  s.text('Carbon Copy Events', 40, y + 6, { size: 9, font: 'Helvetica-Bold' });
  s.text('Underwriting Desk', 46, y + 20, { size: 8 }); s.stamp('cc_email', env.cc, 46, y + 30, 200, { size: 7 });
  s.text('Sent:', 312, y + 20, { size: 7 }); s.stamp('cc_sent', stamp(at(env, 90)), 340, y + 19, 140, { size: 7 });
  s.text('Completed:', 312, y + 42, { size: 7, font: 'Helvetica-Bold' }); s.stamp('completed', stamp(at(env, 92)), 360, y + 41, 140, { size: 7 });
  s.text('This certificate records the electronic signing events for the document(s) listed above. Electronic records and signatures are '
    + 'given legal effect under the U.S. ESIGN Act and UETA and, in Canada, applicable provincial electronic commerce legislation.', 40, y + 70, { size: 6.5, width: 532, color: '#555555' });
}

function mk(name: string, tabFont: string, tabColor: string, color: string, idLabel: string, makeId: (r: Rng) => string,
  headPos: 'top' | 'bottom', title: string, stamp: (d: Date) => string, frameLabel: string, cols: string[]): Platform {
  return {
    name, tabFont, tabColor, makeId,
    header(s, env) {
      const y = headPos === 'top' ? 10 : 772;
      s.text(`${idLabel}`, 24, y, { size: 6.5, color: '#333333' });
      s.stamp(`env_id_p${s.page}`, env.id, 24 + s.doc.font('Helvetica').fontSize(6.5).widthOfString(idLabel) + 4, y, 260, { size: 6.5 });
      if (headPos === 'bottom') s.text(`Powered by ${name}`, 480, y, { size: 6.5, color });
    },
    signFrame(s, x, y, w, env) { stdSignFrame(s, x, y, w, env, frameLabel, color); },
    initials(s, x, y, who) {
      s.rect(x, y, 46, 20, { stroke: color, lw: 0.7 });
      s.text('Initials', x + 2, y + 21, { size: 5, color });
      s.doc.save();
      if (s.style === 'fillable') s.signature(x + 6, y + 3, 32, 12, '#0b2a80');
      else s.text(who.initials, x + 8, y + 4, { size: 11, font: 'pen', color: '#0b2a80' });
      s.doc.restore();
    },
    certificate(s, env) {
      s.newPage();
      const y = certTop(s, env, title, idLabel, color);
      s.text('Signer Events', 40, y, { size: 10, font: 'Helvetica-Bold', color });
      ccBlock(s, env, eventTable(s, env, y + 14, cols, stamp, color), stamp);
    },
  };
}

export const PLATFORMS: Record<string, Platform> = {
  inkseal: mk('InkSeal', 'Helvetica', '#000000', '#f2b705', 'InkSeal Envelope ID:', (r) => uuid(r), 'top', 'Certificate Of Completion', usStamp, 'InkSeal signed by:', ['Signer', 'Signature', 'Timestamp', '']),
  cratesign: mk('Cratesign', 'Courier', '#000000', '#0061a8', 'Cratesign document ID:', (r) => hex(r, 40).toLowerCase(), 'bottom', 'Audit trail', isoStamp, 'Cratesign', ['Recipient', 'Signature', 'Events (UTC)', '']),
  quillmark: mk('Quillmark Sign', 'Helvetica', '#111111', '#c8102e', 'Transaction ID:', (r) => `CBJCHBCAABAA${r.alnum(32, 'abcdefghijklmnopqrstuvwxyz0123456789-_')}`, 'bottom', 'Final Audit Report', isoStamp, 'Quillmark Sign', ['Participant', 'Signature', 'Activity', '']),
  paperpact: mk('PaperPact', 'Times-Roman', '#000000', '#25a56a', 'Document ID:', (r) => r.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'), 'top', 'Certificate of completion', usStamp, 'Signed via PaperPact', ['Recipient', 'Signature', 'Dates', '']),
  signharbor: mk('SignHarbor', 'Helvetica', '#000000', '#1b4f9c', 'SignHarbor Document ID:', (r) => hex(r, 32).toLowerCase(), 'top', 'Document History', usStamp, 'signed with SignHarbor', ['Signer', 'Signature', 'History', '']),
};

export function envelope(r: Rng, p: Platform, title: string, owners: { first: string; last: string; email: string }[], sender: { name: string; email: string; company: string }): Envelope {
  const base = new Date(Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(13, 22), r.int(0, 59), r.int(0, 59)));
  return { id: p.makeId(r), title, sender, base, rng: r, cc: `${r.pick(['submissions', 'uw', 'deals', 'apps'])}@${r.pick(['ridgelinefunding.com', 'parkvaleadvance.com', 'tallgrasscapital.com'])}`,
    signers: owners.map((o) => ({ name: `${o.first} ${o.last}`, email: o.email, ip: ip(r), initials: `${o.first[0]}${o.last.replace(/^(de la |Van )/, '')[0]}` })) };
}
