import { describe, expect, it } from 'vitest';
import { parseErrorStatus, parseHostStatus } from '../../../src/printing/status';
import { errorStatusAnswer, hostStatusAnswer } from '../../../src/printing/virtual-printer';

/** A ~HS answer as a Zebra sends it, with the four flags we read. */
const hs = ({ paper = 0, pause = 0, head = 0, ribbon = 0 } = {}) =>
  `\x02030,${paper},${pause},1245,000,0,0,0,000,0,0,0\x03\r\n` +
  `\x02000,0,${head},${ribbon},0,2,6,0,00000000,1,000\x03\r\n` +
  `\x021234,0\x03\r\n`;

describe('~HS: host status', () => {
  it('a ready printer is online', () => {
    expect(parseHostStatus(hs())).toEqual({ is_online: true, offline_reason: null });
  });

  it.each([
    [{ paper: 1 }, 'paper_out'],
    [{ pause: 1 }, 'paused'],
    [{ head: 1 }, 'head_open'],
    [{ ribbon: 1 }, 'ribbon_out'],
    // What needs a person at the printer first: an open head before the paper it hides.
    [{ head: 1, paper: 1, pause: 1 }, 'head_open'],
    [{ paper: 1, pause: 1 }, 'paper_out'],
  ])('%o → offline, %s', (flags, reason) => {
    expect(parseHostStatus(hs(flags))).toEqual({ is_online: false, offline_reason: reason });
  });

  it('an answer cut short or of another kind is not a status', () => {
    expect(parseHostStatus(hs().slice(0, 30))).toBeNull();
    expect(parseHostStatus('PRINTER READY')).toBeNull();
    expect(parseHostStatus('')).toBeNull();
  });

  it('the virtual printer answers as a Zebra does', () => {
    expect(parseHostStatus(hostStatusAnswer('paused'))).toEqual({
      is_online: false,
      offline_reason: 'paused',
    });
    expect(parseHostStatus(hostStatusAnswer('ready'))?.is_online).toBe(true);
  });
});

describe('~HQES: error status', () => {
  const hqes = (flag: number, bits: string) =>
    `\x02\r\n\r\n  PRINTER STATUS\r\n   ERRORS:         ${flag} 00000000 ${bits}\r\n   WARNINGS:       0 00000000 00000000\r\n\x03\r\n`;

  it.each([
    [0, '00000000', true, null],
    [1, '00000001', false, 'paper_out'],
    [1, '00000002', false, 'ribbon_out'],
    [1, '00000004', false, 'head_open'],
    [1, '00000005', false, 'head_open'],
    [1, '00000008', false, 'error'],
  ])('errors %i %s → is_online %s, %s', (flag, bits, online, reason) => {
    expect(parseErrorStatus(hqes(flag, bits))).toEqual({ is_online: online, offline_reason: reason });
  });

  it('garbage is no answer', () => {
    expect(parseErrorStatus('\x02hello\x03')).toBeNull();
  });

  it('the virtual printer’s answer reads back', () => {
    expect(parseErrorStatus(errorStatusAnswer('ribbon_out'))).toEqual({
      is_online: false,
      offline_reason: 'ribbon_out',
    });
  });
});
