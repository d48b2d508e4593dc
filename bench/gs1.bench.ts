/**
 * GS1 parsing throughput: element strings per second through `parseGs1`, for each input form a
 * scanner or a camera delivers (transmitted with FNC1, a wedge's substitute separator, the
 * human-readable text, a Digital Link URI) and for refused input. Runs each for 2 s after a warm-up
 * and prints the rate; never fails on speed.
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { performance } from 'node:perf_hooks';
import { parseGs1 } from '../packages/shared/src/barcode/gs1';

const GS = '\x1d';
const today = new Date('2026-01-15T00:00:00Z');
const CORPUS: Record<string, string[]> = {
  'GS1-128, FNC1 as ASCII 29': [
    `]C1400AC-2025-0001${GS}0109501101530003320200551215260630` + '10L-GS1',
    `00106141411234567897020950110153000337${'24'}${GS}3102012500` + '17261231',
    `0109501101530003${'11250101'}3103001250${GS}21SER-9${GS}422380${GS}90INT`,
  ],
  'wedge substitute <GS>': [`400AC-2025-0001<GS>0109501101530003320200551215260630` + '10L-GS1<GS>21S1'],
  'human-readable (AI) text': ['(01)09501101530003(3202)005512(15)260630(10)L-GS1(400)AC-2025-0001'],
  'GS1 Digital Link URI': ['https://id.gs1.org/01/09506000134352/10/ABC?17=261231&3103=001250&400=PO-7'],
  'refused (check digit, companion, unknown AI)': [
    '0109501101530004' + '10L1',
    '10LOT-WITHOUT-GTIN',
    `0109501101530003${'14'}251231`,
  ],
};

function rate(strings: string[], ms: number): number {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 1000; i++) parseGs1(strings[i % strings.length] as string, { today });
    n += 1000;
  }
  return n / (ms / 1000);
}

for (const strings of Object.values(CORPUS)) rate(strings, 300);
console.log('GS1 parsing throughput (element strings per second, one core):');
for (const [form, strings] of Object.entries(CORPUS)) {
  console.log(
    `  ${form.padEnd(46)} ${Math.round(rate(strings, 2000)).toLocaleString('en-US').padStart(10)}/s`,
  );
}
