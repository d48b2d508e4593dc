/**
 * The labels the product ships (spec packing-inventory-labels.md section 7), for Zebra-compatible
 * printers at 203 dpi (8 dots/mm). Installed at start-up (install-templates.ts) when no template of that name
 * exists; an administrator may edit them afterwards (print_templates). Fields: docs/printing.md.
 *
 * Every text field has `^FB` (width, at most N lines) and its placeholder a `cut:N`, so a long
 * value wraps inside its box and is cut with '...' instead of running off the label.
 */

import { LOGISTIC_LABEL_203, LOGISTIC_LABEL_300 } from './logistic-label';

/** Order (shipping) label, 100 × 150 mm: customer, package n of m, package barcode, ten item lines. */
export const ORDER_LABEL = [
  '^XA',
  '^CI28',
  '^PW800',
  '^LL1200',
  '^FO30,30^A0N,28,28^FH^FD{{current_date}}^FS',
  '^FO400,30^A0N,28,28^FB370,1,0,R^FH^FDCod. cliente {{customer_external_code|cut:16}}^FS',
  '^FO30,80^A0N,42,42^FB740,2,4,L^FH^FD{{customer_name|cut:60}}^FS',
  '^FO30,180^A0N,32,32^FB740,1,0,L^FH^FD{{customer_address|cut:44}}^FS',
  '^FO30,222^A0N,32,32^FB740,1,0,L^FH^FD{{customer_postal_code|cut:10}} {{customer_locality|cut:28}} {{customer_province|cut:4}}^FS',
  '^FO30,275^GB740,3,3^FS',
  '^FO30,295^A0N,40,40^FH^FDCollo {{package_incremental}} di {{project_packages_number}}^FS',
  '^FO30,350^BY3{{package_name|code128:110}}',
  '^FO30,510^GB740,3,3^FS',
  ...Array.from({ length: 10 }, (_, i) => {
    const y = 525 + i * 66;
    return (
      `^FO30,${y}^A0N,26,26^FB90,1,0,R^FH^FD{{item_${i}_quantity|cut:6}}^FS` +
      `^FO140,${y}^A0N,26,26^FB630,2,2,L^FH^FD{{item_${i}_description|cut:84}}^FS`
    );
  }),
  '^XZ',
].join('\n');

/** Package label, 100 × 50 mm: the package name in clear and as a Code 128 barcode. */
export const PACKAGE_LABEL = [
  '^XA',
  '^CI28',
  '^PW800',
  '^LL400',
  '^FO30,25^A0N,56,56^FB740,1,0,C^FH^FD{{package_name|cut:26}}^FS',
  '^FO60,110^BY3{{package_name|code128:200}}',
  '^XZ',
].join('\n');

/** Price label (cartellino), 60 × 40 mm: description, code, external code, price in euro, barcode. */
export const PRICE_LABEL = [
  '^XA',
  '^CI28',
  '^PW480',
  '^LL320',
  '^FO20,15^A0N,26,26^FB440,2,2,L^FH^FD{{item_description|cut:60}}^FS',
  '^FO20,80^A0N,22,22^FB270,1,0,L^FH^FDCod. {{item_code|cut:15}}^FS',
  '^FO300,80^A0N,22,22^FB160,1,0,R^FH^FDID {{item_external_code|cut:9}}^FS',
  '^FO20,112^A0N,64,64^FB440,1,0,L^FH^FD€ {{item_retail_price|price}}^FS',
  '^FO70,195^BY2{{item_barcode|barcode:80}}',
  '^XZ',
].join('\n');

/** The generic single-barcode label (any code, 100 × 50 mm). */
export const BARCODE_LABEL = [
  '^XA',
  '^CI28',
  '^PW800',
  '^LL400',
  '^FO60,60^BY3{{barcode|code128:200}}',
  '^XZ',
].join('\n');

/** Template names as the screens and the packing module ask for them. */
export const TEMPLATE_NAMES = {
  order: 'etichetta_ordine',
  package: 'etichetta_collo',
  price: 'cartellino_prezzo',
  barcode: 'barcode_singolo',
  /** GS1 logistic label (SSCC), used by order packing and package preparation once a prefix is set. */
  logistic: 'etichetta_logistica_gs1',
  logistic300: 'etichetta_logistica_gs1_300dpi',
} as const;

export const SHIPPED_TEMPLATES = [
  { name: TEMPLATE_NAMES.order, description: 'Etichetta ordine (spedizione) 100×150 mm', body: ORDER_LABEL },
  { name: TEMPLATE_NAMES.package, description: 'Etichetta collo 100×50 mm', body: PACKAGE_LABEL },
  { name: TEMPLATE_NAMES.price, description: 'Cartellino prezzo 60×40 mm', body: PRICE_LABEL },
  { name: TEMPLATE_NAMES.barcode, description: 'Barcode singolo 100×50 mm', body: BARCODE_LABEL },
  {
    name: TEMPLATE_NAMES.logistic,
    description: 'Etichetta logistica GS1 (SSCC) 4×6 in, 203 dpi',
    body: LOGISTIC_LABEL_203,
  },
  {
    name: TEMPLATE_NAMES.logistic300,
    description: 'Etichetta logistica GS1 (SSCC) 4×6 in, 300 dpi',
    body: LOGISTIC_LABEL_300,
  },
] as const;
