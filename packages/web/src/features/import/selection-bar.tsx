import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { SubcategorySelect } from '../../components/subcategory-select';

interface SelectionBarProps {
  count: number;
  onApply: (subCategoryId: number | null) => Promise<unknown>;
  onClear: () => void;
}

const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/** For the rows ticked in the preview: one subcategory for all of them, or a way to untick them. */
export function SelectionBar({ count, onApply, onClear }: SelectionBarProps) {
  const [subCategoryId, setSubCategoryId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const apply = async () => {
    setApplying(true);
    try {
      await onApply(subCategoryId);
    } finally {
      setApplying(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="hearth.0" component="section" aria-label="Selected rows">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={500} style={{ alignSelf: 'center' }}>
          {rows(count)} selected
        </Text>
        <SubcategorySelect
          label="Subcategory"
          placeholder="No subcategory"
          size="sm"
          value={subCategoryId}
          onChange={(id) => setSubCategoryId(id)}
          comboboxProps={{ withinPortal: true }}
          miw={220}
          style={{ flex: '1 1 220px' }}
        />
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconCategory size={16} />} onClick={apply} loading={applying}>
            Apply to {rows(count)}
          </Button>
          <Button variant="default" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
