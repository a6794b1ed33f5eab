// Banking words of other countries (issue 20), as data per language: each entry is a regular-expression source
// matched against the upper-cased description with accents removed (`DÉPÔT` is read `DEPOT`, `ÜBERWEISUNG`
// `UBERWEISUNG`), so write terms without accents. Each term is filed under the metrics.md category it stands for;
// categories.ts adds them to the English rules of the same category, in the same fixed rule order.
//
// Scope: the words a bank of that country prints for own-account transfers, lender funding and repayments,
// refunds/reversals, interest paid by the bank, unpaid-item and overdraft fees, other bank fees and cheques.
// Everything a row does not match stays `revenue` (credits) or `other` (debits), as in English: customer transfers
// (VIREMENT, TRANSFERENCIA, SPEI, PIX, TED, OVERBOEKING, GUTSCHRIFT, NEFT, RTGS, IMPS, UPI, EFT, FASTER PAYMENT, BGC,
// CHAPS), card settlements (REMISE CB) and cash or cheque deposits (DEPOSITO, REMISE CHEQUE) are revenue; direct
// debits (PRLV SEPA, INCASSO, LASTSCHRIFT, DEBIT ORDER, DIRECT DEBIT, STANDING ORDER, NACH) are `other` unless a
// lender or a recurring fixed amount makes them `mca_payment` (lenders.ts, positions.ts).
// Overdraft interest is a fee, not an unpaid-item fee, in every language (as `OVERDRAFT INTEREST` in English).
// Italian, Polish, Quebec French, Malay, Swahili and the English of Singapore/Malaysia, Nigeria/Kenya, the UAE and
// Ireland are in vocabulary-world.ts.

import { WORLD_VOCABULARY, type WorldLanguage } from './vocabulary-world.ts';

/** Categories a term can stand for; `own_transfer` is a transfer between the merchant's accounts either way. */
export type VocabularyCategory = 'transfer_in' | 'transfer_out' | 'own_transfer' | 'loan_proceeds' | 'reversal'
  | 'interest' | 'nsf_fee' | 'fee' | 'loan_payment' | 'check';

export type Language = 'fr' | 'es' | 'pt' | 'nl' | 'de' | 'af' | 'en_uk' | 'en_in' | 'en_za' | 'en_hk' | WorldLanguage;

type Terms = Partial<Record<VocabularyCategory, readonly string[]>>;

