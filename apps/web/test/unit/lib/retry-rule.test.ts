import { describe, expect, it } from 'vitest';
import { errorIdOf, isTransientFailure } from '../../../src/lib/api/app-client';
import { ApiError } from '../../../src/lib/api/client';
import { classifySendFailure } from '../../../src/lib/outbox';

const answer = (status: number, body?: unknown, kind: ApiError['kind'] = 'http') =>
  new ApiError('x', kind, status, body);

/** One "try again?" rule for the screens' saves, the command queue and the outbox (issue 48). */
describe('the retry rule', () => {
  it('a lost answer, a gateway, the database restarting and a request still running are tried again, by screens and outbox alike', () => {
    for (const error of [
      answer(0, undefined, 'network'),
      answer(502),
      answer(503, '<html>'),
      // The server's own 503 while its database is away (issue 42): it says to come back later.
      answer(503, { error: 'Database non raggiungibile', id: 'unavailable' }),
      answer(409, { error: 'in corso', id: 'request_in_progress' }, 'conflict'),
    ]) {
      expect(isTransientFailure(error)).toBe(true);
      expect(classifySendFailure(error)).toEqual({ retry: true });
    }
  });

  it("our server's own refusal is final for both, with its id", () => {
    const closed = answer(422, { error: 'Lista già conclusa da Anna alle 10:42', id: 'record_closed' });
    expect(isTransientFailure(closed)).toBe(false);
    expect(classifySendFailure(closed)).toMatchObject({ retry: false, id: 'record_closed' });
    expect(errorIdOf(closed)).toBe('record_closed');
    expect(errorIdOf(answer(500, 'not json'))).toBeUndefined();
  });

  it('an ended session: the screen says it; a kept write waits for the next sign-in', () => {
    const ended = answer(401, { error: 'Sessione scaduta', id: 'unauthenticated' }, 'unauthorized');
    expect(isTransientFailure(ended)).toBe(false);
    expect(isTransientFailure(ended, { kept: true })).toBe(true);
    expect(classifySendFailure(ended)).toEqual({ retry: true });
  });
});
