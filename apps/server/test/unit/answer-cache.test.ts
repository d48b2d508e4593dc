import { describe, expect, it } from 'vitest';
import { createAnswerCache, KEEP_MIN_BYTES, makeAnswer } from '../../src/http/answer-cache';
import { answerKey, answerKind } from '../../src/http/model-routes';

const answerOf = (bytes: number) => makeAnswer(200, ['x'.repeat(bytes)]);

describe('the answer cache keeps only answers worth keeping (issue 47)', () => {
  it("names a kind of read by its path and parameter names, without values or the app's cb", () => {
    expect(answerKind('/api/v2/items?q%5Bbarcode_eq%5D=8012345678901&cb=17')).toBe(
      '/api/v2/items?q%5Bbarcode_eq%5D',
    );
    expect(answerKind('/api/v2/items?q%5Bbarcode_eq%5D=8000000000007')).toBe(
      answerKind('/api/v2/items?cb=1&q%5Bbarcode_eq%5D=8012345678901'),
    );
    expect(answerKind('/api/v2/picks?q%5Bproject_id_eq%5D=4&a=x')).not.toBe(
      answerKind('/api/v2/picks?q%5Bproject_id_eq%5D=4'),
    );
    expect(answerKind('/api/v2/items')).toBe('/api/v2/items');
    expect(answerKey('/api/v2/items?q%5Bbarcode_eq%5D=8012345678901&cb=17')).toBe(
      '/api/v2/items?q%5Bbarcode_eq%5D=8012345678901',
    );
  });

  it('stops looking up and keeping a kind of read whose answer was small, and learns again', () => {
    const cache = createAnswerCache();
    const kind = '/api/v2/items?q%5Bbarcode_eq%5D';
    expect(cache.worthKeeping(kind)).toBe(true);
    expect(cache.learn(kind, answerOf(KEEP_MIN_BYTES / 4))).toBe(false);
    expect(cache.worthKeeping(kind)).toBe(false);
    expect(cache.worthKeeping('/api/v2/picks?q%5Bproject_id_eq%5D')).toBe(true);
    expect(cache.learn(kind, answerOf(KEEP_MIN_BYTES))).toBe(true);
    expect(cache.worthKeeping(kind)).toBe(true);
  });

  it('answers a kept answer under its generation only', () => {
    const cache = createAnswerCache();
    const answer = answerOf(KEEP_MIN_BYTES);
    cache.set('/api/v2/picks?q%5Bproject_id_eq%5D=4', '7.0', answer);
    expect(cache.get('/api/v2/picks?q%5Bproject_id_eq%5D=4', '7.0')).toBe(answer);
    expect(cache.get('/api/v2/picks?q%5Bproject_id_eq%5D=4', '8.0')).toBeUndefined();
  });
});