const FR: Terms = {
  own_transfer: [String.raw`\bVIR(EMENT)?\s+(INTERNE|CPTE\s+A\s+CPTE|COMPTE\s+A\s+COMPTE|DE\s+COMPTE\s+A\s+COMPTE)\b`],
  transfer_in: [String.raw`\bVIR(EMENT)?\s+(RECU\s+)?(DE|DEPUIS|DU)\s+(MON\s+)?(COMPTE|CPTE|LIVRET)\s+(EPARGNE|COURANT|PRO|A\s+TERME|\d)`,
    String.raw`\bDEPUIS\s+(LIVRET|COMPTE\s+EPARGNE|COMPTE\s+A\s+TERME)\b`],
  transfer_out: [String.raw`\bVIR(EMENT)?\s+(EMIS\s+)?(VERS|A|POUR|AU)\s+(MON\s+)?(COMPTE|CPTE|LIVRET)\s+(EPARGNE|COURANT|PRO|A\s+TERME|\d)`,
    String.raw`\bVERS\s+(LIVRET|COMPTE\s+EPARGNE|COMPTE\s+A\s+TERME)\b`],
  loan_proceeds: [String.raw`\bDEBLOCAGE\b`, String.raw`\bFINANCEMENT\b`, String.raw`\bAVANCE\s+(DE\s+)?TRESORERIE\b`,
    String.raw`\bMISE\s+A\s+DISPOSITION\s+(DES\s+)?FONDS\b`],
  reversal: [String.raw`\bAVOIR\b`, String.raw`\bREMBOURSEMENT\b`, String.raw`\bREMB\b`, String.raw`\bANNULATION\b`,
    String.raw`\bEXTOURNE\b`, String.raw`\bRISTOURNE\b`, String.raw`\bRETOUR\b`, String.raw`\bREJET\b`, String.raw`\bREGULARISATION\b`],
  interest: [String.raw`\bINTERETS?\s+(CREDITEURS|ACQUIS|PERCUS|VERSES|CAPITALISES)\b`, String.raw`^INTERETS?\b`,
    String.raw`\bREMUNERATION\s+(DU\s+)?(COMPTE|LIVRET|EPARGNE)\b`],
  nsf_fee: [String.raw`\bCOMMISSIONS?\s+D\s*'?\s*INTERVENTIONS?\b`, String.raw`\bFRAIS\s+(DE\s+|SUR\s+)?(REJET|IMPAYES?|INCIDENTS?)\b`,
    String.raw`\bFORFAIT\s+(DE\s+)?(REJET|INCIDENTS?)\b`, String.raw`\bFRAIS\s+(DE\s+)?LETTRE\s+(D\s*'?\s*)?(INFORMATION|INJONCTION)\b`,
    String.raw`\bFRAIS\s+(DE\s+|SUR\s+)?DECOUVERT\s+NON\s+AUTORISE\b`, String.raw`\bPROVISION\s+INSUFFISANTE\b`],
  fee: [String.raw`\bFRAIS\b`, String.raw`\bCOMMISSIONS?\b`, String.raw`\bCOTISATION\b`, String.raw`\bAGIOS\b`,
    String.raw`\bINTERETS\s+DEBITEURS\b`, String.raw`\bTENUE\s+DE\s+COMPTE\b`],
  loan_payment: [String.raw`\bECH(EANCE)?\.?\s+(DE\s+|DU\s+)?(PRET|CREDIT|EMPRUNT)\b`, String.raw`\bREMB(OURSEMENT)?\.?\s+(DE\s+|DU\s+)?(PRET|CREDIT|EMPRUNT)\b`,
    String.raw`\bCREDIT[\s-]BAIL\b`, String.raw`\bLOYER\s+(DE\s+)?(LEASING|LOA|LLD)\b`],
  check: [String.raw`^(CHQ|CHEQUE)\s*(N\s*[O°]?\.?\s*)?\d+\s*$`, String.raw`^PAIEMENT\s+(PAR\s+)?(CHQ|CHEQUE)\b`],
};

