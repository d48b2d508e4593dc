/**
 * Live updates: who else is working on what the screen shows (decided here, the spec gives no text;
 * docs/decisions.md "Live updates and presence"). Part of the one catalog: `m.live`.
 */
export const live = {
  /** 'Anche Anna sta lavorando su questa lista' */
  alsoHere: (names: string, place: string) => `Anche ${names} sta lavorando su ${place}`,
  /** 'Anche Anna e Bruno stanno lavorando su questa lista' */
  alsoHereMany: (names: string, place: string) => `Anche ${names} stanno lavorando su ${place}`,
  /** Joins the last two names: 'Anna, Bruno e Carla'. */
  and: 'e',
  places: {
    list: 'questa lista',
    supply: 'questo approvvigionamento',
    order: 'questo ordine',
    document: 'questo documento',
    inventory: 'questo inventario',
    project: 'questo progetto',
  },
} as const;

export type LivePlace = keyof typeof live.places;
