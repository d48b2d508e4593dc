import { pluralFor } from '../../common';
import type { scanner as italian } from '../../../modules/scanner';
import type { Translation } from '../../../translation';

const plural = pluralFor('ro-RO');

export const scanner: Translation<typeof italian> = {
  interrupted: 'Citire întreruptă: repetați citirea',
  expired: (n) =>
    plural(n, {
      one: 'Citire ignorată: ecranul nu era pregătit, citiți din nou',
      few: `${n} citiri ignorate: ecranul nu era pregătit, citiți din nou`,
      other: `${n} de citiri ignorate: ecranul nu era pregătit, citiți din nou`,
    }),
  implausible: (quantity, unit) => `Cantitate foarte mare: confirmați ${quantity}${unit ? ` ${unit}` : ''}?`,
  packageChosen: (name) => `Coletul ${name} selectat`,
  confirmOff: {
    quantity: 'Introduceți cantitatea',
    package: 'Alegeți coletul (sau citiți-i eticheta)',
    location: 'Alegeți locația',
  },
  tooManyHeld: 'Citire ignorată: prea multe citiri în așteptare, citiți din nou',
  camera: {
    denied:
      'Accesul la cameră a fost refuzat. Pentru a-l permite: atingeți pictograma de lângă adresa paginii (sau Setări browser → Setări site → Cameră), alegeți Permite, apoi reîncercați.',
    aim: 'Încadrați codul de bare în chenar',
  },
  settings: {
    title: 'Scaner (tastatură)',
    hint: 'Pentru scanerele care scriu ca o tastatură: caractere trimise de scaner înainte și după fiecare cod (gol: niciunul).',
    prefix: 'Prefix',
    suffix: 'Sufix',
    testField: 'Câmp de test',
    testFieldHint: 'Citiți un cod cu cursorul în acest câmp: dedesubt apare ce a primit aplicația.',
    received: 'Primit ca citire',
    typed: 'Primit ca text tastat',
    symbology: 'Simbologie',
    source: 'Sursă',
    nothing: 'Încă nimic',
  },
};