// Spanish of Mexico and Spain (CUOTA PRESTAMO, RECIBO RENTING, PAGO CHEQUE, COMISION DESCUBIERTO are Spain's).
const ES: Terms = {
  own_transfer: [String.raw`\b(TRASPASO|TRANSFERENCIA)\s+ENTRE\s+(CUENTAS|CTAS)\b`, String.raw`\bCUENTAS?\s+PROPIAS?\b`],
  transfer_in: [String.raw`\bTRASPASO\s+(DE|DESDE)\s+(LA\s+)?(CTA|CUENTA|INVERSION)\b`, String.raw`\bRETIRO\s+DE\s+INVERSION\b`],
  transfer_out: [String.raw`\bTRASPASO\s+(A|HACIA)\s+(LA\s+)?(CTA|CUENTA|INVERSION)\b`, String.raw`\bINVERSION\s+(A\s+PLAZO|PAGARE|DIARIA)\b`],
  loan_proceeds: [String.raw`\bDISPOSICION\b`, String.raw`\bPRESTAMO\b`, String.raw`\bFINANCIAMIENTO\b`, String.raw`\bFINANCIACION\b`,
    String.raw`\bADELANTO\b`, String.raw`\bFORMALIZACION\s+(DE\s+)?(PRESTAMO|CREDITO|POLIZA)\b`],
  reversal: [String.raw`\bDEVOLUCION\b`, String.raw`\bREEMBOLSO\b`, String.raw`\bREVERSO\b`, String.raw`\bREVERSION\b`,
    String.raw`\bCANCELACION\b`, String.raw`\bBONIFICACION\b`, String.raw`\bCONTRACARGO\b`, String.raw`\bANULACION\b`,
    String.raw`\bRETROCESION\b`, String.raw`\bEXTORNO\b`, String.raw`\bRECTIFICACION\b`],
  interest: [String.raw`\bINTERESES?\s+(GANADOS?|A\s+(SU\s+)?FAVOR|PAGADOS?|ABONADOS?|ACREEDORES)\b`, String.raw`^INTERESES?\b`,
    String.raw`\bRENDIMIENTOS?\b`, String.raw`\bLIQ(UIDACION)?\.?\s+(DE\s+)?INTERESES\b`],
  nsf_fee: [String.raw`\bSOBREGIRO\b`, String.raw`\bCHEQUE\s+DEVUELTO\b`, String.raw`\bCOMISION\s+(POR\s+)?(DEVOLUCION|CHEQUE\s+DEVUELTO)\b`,
    String.raw`\bFONDOS\s+INSUFICIENTES\b`, String.raw`\bSALDO\s+INSUFICIENTE\b`,
    String.raw`\b(COMISION|GASTOS)\s+(DE\s+|POR\s+)?(RECLAMACION|DESCUBIERTO|EXCEDIDO|IMPAGADOS?|RECIBOS?\s+DEVUELTOS?|POSICION(ES)?\s+DEUDORAS?)\b`,
    String.raw`\bRECLAMACION\s+(DE\s+)?(DESCUBIERTO|POSICION(ES)?\s+DEUDORAS?|DEUDA)\b`],
  fee: [String.raw`\bCOMISION(ES)?\b`, String.raw`\bIVA\s+(COMISION|COM)\b`, String.raw`\bCUOTA\s+(DE\s+)?MANEJO\b`, String.raw`\bANUALIDAD\b`,
    String.raw`\bCARGO\s+POR\s+SERVICIO\b`, String.raw`\bCUOTA\s+(DE\s+)?(MANTENIMIENTO|TARJETA|ANUAL|SERVICIO|ADMINISTRACION)\b`,
    String.raw`^GASTOS\b`, String.raw`\bGASTOS\s+(DE\s+)?(MANTENIMIENTO|CORREO|GESTION|ADMINISTRACION|EMISION)\b`,
    String.raw`\bINTERESES\s+(DEUDORES|DE\s+DESCUBIERTO|DESCUBIERTO)\b`],
  loan_payment: [String.raw`\bPAGO\s+(DE\s+|A\s+)?(CREDITO|PRESTAMO|HIPOTECA|ARRENDAMIENTO)\b`, String.raw`\bAMORTIZACION\b`,
    String.raw`\bABONO\s+A\s+(CREDITO|PRESTAMO)\b`, String.raw`\bMENSUALIDAD\s+(CREDITO|PRESTAMO)\b`,
    String.raw`\b(CUOTA|RECIBO|ADEUDO|CARGO)\s+(DE\s+|DEL\s+)?(PRESTAMO|HIPOTECA|LEASING|RENTING|CREDITO)\b`, String.raw`\bRENTING\b`],
  check: [String.raw`^CHEQUE\s+(PAGADO|COBRADO|NO\.?)\s*\d*\s*$`, String.raw`^(PAGO|CARGO|COBRO|REINTEGRO|ADEUDO)\s+(DE\s+|POR\s+)?CHEQUE\b`],
};

const PT: Terms = {
  own_transfer: [String.raw`\bTRANSF(ERENCIA)?\.?\s+ENTRE\s+CONTAS\b`, String.raw`\bMESMA\s+TITULARIDADE\b`, String.raw`\bMESMO\s+TITULAR\b`],
  transfer_in: [String.raw`\bRESGATE\b`, String.raw`\bRESG\b`],
  transfer_out: [String.raw`\bAPLICACAO\b`, String.raw`\bAPLIC\b`],
  loan_proceeds: [String.raw`\bCAPITAL\s+DE\s+GIRO\b`, String.raw`\bEMPRESTIMO\b`, String.raw`\bFINANCIAMENTO\b`,
    String.raw`\bLIBERACAO\s+(DE\s+)?(CREDITO|EMPRESTIMO|FINANCIAMENTO)\b`],
  reversal: [String.raw`\bESTORNO\b`, String.raw`\bDEVOLUCAO\b`, String.raw`\bREEMBOLSO\b`, String.raw`\bCANCELAMENTO\b`],
  interest: [String.raw`\bREMUNERACAO\b`, String.raw`\bRENDIMENTOS?\b`, String.raw`\bJUROS\s+(CREDITADOS|RECEBIDOS|S\/?\s*SALDO)\b`],
  nsf_fee: [String.raw`\bDEVOL(UCAO|\.)?\s+(DE\s+)?(CHEQUE|CH)\b`, String.raw`\bCHEQUE\s+DEVOLVIDO\b`, String.raw`\bSALDO\s+INSUFICIENTE\b`,
    String.raw`\bTARIFA\s+(DE\s+)?EXCESSO\s+(DE\s+)?LIMITE\b`, String.raw`\bADIANTAMENTO\s+A\s+DEPOSITANTE\b`],
  fee: [String.raw`\bTARIFA\b`, String.raw`\bTAR\b`, String.raw`\bCESTA\s+(DE\s+)?SERVICOS?\b`, String.raw`\bPACOTE\s+(DE\s+)?SERVICOS?\b`,
    String.raw`\bJUROS\s+(DE\s+)?(CHEQUE\s+ESPECIAL|LIMITE)\b`, String.raw`\bMENSALIDADE\s+(DO\s+)?PACOTE\b`],
  loan_payment: [String.raw`\b(PARCELA|PRESTACAO|PAGTO?|PGTO)\.?\s+(DE\s+)?(EMPRESTIMO|FINANCIAMENTO|CREDITO|LEASING)\b`,
    String.raw`\bAMORTIZACAO\b`, String.raw`\bLEASING\b`],
  check: [String.raw`^(CHEQUE|CH)\.?\s+(COMPENSADO|PAGO|SACADO)\b`],
};

