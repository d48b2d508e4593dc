import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/** Every entity of both specification documents. */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const t = (...args: Parameters<typeof createTable> extends [unknown, unknown, ...infer R] ? R : never) =>
    createTable(db, dialect, ...args);

  await t('plants', [
    ['name', 'string', { notNull: true }],
    ['code', 'string'],
  ]);
  await t(
    'locations',
    [
      ['name', 'string', { notNull: true }],
      ['code', 'string'],
      ['description', 'text'],
      ['plant_id', 'ref:plants', { onDelete: 'set null' }],
    ],
    { indexes: [['name'], ['code']] },
  );
  await t('branches', [
    ['code', 'string', { notNull: true, unique: true }],
    ['name', 'string'],
  ]);
  await t(
    'users',
    [
      ['email', 'string', { notNull: true, unique: true }],
      ['name', 'string'],
      ['password_digest', 'string', { notNull: true }],
      ['atoken', 'string', { unique: true }],
      ['admin', 'boolean', { notNull: true, default: false }],
      ['location_id', 'ref:locations', { onDelete: 'set null' }],
      ['plant_id', 'ref:plants', { onDelete: 'set null' }],
      ['avatar_url', 'string'],
      ['next_valid_session', 'datetime'],
    ],
    {},
  );
  await t('roles', [
    ['name', 'string', { notNull: true, unique: true }],
    ['description', 'text'],
  ]);
  await t(
    'user_roles',
    [
      ['user_id', 'ref:users', { notNull: true, onDelete: 'cascade' }],
      ['role_id', 'ref:roles', { notNull: true, onDelete: 'cascade' }],
    ],
    { primaryKey: ['user_id', 'role_id'], timestamps: false },
  );
  await t('permissions', [
    ['role_id', 'ref:roles', { notNull: true, onDelete: 'cascade' }],
    ['predicate', 'string', { notNull: true }], // can | cannot
    ['action', 'string', { notNull: true }], // manage | read | create | update | destroy
    ['model', 'string', { notNull: true }], // a model name or all
  ]);
  await t(
    'settings',
    [
      ['ns', 'string', { notNull: true }],
      ['key', 'string', { notNull: true }],
      ['raw', 'text'],
    ],
    { uniques: [['ns', 'key']] },
  );
  await t(
    'project_typologies',
    [
      ['title', 'string', { notNull: true }],
      ['description', 'string'],
      ['inventory', 'boolean', { notNull: true, default: false }],
      ['picking', 'boolean', { notNull: true, default: false }],
      ['free', 'boolean', { notNull: true, default: false }],
    ],
    { indexes: [['title']] },
  );
  const party = [
    ['name', 'string', { notNull: true }],
    ['external_code', 'string'],
    ['address', 'string'],
    ['postal_code', 'string'],
    ['locality', 'string'],
    ['province', 'string'],
    ['vat_number', 'string'],
  ] as const;
  await t('customers', [...party.map((c) => [...c] as never)], { indexes: [['name'], ['external_code']] });
  await t('suppliers', [...party.map((c) => [...c] as never)], { indexes: [['name'], ['external_code']] });
  await t(
    'addresses',
    [['customer_id', 'ref:customers', { onDelete: 'cascade' }], ...party.map((c) => [...c] as never)],
    { indexes: [['name']] },
  );
  await t('transport_means', [
    ['name', 'string', { notNull: true }],
    ['flag_agent', 'boolean', { notNull: true, default: false }],
  ]);
  await t(
    'projects',
    [
      ['name', 'string', { notNull: true }],
      ['description', 'text'],
      ['project_typology_id', 'ref:project_typologies'],
      ['customer_id', 'ref:customers', { onDelete: 'set null' }],
      ['supplier_id', 'ref:suppliers', { onDelete: 'set null' }],
      ['address_id', 'ref:addresses', { onDelete: 'set null' }],
      ['transport_mean_id', 'ref:transport_means', { onDelete: 'set null' }],
      ['plant_id', 'ref:plants', { onDelete: 'set null' }],
      ['branch_id', 'ref:branches', { onDelete: 'set null' }],
      ['closed', 'boolean', { notNull: true, default: false }],
      ['partial', 'boolean', { notNull: true, default: false }],
      ['prepared', 'boolean', { notNull: true, default: false }],
      ['delivered', 'boolean', { notNull: true, default: false }],
      ['suspended', 'boolean', { notNull: true, default: false }],
      ['store', 'boolean', { notNull: true, default: false }],
      ['serie', 'integer'],
      ['year', 'integer'],
      ['external_code', 'string'],
      ['project_date', 'date'],
      ['estimated_shipping_date', 'date'],
      ['payment_code', 'string'],
      ['package_number', 'integer'],
      ['operator', 'string'],
      ['zone', 'string'],
      ['notes', 'text'],
    ],
    { lockVersion: true, indexes: [['name'], ['updated_at']] },
  );
  await t('measure_units', [
    ['name', 'string', { notNull: true }],
    ['code', 'string'],
  ]);
  await t(
    'items',
    [
      ['code', 'string', { notNull: true }],
      ['barcode', 'string'],
      ['description', 'string'],
      ['measure_unit_id', 'ref:measure_units', { onDelete: 'set null' }],
      ['location_id', 'ref:locations', { onDelete: 'set null' }],
      ['quantity', 'decimal', { notNull: true, default: 0 }],
      ['locked_quantity', 'decimal', { notNull: true, default: 0 }],
      ['external_code', 'string'],
      ['retail_price', 'decimal'],
    ],
    { lockVersion: true, indexes: [['code'], ['barcode'], ['description']] },
  );
  await t(
    'additional_barcodes',
    [
      ['item_id', 'ref:items', { notNull: true, onDelete: 'cascade' }],
      ['code', 'string', { notNull: true }],
    ],
    { indexes: [['code']] },
  );
  await t(
    'item_locations',
    [
      ['item_id', 'ref:items', { notNull: true, onDelete: 'cascade' }],
      ['location_id', 'ref:locations', { notNull: true, onDelete: 'cascade' }],
    ],
    { primaryKey: ['item_id', 'location_id'], timestamps: false },
  );
  await t(
    'serials',
    [
      ['item_id', 'ref:items', { notNull: true, onDelete: 'cascade' }],
      ['code', 'string', { notNull: true }],
    ],
    { uniques: [['item_id', 'code']] },
  );
  await t(
    'documents',
    [
      ['project_id', 'ref:projects', { onDelete: 'cascade' }],
      ['parent_id', 'ref:documents', { onDelete: 'cascade' }],
      ['location_id', 'ref:locations', { onDelete: 'set null' }],
      ['item_id', 'ref:items', { onDelete: 'set null' }],
      ['customer_id', 'ref:customers', { onDelete: 'set null' }],
      ['supplier_id', 'ref:suppliers', { onDelete: 'set null' }],
      ['name', 'string', { notNull: true }],
      ['code', 'string'],
      ['description', 'text'],
      ['issued_at', 'date'],
      ['closed', 'boolean', { notNull: true, default: false }],
      ['partial', 'boolean', { notNull: true, default: false }],
      ['quantity_detected', 'decimal', { notNull: true, default: 0 }],
    ],
    { lockVersion: true, indexes: [['project_id', 'name']] },
  );
  await t(
    'packages',
    [
      ['project_id', 'ref:projects', { onDelete: 'cascade' }],
      ['name', 'string'],
      ['incremental', 'integer'],
      ['closed', 'boolean', { notNull: true, default: false }],
      ['shipped', 'boolean', { notNull: true, default: false }],
      ['shipping_date', 'datetime'],
      ['width', 'decimal'],
      ['depth', 'decimal'],
      ['height', 'decimal'],
      ['weight', 'decimal'],
    ],
    { lockVersion: true, indexes: [['name']] },
  );
  await t(
    'picks',
    [
      ['project_id', 'ref:projects', { notNull: true, onDelete: 'cascade' }],
      ['document_id', 'ref:documents', { onDelete: 'cascade' }],
      ['item_id', 'ref:items', { notNull: true }],
      ['location_id', 'ref:locations', { onDelete: 'set null' }],
      ['user_id', 'ref:users', { onDelete: 'set null' }],
      ['quantity', 'decimal', { notNull: true, default: 0 }],
      ['quantity_detected', 'decimal', { notNull: true, default: 0 }],
      ['quantity_remaining', 'decimal', { notNull: true, default: 0 }],
      ['closed', 'boolean', { notNull: true, default: false }],
      ['external_code', 'string'],
      ['notes', 'text'],
    ],
    { lockVersion: true, indexes: [['project_id', 'item_id']] },
  );
  await t(
    'project_rows',
    [
      ['project_id', 'ref:projects', { onDelete: 'cascade' }],
      ['pick_id', 'ref:picks', { onDelete: 'cascade' }],
      ['document_id', 'ref:documents', { onDelete: 'cascade' }],
      ['location_id', 'ref:locations', { onDelete: 'set null' }],
      ['item_id', 'ref:items'],
      ['serial_id', 'ref:serials', { onDelete: 'set null' }],
      ['package_id', 'ref:packages', { onDelete: 'set null' }],
      ['user_id', 'ref:users', { onDelete: 'set null' }],
      ['description', 'string'],
      ['quantity', 'decimal', { notNull: true, default: 0 }],
      ['code', 'string'],
      ['notes', 'text'],
      ['external_reference', 'string'],
    ],
    { lockVersion: true, indexes: [['code']] },
  );
  await t('tracks', [
    ['project_row_id', 'ref:project_rows', { notNull: true, onDelete: 'cascade' }],
    ['location_id', 'ref:locations', { onDelete: 'set null' }],
    ['last_seen_at', 'datetime', { notNull: true }],
  ]);
  await t(
    'attachments',
    [
      ['owner_model', 'string', { notNull: true }], // packages | projects
      ['owner_id', 'integer', { notNull: true }],
      ['field', 'string', { notNull: true }], // pictures | signatures
      ['filename', 'string', { notNull: true }],
      ['content_type', 'string', { notNull: true }],
      ['byte_size', 'integer', { notNull: true }],
      ['storage_key', 'string', { notNull: true, unique: true }],
    ],
    { indexes: [['owner_model', 'owner_id']] },
  );
  await t(
    'printers',
    [
      ['name', 'string', { notNull: true }],
      ['plant_id', 'ref:plants', { onDelete: 'set null' }],
      ['host', 'string'],
      ['port', 'integer'],
      ['default', 'boolean', { notNull: true, default: false }],
      ['description', 'text'],
    ],
    { indexes: [['name']] },
  );
  await t('print_templates', [
    ['name', 'string', { notNull: true, unique: true }],
    ['description', 'text'],
    ['body', 'text', { notNull: true }],
  ]);
  await t('print_jobs', [
    ['printer_id', 'ref:printers', { notNull: true, onDelete: 'cascade' }],
    ['print_template_id', 'ref:print_templates', { onDelete: 'set null' }],
    ['user_id', 'ref:users', { onDelete: 'set null' }],
    ['copies', 'integer', { notNull: true, default: 1 }],
    ['payload', 'text', { notNull: true }],
    ['status', 'string', { notNull: true }],
  ]);
  await t(
    'idempotency_keys',
    [
      ['user_id', 'integer', { notNull: true }],
      ['key', 'string', { notNull: true }],
      ['method', 'string', { notNull: true }],
      ['path', 'text', { notNull: true }],
      ['status', 'integer'], // null while the first request runs
      ['response', 'text'],
    ],
    { uniques: [['user_id', 'key']], indexes: [['created_at']] },
  );
}
