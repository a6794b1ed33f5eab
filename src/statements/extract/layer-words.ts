// Words a statement prints, in the languages the reader reads (English, Spanish, French, German, Italian, Portuguese,
// Dutch, Polish): headings, balance and posting words, months, and the short words that join them. Lowercase, accents
// taken off. The layer check (layer-trust.ts) counts a page's words found here: a page of real text finds many, a
// font whose characters were mapped to the wrong letters finds next to none. Not a vocabulary for reading anything.
const WORDS = `
the and for you your with from this that are not all any our have has was will may can other its out more than into
total totals balance balances beginning ending opening closing previous new available current daily account accounts
number statement statements period date dates description amount amounts deposit deposits deposited withdrawal
withdrawals credit credits debit debits check checks cheque cheques paid payment payments transfer transfers fee fees
charge charges charged service services interest summary business checking savings bank banking online mobile card
purchase purchases pos ach wire atm cash page pages customer member branch call visit questions information please
thank day days month monthly year yearly activity transaction transactions details detail additions subtractions
electronic direct posted posting pending reference item items overdraft returned return refund received sent phone
contact center street suite llc inc corp company payroll tax taxes insurance rent loan memo merchant processing
settlement fund funds funding capital advance international domestic average minimum maximum earned rate yield annual
percentage fdic insured lender equal housing mail box subtotal continued through since per each one two three report
history printed time type status value owner name address city state zip code via web pay bill bills visa mastercard
debit fixed lease utilities utility electric water gas supply supplies invoice order sale sales store market shop
services group holdings trading limited ltd plc sort brought forward carried paid out money cleared funds standing
direct faster payments bacs counter salary wages cost costs purchase retail food restaurant fuel travel office
january february march april may june july august september october november december jan feb mar apr jun jul aug
sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
saldo saldos anterior inicial final actual cuenta cuentas fecha fechas concepto descripcion importe importes
movimiento movimientos cargo cargos abono abonos deposito depositos retiro retiros transferencia transferencias pago
pagos comision comisiones interes intereses totales extracto estado periodo banco cliente sucursal numero referencia
tarjeta compra compras recibo recibos del las los por para con que sus una uno mes enero febrero marzo abril mayo
junio julio agosto septiembre octubre noviembre diciembre valor operacion operaciones disponible credito debito
empresa nomina domiciliacion efectivo cajero ingreso ingresos egresos resumen
solde soldes ancien nouveau compte comptes libelle montant virement virements prelevement prelevements paiement carte
retrait retraits depot depots frais interets releve periode banque agence operation des les aux pour sur avec votre
vos janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre reporte precedent fin debut
mois
kontostand alter neuer konto kontoauszug datum buchung buchungen buchungstag wertstellung valuta verwendungszweck
betrag soll haben gutschrift gutschriften lastschrift lastschriften uberweisung uberweisungen dauerauftrag zinsen
gebuhren entgelt karte kunde seite von vom bis und der die das den dem mit fur auf aus zum zur ihr ihre januar
februar marz juni juli oktober dezember summe gesamt umsatz umsatze auszug zeitraum bargeld einzahlung auszahlung
miete lohn gehalt
iniziale finale conto corrente estratto descrizione operazione operazioni importo dare avere accredito accrediti
addebito addebiti bonifico bonifici pagamento pagamenti prelievo commissione commissioni interessi banca filiale
della dei delle gli alla gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre totale movimenti
contabile versamento stipendio competenze spese
conta extrato historico descricao saque tarifa juros agencia dos das janeiro fevereiro marco maio junho julho
setembro outubro novembro dezembro lancamento lancamentos boleto pix recebido enviado
oud nieuw rekening afschrift omschrijving bedrag bij overboeking betaling storting opname rente kosten klant pagina
van het een aan voor met naar januari februari maart mei augustus totaal periode boekdatum valutadatum incasso
poczatkowe koncowe rachunek rachunku wyciag opis kwota obciazenia uznania przelew przelewy platnosc wplata wyplata
odsetki prowizja oplata klient strona
`;

/** The words, lowercase and without accents. */
export const LAYER_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