const NL: Terms = {
  own_transfer: [String.raw`\bINTERNE\s+OVERBOEKING\b`, String.raw`\bEIGEN\s+REKENING\b`],
  transfer_in: [String.raw`\b(VAN|UIT)\s+(MIJN\s+|EIGEN\s+)?(ZAKELIJKE\s+)?(SPAARREKENING|DEPOSITO(REKENING)?|SPAARDEPOSITO|BETAALREKENING)\b`],
  transfer_out: [String.raw`\bNAAR\s+(MIJN\s+|EIGEN\s+)?(ZAKELIJKE\s+)?(SPAARREKENING|DEPOSITO(REKENING)?|SPAARDEPOSITO|BETAALREKENING)\b`],
  loan_proceeds: [String.raw`\bLENING\b`, String.raw`\bFINANCIERING\b`, String.raw`\bUITBETALING\s+(VAN\s+)?KREDIET\b`],
  reversal: [String.raw`\bTERUGBOEKING\b`, String.raw`\bTERUGSTORTING\b`, String.raw`\bRESTITUTIE\b`, String.raw`\bSTORNERING\b`,
    String.raw`\bGESTORNEERD\b`, String.raw`\bRETOUR\b`],
  interest: [String.raw`\bCREDITRENTE\b`, String.raw`\bRENTEBIJSCHRIJVING\b`, String.raw`^RENTE\b`, String.raw`\bRENTE\s+(TEGOED|SPAARREKENING)\b`],
  nsf_fee: [String.raw`\bKOSTEN\s+(GESTORNEERDE|TERUGGEBOEKTE|GEWEIGERDE|ONBETAALDE|ONGEDEKTE)\b`, String.raw`\bSTORNERINGSKOSTEN\b`,
    String.raw`\bONVOLDOENDE\s+SALDO\b`, String.raw`\bKOSTEN\s+(ONGEOORLOOFDE\s+)?(ROOD\s*STAND|DEBETSTAND)\b`],
  fee: [String.raw`\bKOSTEN\b`, String.raw`\bPROVISIE\b`, String.raw`\bDEBETRENTE\b`, String.raw`\bRENTE\s+(ROOD\s*STAND|DEBETSTAND)\b`,
    String.raw`\bABONNEMENTSKOSTEN\b`],
  loan_payment: [String.raw`\bAFLOSSING\b`, String.raw`\bLEASETERMIJN\b`, String.raw`\bTERMIJN\s+(LENING|KREDIET|LEASE)\b`,
    String.raw`\b(LENING|KREDIET|HYPOTHEEK)\b`],
};

