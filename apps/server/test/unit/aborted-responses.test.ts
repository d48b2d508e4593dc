import { describe, expect, it } from 'vitest';
import { isPrematureClose } from '../../src/http/aborted-responses';

const nodeClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('a response the client abandoned', () => {
  it("is known as Node's error, compress's 'premature close', or either logged as { err }", () => {
    expect(isPrematureClose(nodeClose())).toBe(true);
    expect(isPrematureClose(new Error('premature close'))).toBe(true);
    expect(isPrematureClose({ err: nodeClose() })).toBe(true);
  });

  it('is not any other error, whatever it is logged as', () => {
    expect(isPrematureClose(new Error('database is locked'))).toBe(false);
    expect(isPrematureClose({ err: new Error('ECONNREFUSED') })).toBe(false);
    expect(isPrematureClose({ err: 'premature close' })).toBe(false);
    expect(isPrematureClose(null)).toBe(false);
  });
});
