import { pluralFor } from '../../common';
import type { print as italian } from '../../../modules/print';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const print: Translation<typeof italian> = {
  item: 'Articol',
  itemPlaceholder: 'Căutare după descriere',
  noItems: 'Niciun articol găsit',
  code: 'Cod',
  description: 'Descriere',
  externalCode: 'ID',
  barcode: 'Cod de bare',
  retailPrice: 'Preț',
  labelCount: 'Număr de etichete',
  preview: 'Previzualizare',
  previewAlt: 'Previzualizarea etichetei de preț',
  previewLoading: 'Se pregătește previzualizarea...',
  previewUnavailable: 'Previzualizare indisponibilă',
  print: 'Tipărește',
  chooseItem: 'Căutați un articol după descriere sau citiți-i codul de bare',
  printerUnreachable: 'Imprimanta nu poate fi contactată. Eticheta nu poate fi tipărită',
  printerNotFound: 'Imprimanta nu a fost găsită',
  printError: 'Eroare la tipărirea etichetei',
  orderPrinterUnreachable: 'Imprimanta nu poate fi contactată; eticheta nu a fost tipărită',
  printed: (n) => `Etichetă tipărită corect. Etichete tipărite: ${n}`,
  proceedWithoutPrinter:
    'Continuați totuși, deși nu a fost atribuită o imprimantă (eticheta nu va fi tipărită)?',
  offlineReason: {
    unreachable: 'Imprimanta nu răspunde.',
    paper_out: 'Hârtie epuizată.',
    ribbon_out: 'Ribon epuizat.',
    head_open: 'Capul de imprimare deschis.',
    paused: 'Imprimantă în pauză.',
    error: 'Imprimantă în eroare.',
    timeout: 'Imprimanta nu a primit eticheta la timp.',
    connection_closed: 'Imprimanta a închis conexiunea în timpul tipăririi.',
  },
  owedTitle: 'Etichete de tipărit',
  owedLabels: (n) => plural(n, { one: '1 etichetă', few: `${n} etichete`, other: `${n} de etichete` }),
  owedKept: (n) =>
    `Etichete de tipărit: ${n}. Se tipăresc din Selectare comandă, la „Etichete de tipărit”, când imprimanta este gata.`,
  packageLabelOwed:
    'Eticheta coletului nu a fost tipărită. Folosiți „Retipărește eticheta” când imprimanta este gata.',
  labelCountError: {
    required: 'Câmp obligatoriu',
    invalid: 'Introduceți un număr întreg mai mare decât zero',
    'too-many': (max) => `Cel mult ${max} etichete per tipărire`,
  },
};