const DE: Terms = {
  own_transfer: [String.raw`\b(KONTO|EIGEN)(UE|U)BERTRAG\b`,
    String.raw`\b(UMBUCHUNG|(UE|U)BERTRAG)\s+((VON|VOM|AUS|AUF|NACH|ZUM|ZU)\s+)?((DEM|DAS|DEN)\s+)?(TAGESGELD|SPARKONTO|FESTGELD|UNTERKONTO)`],
  transfer_in: [String.raw`\b(UMBUCHUNG|(UE|U)BERTRAG)\s+(VON|VOM|AUS)\b`, String.raw`\b(VON|VOM|AUS)\s+(DEM\s+)?(TAGESGELD|SPARKONTO|FESTGELD|UNTERKONTO)`],
  transfer_out: [String.raw`\b(UMBUCHUNG|(UE|U)BERTRAG)\s+(AUF|NACH|AN|ZU)\b`, String.raw`\b(AUF|NACH|AN)\s+(TAGESGELD|SPARKONTO|FESTGELD|UNTERKONTO)`],
  loan_proceeds: [String.raw`\bDARLEHEN`, String.raw`\bKREDITAUSZAHLUNG\b`, String.raw`\bAUSZAHLUNG\s+(DARLEHEN|KREDIT|FINANZIERUNG)\b`,
    String.raw`\bFINANZIERUNG\b`],
  reversal: [String.raw`\bR(UE|U)CK(BUCHUNG|(UE|U)BERWEISUNG|ERSTATTUNG|VERG(UE|U)TUNG|LASTSCHRIFT|GABE|WEISUNG)`, String.raw`\bSTORNO\b`,
    String.raw`\bERSTATTUNG\b`, String.raw`\bGUTSCHRIFT\s+(AUS\s+)?REKLAMATION\b`],
  interest: [String.raw`\bHABENZINS`, String.raw`\bZINSGUTSCHRIFT\b`, String.raw`\bGUTHABENZINS`, String.raw`^ZINSEN\b`],
  nsf_fee: [String.raw`(ENTGELT|GEB(UE|U)HR|SPESEN|KOSTEN)\w*\s+(F(UE|U)R\s+)?(R(UE|U)CKLASTSCHRIFT|(UE|U)BERZIEHUNG|NICHTEINL(OE|O)SUNG)`,
    String.raw`(R(UE|U)CKLASTSCHRIFT|(UE|U)BERZIEHUNGS?|NICHTEINL(OE|O)SUNGS?)(ENTGELT|GEB(UE|U)HR|SPESEN|KOSTEN)`,
    String.raw`(ENTGELT|GEB(UE|U)HR|SPESEN|KOSTEN)\w*\s+(F(UE|U)R\s+)?R(UE|U)CKWEISUNG`, String.raw`\bMANGELS\s+DECKUNG\b`],
  fee: [String.raw`ENTGELT`, String.raw`GEB(UE|U)HR`, String.raw`\bSPESEN\b`, String.raw`KONTOF(UE|U)HRUNG`, String.raw`\bPROVISION\b`,
    String.raw`SOLLZINS`, String.raw`(UE|U)BERZIEHUNGSZINS`, String.raw`\bKOMMISSION\b`],
  loan_payment: [String.raw`\bKREDITRATE\b`, String.raw`\bLEASINGRATE\b`, String.raw`\bLEASING\b`, String.raw`\bTILGUNG\b`,
    String.raw`\bANNUIT(AE|A)T\b`, String.raw`\bDARLEHEN`],
};

// Afrikaans (South African statements are printed in English or Afrikaans).
const AF: Terms = {
  own_transfer: [String.raw`\bOORPLASING\s+(NA|VAN)\s+(EIE\s+)?(SPAAR|REKENING)`],
  reversal: [String.raw`\bTERUGBETALING\b`, String.raw`\bOMKERING\b`],
  interest: [String.raw`\bKREDIETRENTE\b`, String.raw`^RENTE\b`],
  nsf_fee: [String.raw`\bONBETAALDE?\s+(DEBIETORDER|TJEK)`, String.raw`\bONVOLDOENDE\s+FONDSE\b`],
  fee: [String.raw`\bFOOI\b`, String.raw`\bDIENSGELD(E)?\b`, String.raw`\bBANKKOSTE\b`],
};

