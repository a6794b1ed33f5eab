import { describe, expect, it } from 'vitest';
import { categorize } from './categories.ts';
import { VOCABULARY } from './vocabulary.ts';

const c = (description: string, direction: 'credit' | 'debit') => categorize({ description, direction, section: null });

// Per language: narratives as banks of that country print them -> metrics.md category (issue 20).
describe('categories of other countries\' banking words', () => {
  it('French', () => {
    expect(c('VIR DE COMPTE EPARGNE 0174', 'credit')).toBe('transfer_in');
    expect(c('VIREMENT INTERNE CPTE 0412', 'debit')).toBe('transfer_out');
    expect(c('AVOIR CB FNAC PARIS', 'credit')).toBe('reversal');
    expect(c('Déblocage prêt professionnel', 'credit')).toBe('loan_proceeds');
    expect(c('INTERETS CREDITEURS', 'credit')).toBe('interest');
    expect(c('COMMISSION D\'INTERVENTION', 'debit')).toBe('nsf_fee');
    expect(c('FRAIS REJET PRLV', 'debit')).toBe('nsf_fee');
    expect(c('FRAIS TENUE DE COMPTE', 'debit')).toBe('fee');
    expect(c('ECHEANCE PRET 0042', 'debit')).toBe('loan_payment');
    expect(c('REMISE CHEQUE 123456', 'credit')).toBe('revenue');
    expect(c('VIR SEPA RECU /DE ACME SARL', 'credit')).toBe('revenue');
  });

  it('Spanish (Mexico)', () => {
    expect(c('TRASPASO DE CTA 1234', 'credit')).toBe('transfer_in');
    expect(c('TRASPASO A CUENTA 5678', 'debit')).toBe('transfer_out');
    expect(c('DEVOLUCIÓN OXXO', 'credit')).toBe('reversal');
    expect(c('INTERESES GANADOS', 'credit')).toBe('interest');
    expect(c('COMISION CHEQUE DEVUELTO', 'debit')).toBe('nsf_fee');
    expect(c('COMISIÓN POR SOBREGIRO', 'debit')).toBe('nsf_fee');
    expect(c('COMISION MANEJO DE CUENTA', 'debit')).toBe('fee');
    expect(c('PAGO CREDITO SIMPLE 8812', 'debit')).toBe('loan_payment');
    expect(c('DISPOSICION DE CREDITO', 'credit')).toBe('loan_proceeds');
    expect(c('SPEI RECIBIDO FINANCIERA DISPOSICION 88X1', 'credit')).toBe('loan_proceeds');
    expect(c('SPEI RECIBIDO ACME SA DE CV', 'credit')).toBe('revenue');
    expect(c('DEPOSITO EN EFECTIVO', 'credit')).toBe('revenue');
  });

  it('Portuguese (Brazil)', () => {
    expect(c('RESGATE CDB 0931', 'credit')).toBe('transfer_in');
    expect(c('APLICACAO AUTOMATICA', 'debit')).toBe('transfer_out');
    expect(c('ESTORNO COMPRA CARTAO', 'credit')).toBe('reversal');
    expect(c('RENDIMENTO POUPANCA', 'credit')).toBe('interest');
    expect(c('TED RECEBIDA CAPITAL DE GIRO', 'credit')).toBe('loan_proceeds');
    expect(c('TARIFA DEVOLUÇÃO CHEQUE', 'debit')).toBe('nsf_fee');
    expect(c('TARIFA PACOTE SERVICOS', 'debit')).toBe('fee');
    expect(c('PARCELA EMPRESTIMO 03/12', 'debit')).toBe('loan_payment');
    expect(c('PIX RECEBIDO JOAO SILVA', 'credit')).toBe('revenue');
  });

  it('Dutch', () => {
    expect(c('Van spaarrekening 1234', 'credit')).toBe('transfer_in');
    expect(c('Naar zakelijke spaarrekening', 'debit')).toBe('transfer_out');
    expect(c('Terugboeking Bol.com', 'credit')).toBe('reversal');
    expect(c('Creditrente', 'credit')).toBe('interest');
    expect(c('Kosten gestorneerde incasso', 'debit')).toBe('nsf_fee');
    expect(c('Kosten zakelijk pakket', 'debit')).toBe('fee');
    expect(c('Aflossing zakelijke lening', 'debit')).toBe('loan_payment');
    expect(c('SEPA Overboeking Jansen BV factuur 2041', 'credit')).toBe('revenue');
  });

  it('German', () => {
    expect(c('Umbuchung von Tagesgeld', 'credit')).toBe('transfer_in');
    expect(c('Übertrag auf Sparkonto 7712', 'debit')).toBe('transfer_out');
    expect(c('Gutschrift Rücklastschrift', 'credit')).toBe('reversal');
    expect(c('Habenzinsen', 'credit')).toBe('interest');
    expect(c('Übertrag Sparkonto 3365', 'credit')).toBe('transfer_in');
    expect(c('Umbuchung vom Tagesgeld 6089', 'credit')).toBe('transfer_in');
    expect(c('Entgelt Rücklastschrift', 'debit')).toBe('nsf_fee');
    expect(c('Kontoführungsentgelt', 'debit')).toBe('fee');
    expect(c('Darlehen Rate 12', 'debit')).toBe('loan_payment');
    expect(c('Auszahlung Darlehen', 'credit')).toBe('loan_proceeds');
    expect(c('SEPA-Überweisung Müller GmbH Rechnung 88', 'credit')).toBe('revenue');
  });

  it('UK, Indian, South African and Hong Kong English', () => {
    expect(c('CHQ 004512', 'debit')).toBe('check');
    expect(c('UNPAID ITEM CHARGE', 'debit')).toBe('nsf_fee');
    expect(c('DD CLOSE BROTHERS ASSET FINANCE', 'debit')).toBe('loan_payment');
    expect(c('BGC STRIPE PAYMENTS UK', 'credit')).toBe('revenue');
    expect(c('TRF FROM OD A/C 4412', 'credit')).toBe('transfer_in');
    expect(c('INT.PD:01-04-2025 TO 30-06-2025', 'credit')).toBe('interest');
    expect(c('ECS RETURN CHGS INCL GST', 'debit')).toBe('nsf_fee');
    expect(c('SMS CHARGES INCL GST', 'debit')).toBe('fee');
    expect(c('NACH DR EMI 14 BUSINESS LOAN', 'debit')).toBe('loan_payment');
    expect(c('NEFT CR ACME TRADERS PVT LTD', 'credit')).toBe('revenue');
    expect(c('CREDIT INTEREST', 'credit')).toBe('interest');
    expect(c('UNPAID DEBIT ORDER FEE', 'debit')).toBe('nsf_fee');
    expect(c('RETURNED AUTOPAY CHARGE', 'debit')).toBe('nsf_fee');
    expect(c('FPS CREDIT ACME LTD', 'credit')).toBe('revenue');
    // A notice that a debit order went back unpaid is no fee: only the fee line counts as NSF.
    expect(c('NOTICE: UNPAID DEBIT ORDER R699.38 RETURNED TO ORIGINATOR', 'debit')).toBe('other');
    expect(c('CHQ RETURN CHARGE 0000000000904317', 'debit')).toBe('nsf_fee');
  });

  it('Spanish (Spain)', () => {
    expect(c('PAGO CHEQUE 61577754', 'debit')).toBe('check');
    expect(c('CUOTA PRESTAMO 187525189', 'debit')).toBe('loan_payment');
    expect(c('RECIBO RENTING 258437', 'debit')).toBe('loan_payment');
    expect(c('COMISIÓN RECLAMACIÓN POSICIONES DEUDORAS', 'debit')).toBe('nsf_fee');
    expect(c('INTERESES DESCUBIERTO', 'debit')).toBe('fee');
    expect(c('GASTOS MANTENIMIENTO CUENTA', 'debit')).toBe('fee');
    expect(c('LIQUIDACIÓN INTERESES A SU FAVOR', 'credit')).toBe('interest');
    expect(c('ANULACIÓN COMPRA TARJETA', 'credit')).toBe('reversal');
    expect(c('TRANSFERENCIA A SU FAVOR ACME FINANCIACIÓN 88X', 'credit')).toBe('loan_proceeds');
    expect(c('RECIBO ACME FINANCIACION SL REF 1234', 'debit')).toBe('other');   // an unnamed funder: left to positions.ts
    expect(c('INGRESO CHEQUE 12345', 'credit')).toBe('revenue');
  });

  it('Italian', () => {
    expect(c('GIROCONTO DA C/C 1234', 'credit')).toBe('transfer_in');
    expect(c('EROGAZIONE FINANZIAMENTO 0099', 'credit')).toBe('loan_proceeds');
    expect(c('INTERESSI CREDITORI', 'credit')).toBe('interest');
    expect(c('STORNO PAGAMENTO POS', 'credit')).toBe('reversal');
    expect(c('COMMISSIONE ASSEGNO INSOLUTO', 'debit')).toBe('nsf_fee');
    expect(c('COMMISSIONE ISTRUTTORIA VELOCE', 'debit')).toBe('nsf_fee');
    expect(c('IMPOSTA DI BOLLO', 'debit')).toBe('fee');
    expect(c('CANONE MENSILE CONTO', 'debit')).toBe('fee');
    expect(c('RATA MUTUO N. 14', 'debit')).toBe('loan_payment');
    expect(c('ADDEBITO ASSEGNO 1234567', 'debit')).toBe('check');
    expect(c('ADDEBITO SDD OPYN FINANZIAMENTI 99', 'debit')).toBe('other');
    expect(c('BONIFICO A VOSTRO FAVORE ROSSI SPA', 'credit')).toBe('revenue');
  });

  it('Polish (with or without its letters)', () => {
    expect(c('PRZELEW WŁASNY', 'debit')).toBe('transfer_out');
    expect(c('URUCHOMIENIE KREDYTU 0042', 'credit')).toBe('loan_proceeds');
    expect(c('KAPITALIZACJA ODSETEK', 'credit')).toBe('interest');
    expect(c('ZWROT ZA TOWAR', 'credit')).toBe('reversal');
    expect(c('OPŁATA ZA BRAK ŚRODKÓW', 'debit')).toBe('nsf_fee');
    expect(c('PROWIZJA ZA PRZELEW', 'debit')).toBe('fee');
    expect(c('SPŁATA RATY KREDYTU', 'debit')).toBe('loan_payment');
    expect(c('PRZELEW PRZYCHODZACY KOWALSKI FV 12/2025', 'credit')).toBe('revenue');
  });

  it('Quebec French', () => {
    expect(c('VIREMENT ENTRE FOLIOS', 'credit')).toBe('transfer_in');
    expect(c('FRAIS EFFET RETOURNÉ', 'debit')).toBe('nsf_fee');
    expect(c('FONDS INSUFFISANTS', 'debit')).toBe('nsf_fee');
    expect(c('DÉBOURSÉ DE PRÊT', 'credit')).toBe('loan_proceeds');
    expect(c('PAIEMENT PRÊT 0012', 'debit')).toBe('loan_payment');
    expect(c('RENVERSEMENT FRAIS', 'credit')).toBe('reversal');
    expect(c('DÉPÔT GUICHET', 'credit')).toBe('revenue');
    expect(c('Virement à EOP 1234', 'debit')).toBe('transfer_out');
    expect(c('OPŁATA ZA DEBET NIEAUTORYZOWANY', 'debit')).toBe('nsf_fee');
  });

  it('Singapore and Malaysia (English and Malay)', () => {
    expect(c('DISHONOURED CHEQUE CHARGE', 'debit')).toBe('nsf_fee');
    expect(c('CAJ CEK TAK LAYAN', 'debit')).toBe('nsf_fee');
    expect(c('HIBAH', 'credit')).toBe('interest');
    expect(c('PROFIT PAID', 'credit')).toBe('interest');
    expect(c('FALL BELOW FEE', 'debit')).toBe('fee');
    expect(c('DUTI SETEM', 'debit')).toBe('fee');
    expect(c('HP INSTALMENT 0331', 'debit')).toBe('loan_payment');
    expect(c('ANSURAN PEMBIAYAAN', 'debit')).toBe('loan_payment');
    expect(c('INWARD CLEARING CHQ 001234', 'debit')).toBe('check');
    expect(c('PEMINDAHAN DANA KE AKAUN SENDIRI', 'debit')).toBe('transfer_out');
    expect(c('DUITNOW QR MERCHANT 4481', 'credit')).toBe('revenue');
  });

  it('Nigeria, Kenya (English and Swahili), the UAE and Ireland', () => {
    expect(c('DD RETURN CHARGE', 'debit')).toBe('nsf_fee');
    expect(c('DISHONOURED DD CHARGE', 'debit')).toBe('nsf_fee');
    expect(c('COMMISSION ON TURNOVER', 'debit')).toBe('fee');
    expect(c('EMTL', 'debit')).toBe('fee');
    expect(c('EXCISE DUTY ON CHARGES', 'debit')).toBe('fee');
    expect(c('FT TO A/C 8083436', 'debit')).toBe('transfer_out');
    expect(c('LOAN LIQUIDATION 0042', 'debit')).toBe('loan_payment');
    expect(c('MALIPO YA MKOPO', 'debit')).toBe('loan_payment');
    expect(c('ADA YA HUDUMA', 'debit')).toBe('fee');
    expect(c('DDS RETURN CHARGES', 'debit')).toBe('nsf_fee');
    expect(c('RETURNED CHEQUE CHARGES', 'debit')).toBe('nsf_fee');
    expect(c('FINANCE INSTALLMENT 12', 'debit')).toBe('loan_payment');
    expect(c('REFER TO DRAWER FEE', 'debit')).toBe('nsf_fee');
    expect(c('GOVT STAMP DUTY', 'debit')).toBe('fee');
    expect(c('D/D LEASE 40021', 'debit')).toBe('loan_payment');
    expect(c('CASH LODGEMENT 0042', 'credit')).toBe('revenue');
    expect(c('Converted 1,250.00 USD to 1,140.34 GBP', 'credit')).toBe('transfer_in');
    expect(c('Converted 1,250.00 USD to 1,140.34 GBP', 'debit')).toBe('transfer_out');
    expect(c('MPESA C2B CELLULANT 4877604', 'credit')).toBe('revenue');
  });

  it('a transfer over an instant-payment rail is someone else\'s; a credit quoting an invoice is a customer\'s', () => {
    expect(c('NIP TRANSFER FROM DANGOTE CEMENT', 'credit')).toBe('revenue');
    expect(c('AANI TRANSFER FROM AHMED KHAN', 'credit')).toBe('revenue');
    expect(c('NIP TRANSFER TO ALPHA ESTATES RENT', 'debit')).toBe('other');
    expect(c('NIP TRANSFER FROM OWN ACCOUNT 0123', 'credit')).toBe('transfer_in');
    expect(c('TRANSFER FROM MTN DEALER IKEJA INV 0317', 'credit')).toBe('revenue');
    expect(c('ONLINE TRANSFER FROM SAV ...1234', 'credit')).toBe('transfer_in');
  });

  it('a cheque, whatever references the bank prints around its word', () => {
    expect(c('FT1500567619 CHQ 86280', 'debit')).toBe('check');
    expect(c('CLEARING 000108 CHEQUE', 'debit')).toBe('check');
    expect(c('REALIZACJA CZEKU NR 69043', 'debit')).toBe('check');
    expect(c('CHQ RETURN CHARGE 0000904317', 'debit')).toBe('nsf_fee');
    expect(c('CHECK CARD PURCHASE 1234', 'debit')).toBe('other');
  });

  it('a lender the list does not know, paying out: LOAN or ADVANCE ends the text', () => {
    expect(c('DIRECT CREDIT ACME LENDING LOAN', 'credit')).toBe('loan_proceeds');
    expect(c('FPI SOMEFUNDER LTD ADVANCE 7AKXLWS4', 'credit')).toBe('loan_proceeds');
    expect(c('FPS CREDIT SOMELENDER DRAWDOWN', 'credit')).toBe('loan_proceeds');
    expect(c('ADVANCE AUTO PARTS PAYMENT', 'credit')).toBe('revenue');
  });

  it('every term compiles and is written without accents (descriptions are matched with accents removed)', () => {
    for (const terms of Object.values(VOCABULARY)) for (const list of Object.values(terms)) for (const t of list) {
      expect(() => new RegExp(t)).not.toThrow();
      expect(t.normalize('NFD')).toBe(t.normalize('NFD').replace(/\p{M}/gu, ''));
    }
  });
});
