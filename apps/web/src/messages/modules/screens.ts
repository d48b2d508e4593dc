/**
 * The module screens' titles (their headers), with the module screens' texts: out of the entry
 * (messages/feature-messages.ts), as no screen before a module's uses them.
 */
export const screens = {
  orderSelection: 'Selezione Ordine',
  orderManagement: 'Gestione Ordine',
  pickingSelection: 'Liste di Prelievo',
  pickingManagement: 'Prelievo da Magazzino',
  projectSelection: 'Preparazione Colli',
  projectManagement: 'Gestione Preparazione',
  packageSelection: 'Carico Camion',
  packageManagement: 'Carico Camion',
  incoming: 'Ingresso Merce',
  incomingDetail: 'Ingresso Merce',
  outgoing: 'Uscita Merce',
  outgoingDetail: 'Uscita Merce',
  storeSelection: 'Negozio',
  storeManagement: 'Negozio',
  priceLabel: 'Stampa Cartellino',
  inventorySelection: 'Inventario',
  inventoryDocuments: 'Inventario - Documenti',
  inventoryList: 'Inventario a Lista',
  inventoryFree: 'Inventario Libero',
  inventoryMixed: 'Inventario Misto',
  movement: 'Movimentazione',
};
