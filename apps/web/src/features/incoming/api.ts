/**
 * The incoming module's save call (spec section 7, as one server command): `receive_goods` on the
 * order, with the key of the decision. The look-ups of locations, open supplier orders, their picks
 * and a tag's readings come from the domain layer.
 */
import { api } from '../../lib/api';
import type { ReceiveAnswer, ReceiveGoods } from './save-types';

export function receiveGoods(orderId: number, body: ReceiveGoods, key: string): Promise<ReceiveAnswer> {
  return api.request<ReceiveAnswer>('POST', `/projects/${orderId}`, {
    query: { do: 'receive_goods' },
    json: body,
    idempotencyKey: key,
  });
}
