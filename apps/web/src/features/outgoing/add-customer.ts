/**
 * '+' on the outgoing customer: a prompt for the name, then the customer. A name that an existing
 * customer already has (ignoring case and blanks) selects that customer instead of creating a twin;
 * the list is read again first, so a customer added meanwhile on another device counts too.
 */
import { useState } from 'react';
import type { Project } from '../../domain/records';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createCustomer, outgoingCustomersQuery } from './api';
import { errorText, reason } from './errors';

const t = m.outgoing;

/** A name as compared for twins: no case, no leading/trailing blanks, one blank between words. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

export function findTwin(customers: readonly Project[], name: string): Project | undefined {
  return customers.find((c) => sameName(c.name ?? '', name));
}

export function useAddCustomer(choose: (id: number, name: string) => void) {
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const name = (
      await dialogs.prompt(t.newCustomerMessage, { title: t.addCustomer, label: t.newCustomerLabel })
    )?.trim();
    if (!name) return;
    setAdding(true);
    try {
      const query = outgoingCustomersQuery();
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      const twin = findTwin(await queryClient.fetchQuery(query), name);
      if (twin) {
        choose(twin.id, twin.name ?? name);
        toast(t.existingCustomer(twin.name ?? name));
        return;
      }
      const created = await createCustomer(name);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      choose(created.id, created.name ?? name);
    } catch (error) {
      feedback.error();
      await dialogs.error(errorText(t.headerError, reason(error)));
    } finally {
      setAdding(false);
    }
  };

  return { adding, add };
}
