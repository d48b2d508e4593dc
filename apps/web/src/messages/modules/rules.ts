/**
 * The shared rules' refusals the screens show (@warehouse/shared), the same sentences the server
 * writes in Italian: `m.rules`, with the module screens' texts (messages/feature-messages.ts).
 */
import { quantityRefusalTexts, writeRefusalTexts } from '@warehouse/shared';

export const rules = {
  quantity: quantityRefusalTexts,
  projectConcluded: writeRefusalTexts.projectConcluded,
};
