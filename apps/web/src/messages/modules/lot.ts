/** 'Dov'è questo lotto?' on the handheld (issue 34). */
export const lot = {
  title: "Dov'è questo lotto?",
  homeEntry: "DOV'È QUESTO LOTTO?",
  field: 'Lotto, TAG o barcode',
  hint: 'Leggere il barcode del lotto (GS1) o un TAG, oppure scrivere il lotto',
  search: 'Cerca',
  searching: 'Ricerca in corso...',
  notFound: (code: string) => `Nessun lotto trovato per «${code}»`,
  noStock: 'Nessuna merce di questo lotto in magazzino',
  item: (code: string, description: string) => `${code} ${description}`.trim(),
  lotLine: (code: string) => `Lotto ${code}`,
  expiry: (date: string) => `Scadenza ${date}`,
  place: 'Dove',
  quantity: 'Quantità',
  inPackage: (name: string) => `Collo ${name} (da spedire)`,
  inOrder: (name: string) => `Ordine ${name} (non imballato)`,
  unknownPlace: 'Ubicazione non indicata',
  total: (quantity: string, unit: string) => `In magazzino: ${quantity} ${unit}`.trim(),
  unreconciled: (quantity: string) =>
    `Attenzione: ${quantity} non riconciliati (vedi tracciabilità in back office)`,
};
