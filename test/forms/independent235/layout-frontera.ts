// Layout "frontera_express": a compact broker sheet, black header band, English labels with the Spanish in italics
// in parentheses, values in shaded boxes; the bank's routing number sits in the row beside the Federal Tax ID; the
// first owner is on page 1 and any partners on page 2 ("Additional Owners / Socios Adicionales").
import { fmtDate, fullName, type DateStyle } from './formats.ts';
import type { Merchant, Owner } from './model.ts';
import { F, FREQS, authorization, logo, money, ownerTaxText, printedState, signatures, type Fields } from './parts.ts';
import type { Sheet } from './sheet.ts';

const RED = '#b71c1c';

function row(s: Sheet, key: string, en: string, es: string, text: string | null, x: number, y: number, w: number, f: Fields = {}, lw = 92): void {
  s.t(en, x, y, { size: 6.8, bold: true });
  s.t(`(${es})`, x, y + 8, { size: 5.6, italic: true, color: '#666' });
  s.doc.save().rect(x + lw, y - 1, w - lw - 6, 16).fill('#f1f1f1').restore();
  if (text) s.value(key, text, x + lw + 3, y + 2, w - lw - 12, f);
}

function ownerBlock(s: Sheet, o: Owner, i: number, y: number, ds: DateStyle): number {
  const r = s.rng;
  const split = r.chance(0.5);
  if (split) {
    row(s, `owner${i}_first`, 'First Name', 'Nombre', o.middle ? `${o.first} ${o.middle}` : o.first, 36, y, 270, F.first(o, i));
    row(s, `owner${i}_last`, 'Last Name', 'Apellidos', o.last, 306, y, 270, F.last(o, i));
  } else {
    row(s, `owner${i}_name`, 'Owner Name', 'Nombre del Dueño', fullName(o, !o.simple), 36, y, 540, F.name(o, i), 92);
  }
  y += 24;
  row(s, `owner${i}_title`, 'Title', 'Cargo', o.title, 36, y, 200, F.role(o, i), 50);
  row(s, `owner${i}_pct`, 'Ownership', 'Porcentaje', r.pick([`${o.pct}%`, `${o.pct}`]), 236, y, 150, F.pct(o, i), 60);
  const fico = o.credit !== null && r.chance(0.6);
  row(s, `owner${i}_credit`, 'Credit Score', 'Crédito', fico ? String(o.credit) : null, 386, y, 190, fico ? F.credit(o, i) : {}, 60);
  y += 24;
  row(s, `owner${i}_tax`, 'SSN / ITIN', 'Seguro Social', ownerTaxText(o, r), 36, y, 200, F.ownerTax(o, i), 50);
  const dob = r.chance(0.75);
  row(s, `owner${i}_dob`, 'Date of Birth', 'Nacimiento', dob ? fmtDate(o.dob, ds) : null, 236, y, 150, dob ? F.dob(o, i) : {}, 60);
  row(s, `owner${i}_cell`, 'Cell', 'Celular', `(${r.int(201, 989)}) ${r.int(201, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`, 386, y, 190, {}, 60);
  y += 24;
  row(s, `owner${i}_home`, 'Home Address', 'Domicilio Particular', `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, 36, y, 540);
  return y + 30;
}

export function fronteraExpress(s: Sheet, m: Merchant): void {
  const r = s.rng;
  const ds = r.pick<DateStyle>(['mdy', 'mdy2', 'long_en']);
  s.doc.save().rect(0, 0, 612, 62).fill('#111').restore();
  logo(s, 'cactus', 36, 12, '#43a047', RED);
  s.t('FRONTERA EXPRESS ADVANCE', 84, 16, { size: 15, bold: true, color: '#fff' });
  s.t('Fast working capital · Capital de trabajo rápido', 84, 35, { size: 7.5, color: '#ccc' });
  s.t('APPLICATION\nSOLICITUD', 470, 16, { size: 10, bold: true, color: '#fff', width: 106, align: 'right' });
  let y = 74;
  s.t('BUSINESS / NEGOCIO', 36, y, { size: 9, bold: true, color: RED });
  y += 14;
  row(s, 'legal_name', 'Legal Name', 'Nombre Legal', m.legal, 36, y, 540, F.legal(m));
  y += 22;
  const dba = m.dba ?? (r.chance(0.5) ? r.pick(['SAME', 'Same as above', 'Mismo', 'N/A']) : null);
  row(s, 'dba', 'DBA', 'Nombre Comercial', dba, 36, y, 300, m.dba ? F.dba(m) : {});
  row(s, 'entity', 'Entity', 'Tipo de Entidad', m.entity.printed, 336, y, 240, F.entity(m), 60);
  y += 22;
  row(s, 'tax_id', 'Federal Tax ID', 'EIN', m.tax.printed, 36, y, 220, F.tax(m));
  row(s, 'bank_routing', 'Bank Routing #', 'Ruta', m.bank.routing, 256, y, 160, {}, 62);
  row(s, 'bank_account', 'Acct #', 'Cuenta', m.bank.account, 416, y, 160, {}, 40);
  y += 22;
  row(s, 'years', 'Years in Business', 'Años', String(2025 - m.start.y), 36, y, 180);
  const sd = r.chance(0.6) ? fmtDate(m.start, ds) : null;
  row(s, 'start_date', 'Start Date (if known)', 'Fecha de Inicio', sd, 216, y, 200, sd ? F.start(m) : {}, 78);
  row(s, 'state_of_inc', 'State of Inc.', 'Estado de Inc.', m.entity.id === 'sole_proprietorship' ? null : m.stateOfInc, 416, y, 160, {}, 60);
  y += 22;
  row(s, 'address', 'Business Address', 'Dirección', `${m.street}, ${m.city}`, 36, y, 400);
  row(s, 'state', 'State', 'Estado', printedState(m.state, r), 436, y, 140, F.state(m), 40);
  y += 22;
  row(s, 'industry', 'Industry', 'Giro', m.industryText, 36, y, 300, F.industry(m));
  row(s, 'bank_name', 'Bank', 'Banco', m.bank.name, 336, y, 240, {}, 40);
  y += 28;
  s.t('REQUEST / SOLICITUD', 36, y, { size: 9, bold: true, color: RED });
  y += 14;
  row(s, 'amount', 'Amount Requested', 'Monto Solicitado', money(m.amount, r), 36, y, 270, F.amount(m));
  row(s, 'monthly_sales', 'Monthly Deposits', 'Depósitos Mensuales', money(m.monthlySales, r), 306, y, 270);
  y += 24;
  s.t('Payments / Pagos:', 36, y, { size: 6.8, bold: true });
  const terms = r.chance(0.6);
  let x = 120;
  for (const [id, es, en] of FREQS) {
    const checked = terms && id === m.freq;
    s.check(`freq_${id}`, x, y, checked, en, checked ? F.freq(m) : {});
    s.t(`${en} (${es})`, x + 11, y + 1, { size: 6.5 });
    x += 84;
  }
  y += 16;
  if (m.funders.length) {
    s.t('Open advances (Adelantos abiertos):', 36, y, { size: 6.8, bold: true });
    s.value('funders', m.funders.map((f) => `${f.name} ${money(f.balance, r)}`).join('; '), 170, y - 2, 400, {}, 8);
    y += 16;
  }
  y += 8;
  s.t('OWNER / DUEÑO', 36, y, { size: 9, bold: true, color: RED });
  y = ownerBlock(s, m.owners[0]!, 0, y + 14, ds);
  if (m.owners.length > 1) {
    s.t('Additional owners on page 2 (Socios adicionales en la página 2)', 36, y, { size: 6.5, italic: true, color: '#666' });
    s.addPage();
    s.doc.save().rect(0, 0, 612, 26).fill('#111').restore();
    s.t('FRONTERA EXPRESS ADVANCE · Additional Owners / Socios Adicionales', 36, 9, { size: 9, bold: true, color: '#fff' });
    y = 40;
    m.owners.slice(1).forEach((o, k) => {
      s.t(`OWNER ${k + 2} / SOCIO ${k + 2}`, 36, y, { size: 9, bold: true, color: RED });
      y = ownerBlock(s, o, k + 1, y + 14, ds);
    });
  }
  y = authorization(s, y + 4, false);
  signatures(s, m, y, ds, false);
  s.t(`Submitted by ISO / Enviado por: ${m.rep.name} · ${m.rep.email}`, 36, 768, { size: 6, color: '#777' });
}
