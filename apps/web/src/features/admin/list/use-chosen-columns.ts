/** The columns a user chose for a resource's list, remembered on this device. */
import { useLocalStorage } from '@mantine/hooks';
import type { ColumnDescriptor, ResourceDescriptor } from '../types';

export function useChosenColumns(resource: ResourceDescriptor) {
  const [chosen, setChosen] = useLocalStorage<string[]>({
    key: `warehouse.admin.columns.${resource.name}`,
    defaultValue: resource.columns.filter((c) => !c.hidden).map((c) => c.key),
    getInitialValueInEffect: false,
  });
  const visible: ColumnDescriptor[] = resource.columns.filter((c) => chosen.includes(c.key));
  return { chosen, setChosen, visible: visible.length > 0 ? visible : resource.columns.slice(0, 1) };
}
