import { describe, expect, it } from 'vitest';
import { LineFramer, type DropReason } from '../../src/readings/line-framer';

function framer(maxLineBytes = 32) {
  const lines: string[] = [];
  const drops: DropReason[] = [];
  const f = new LineFramer({ maxLineBytes, onLine: (l) => lines.push(l), onDrop: (r) => drops.push(r) });
  return { f, lines, drops, push: (text: string | Buffer) => f.push(Buffer.from(text)) };
}

describe('LineFramer', () => {
  it('splits on LF, CR and CRLF, also across chunks, and skips blank lines', () => {
    const { push, lines } = framer();
    push('A1\nA2\r\nA3\rA');
    push('4\r');
    push('\n\n  \nA5\n');
    expect(lines).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('trims white space and framing control characters around a code', () => {
    const { push, lines } = framer();
    push('\x02  8001234567890 \x03\n\x00\x00TAG\n');
    expect(lines).toEqual(['8001234567890', 'TAG']);
  });

  it('keeps the GS separator of GS1 barcodes inside a code', () => {
    const { push, lines } = framer();
    push(']C10101234567890128\x1d10LOT7\n');
    expect(lines).toEqual([']C10101234567890128\x1d10LOT7']);
  });

  it('drops binary garbage and invalid UTF-8 but keeps the lines around them', () => {
    const { push, lines, drops } = framer();
    push(
      Buffer.concat([
        Buffer.from('OK1\n'),
        Buffer.from([0x41, 0x00, 0x07, 0x42, 0x0a, 0xff, 0xfe, 0x41, 0x0a]),
      ]),
    );
    push('OK2\nàè€\n');
    expect(lines).toEqual(['OK1', 'OK2', 'àè€']);
    expect(drops).toEqual(['control-chars', 'invalid-utf8']);
  });

  it('drops an over-long line once, up to its line break, without holding more than the cap', () => {
    const { push, lines, drops } = framer(8);
    push('SHORT\n0123456');
    push('789ABCDEF'.repeat(1000));
    push('XYZ\nAFTER\n');
    expect(lines).toEqual(['SHORT', 'AFTER']);
    expect(drops).toEqual(['too-long']);
  });

  it('drops the unfinished line when the source breaks off, and keeps it at a clean end', () => {
    const cut = framer();
    cut.push('DONE\nHALF-A-CO');
    cut.f.abort();
    expect(cut.lines).toEqual(['DONE']);
    expect(cut.drops).toEqual(['cut-off']);

    const ended = framer();
    ended.push('LAST-WITHOUT-NEWLINE');
    ended.f.flush();
    expect(ended.lines).toEqual(['LAST-WITHOUT-NEWLINE']);
  });
});
