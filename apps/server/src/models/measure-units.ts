import { defaultDivisible } from '@warehouse/shared';
import { defineModel } from './define';

/**
 * Measure units. `divisible`: quantities in this unit may have decimals (KG, M); PZ and CF are
 * counted whole. A unit created without it gets the default of its code (quantity-limits).
 */
export const measureUnits = defineModel({
  name: 'measure_units',
  singular: 'measure_unit',
  columns: { name: 'string', code: 'string', divisible: 'boolean' },
  writable: ['name', 'code', 'divisible'],
  required: ['name'],
  hooks: {
    async beforeCreate(values, { dialect }) {
      if (values.divisible != null) return;
      const divisible = defaultDivisible((values.code as string | null) ?? (values.name as string));
      values.divisible = dialect === 'sqlite' ? Number(divisible) : divisible;
    },
  },
});
