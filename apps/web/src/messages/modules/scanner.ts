/**
 * The scanners themselves (issue 37): keyboard-wedge settings and test, readings held between
 * screens, the camera's viewfinder. Part of the one catalog: `m.scanner`.
 */
export const scanner = {
  /** A scan-paced read that broke off before its end: refused rather than read shortened. */
  interrupted: 'Lettura interrotta: ripetere la lettura',
  /** Readings held while a screen loads, handed over once it is ready; too old → refused. */
  expired: (n: number) =>
    n === 1
      ? 'Lettura ignorata: la schermata non era pronta, rileggere'
      : `${n} letture ignorate: la schermata non era pronta, rileggere`,
  /** A quantity above PLAUSIBLE_QUANTITY (often a code typed into the field): asked before saving. */
  implausible: (quantity: string, unit: string) =>
    `Quantità molto alta: confermi ${quantity}${unit ? ` ${unit}` : ''}?`,
  /** A package label read on order packing or package preparation chose that package. */
  packageChosen: (name: string) => `Collo ${name} selezionato`,
  /** Why a confirm button is off, written beside it. */
  confirmOff: {
    quantity: 'Inserire la quantità',
    package: 'Scegliere il collo (o leggerne l’etichetta)',
    location: 'Scegliere l’ubicazione',
  },
  tooManyHeld: 'Lettura ignorata: troppe letture in attesa, rileggere',
  camera: {
    /** The camera was refused by the operator or the browser's settings: how to allow it. */
    denied:
      "Accesso alla fotocamera negato. Per consentirlo: toccare l'icona accanto all'indirizzo della pagina (o Impostazioni del browser → Impostazioni sito → Fotocamera), scegliere Consenti, poi riprovare.",
    aim: 'Inquadrare il barcode nel riquadro',
  },
  settings: {
    title: 'Scanner (tastiera)',
    hint: 'Per gli scanner che scrivono come una tastiera: caratteri che lo scanner invia prima e dopo ogni codice (vuoto: nessuno).',
    prefix: 'Prefisso',
    suffix: 'Suffisso',
    testField: 'Campo di prova',
    testFieldHint: 'Leggere un codice con il cursore in questo campo: sotto compare cosa ha ricevuto l’app.',
    received: 'Ricevuto come lettura',
    typed: 'Ricevuto come testo digitato',
    symbology: 'Simbologia',
    source: 'Origine',
    nothing: 'Ancora nulla',
  },
} as const;
