/** Field selections of the picks lists (pure data: the server benchmark asks with them too). */

/**
 * What the picks lists read (the `a` field selection, api-v2.md): the pick's own quantities and
 * keys, its item with the codes a reading matches, stock, unit and locations, and its location.
 * Readings are not carried: a deletion reads the pick afresh (`fetchPick`). About a fifth of the
 * default answer for a 200-line list.
 */
export const PICKS_LIST_FIELDS = {
  only: 'id,project_id,document_id,item_id,location_id,quantity,quantity_detected,quantity_remaining,closed,lock_version',
  include: {
    item: {
      only: 'id,code,barcode,description,location_id,measure_unit_id,quantity,locked_quantity',
      include: {
        measure_unit: { only: 'id,name' },
        location: { only: 'id,name' },
        locations: { only: 'id,name' },
        additional_barcodes: { only: 'id,code' },
      },
    },
    location: { only: 'id,name' },
  },
};

/**
 * The same with each pick's readings (their ids and quantities: store rows delete and clear them;
 * who wrote them and when: an open dialog names who changed its figure, issue 41).
 */
export const PICKS_WITH_READINGS_FIELDS = {
  ...PICKS_LIST_FIELDS,
  include: {
    ...PICKS_LIST_FIELDS.include,
    project_rows: { only: 'id,pick_id,quantity,user_id,created_at' },
  },
};