const EN_UK: Terms = {
  own_transfer: [String.raw`\bTFR\s+(FROM|TO)\s+(RESERVE|SAVER|DEPOSIT)\b`],
  nsf_fee: [String.raw`\bUNPAID\s+(ITEM|DD|DIRECT\s+DEBIT|CHQ|CHEQUE|TRANSACTION)S?\s+(FEE|CHARGE|CHG)`,
    String.raw`\bRETURNED\s+(DD|DIRECT\s+DEBIT)\s+(FEE|CHARGE|CHG)`],
  fee: [String.raw`\bNON[\s-]STERLING\b`, String.raw`\bCOMMISSION\s+CHARGES?\b`],
  loan_payment: [String.raw`\bASSET\s+FIN(ANCE)?\b`, String.raw`\bHIRE\s+PURCHASE\b`, String.raw`\b(LOAN|LN)\s+REPAYMENT\b`],
  check: [String.raw`^CHQ\s*(NO\.?\s*)?\d+\s*$`, String.raw`^CHQ\s+PAID\b`],
};

const EN_IN: Terms = {
  transfer_in: [String.raw`\b(TRF|TFR|TRANSFER)\s+FROM\s+(OD|CC|CA|SB|OWN)\s+A\/?C\b`],
  transfer_out: [String.raw`\b(TRF|TFR|TRANSFER)\s+TO\s+(OD|CC|CA|SB|OWN)\s+A\/?C\b`],
  interest: [String.raw`\bINT\.?\s*PD\b`, String.raw`\bSB\s+INT(EREST)?\b`, String.raw`\bINTEREST\s+(CREDIT|CAPITALI[SZ]ED)\b`],
  nsf_fee: [String.raw`\b(CHQ|CHEQUE|ECS|NACH|ACH|SI|INWARD|OUTWARD|I\/W|O\/W)\s+(RETURN|RTN|RET|BOUNCE)\s+(CHARGES?|CHGS|CHG|FEE)\b`,
    String.raw`\bBOUNCE\s+(CHARGES|CHGS)\b`, String.raw`\bRETURN\s+CHGS\b`],
  fee: [String.raw`\b(MDR|SMS|CASH\s+HANDLING|PROCESSING|ATM|DEBIT\s+CARD|ANNUAL|AMC|LEDGER\s+FOLIO)\s+(CHARGES|CHGS)\b`,
    String.raw`\b(CHARGES|CHGS)\s+INCL\s+GST\b`, String.raw`\bMDR\b`],
  loan_payment: [String.raw`\bEMI\b`, String.raw`\bBUSINESS\s+LOAN\b`, String.raw`\bTERM\s+LOAN\b`],
};

const EN_ZA: Terms = {
  interest: [String.raw`\bCREDIT\s+INTEREST\b`, String.raw`\bINTEREST\s+ON\s+CREDIT\s+BALANCE\b`],
  nsf_fee: [String.raw`\bUNPAID\s+(DEBIT\s+ORDER|D\/O)\s+(FEE|CHARGE)\b`, String.raw`\bHONOURING\s+FEE\b`, String.raw`\bRD\s+(CHEQUE|CHQ)\s+(FEE|CHARGE)\b`,
    String.raw`\bDISHONOU?R(ED)?\s+(ITEM\s+)?(FEE|CHARGE)\b`],
  loan_payment: [String.raw`\bVEHICLE\s+FIN(ANCE)?\b`, String.raw`\bINSTAL(L)?MENT\s+SALE\b`],
};

const EN_HK: Terms = {
  nsf_fee: [String.raw`\bRETURNED\s+(AUTOPAY|CHEQUE|CHQ|DD)\s+(CHARGE|FEE)\b`],
  fee: [String.raw`\bHANDLING\s+(CHARGE|FEE)\b`],
  loan_payment: [String.raw`\bLOAN\s+REPAYMENT\b`, String.raw`\bREPAYMENT\s+(OF\s+)?LOAN\b`],
};

/** The vocabulary, per language. */
export const VOCABULARY: Readonly<Record<Language, Terms>> = {
  fr: FR, es: ES, pt: PT, nl: NL, de: DE, af: AF, en_uk: EN_UK, en_in: EN_IN, en_za: EN_ZA, en_hk: EN_HK, ...WORLD_VOCABULARY,
};

/** Every language's terms for one category. */
export function termsFor(category: VocabularyCategory): string[] {
  return Object.values(VOCABULARY).flatMap((t) => t[category] ?? []);
}
