/** Chooses the item by its description (searched on the server once the typing pauses). */
import { useMemo } from 'react';
import { Loader, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../messages/it';
import { priceLabelKeys, searchItems, type LabelItem } from './api';
import { useDebounced } from './use-debounced';

const t = m.print;

export interface ItemSelectProps {
  item: LabelItem | null;
  search: string;
  onSearch: (search: string) => void;
  onItem: (item: LabelItem | null) => void;
}

export function ItemSelect({ item, search, onSearch, onItem }: ItemSelectProps) {
  const query = useDebounced(search.trim(), 250);
  const itemsQuery = useQuery({
    queryKey: priceLabelKeys.search(query),
    queryFn: () => searchItems(query),
    enabled: query.length >= 2 && query !== item?.description,
  });
  const options = useMemo(() => {
    const list = [...(itemsQuery.data ?? [])];
    if (item && !list.some((i) => i.id === item.id)) list.unshift(item);
    return list;
  }, [itemsQuery.data, item]);

  return (
    <Select
      label={t.item}
      placeholder={t.itemPlaceholder}
      searchable
      clearable
      data-testid="price-label-item"
      data={options.map((i) => ({ value: String(i.id), label: i.description || i.code }))}
      value={item ? String(item.id) : null}
      searchValue={search}
      onSearchChange={onSearch}
      onChange={(value) => onItem(options.find((i) => String(i.id) === value) ?? null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={query.length >= 2 && itemsQuery.isSuccess ? t.noItems : undefined}
      rightSection={itemsQuery.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ transitionProps: { duration: 0 } }}
    />
  );
}
