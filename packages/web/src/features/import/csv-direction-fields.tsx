import { Select, SimpleGrid, Switch, TagsInput } from '@mantine/core';
import type { CsvLayout } from '@hearth/contract';

interface CsvDirectionFieldsProps {
  layout: CsvLayout;
  columns: { value: string; label: string }[];
  set: (changes: Partial<CsvLayout>) => void;
}

const pick = (value: number | null) => (value === null ? null : String(value));
const toNumber = (value: string | null) => (value === null ? null : Number(value));
/** Values are compared in lower case; an empty cell is its own choice, as a tag cannot be empty. */
const typed = (values: string[]) => values.filter((value) => value !== '');
const words = (values: string[]) => [...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean))];

/**
 * Which way each row's money went, when a column says it (Af/Bij, D/C, S/H, Debit/Credit, CR after the
 * amount), and which rows are pending: a status column, or a start date without a booking date.
 */
export function CsvDirectionFields({ layout, columns, set }: CsvDirectionFieldsProps) {
  const outValues = layout.outValues ?? [];
  const blankIsOut = outValues.includes('');
  const direction = layout.directionColumn ?? null;
  const status = layout.statusColumn ?? null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Select
        label="Direction column"
        description="A column saying which way the money went"
        placeholder="None: the amount's sign says it"
        data={columns}
        value={pick(direction)}
        onChange={(value) => set({ directionColumn: toNumber(value) })}
        clearable
      />
      {direction !== null && (
        <>
          <TagsInput
            label="Values meaning money out"
            description="Press Enter after each, such as Af, D or Debit"
            value={typed(outValues)}
            onChange={(values) => set({ outValues: [...words(values), ...(blankIsOut ? [''] : [])] })}
          />
          <Switch
            label="An empty cell means money out (a card statement marking payments CR)"
            checked={blankIsOut}
            onChange={(event) =>
              set({ outValues: [...typed(outValues), ...(event.currentTarget.checked ? [''] : [])] })
            }
            mt={{ base: 0, sm: 'xl' }}
          />
        </>
      )}
      <Select
        label="Status column"
        description="Rows whose status says pending are left out"
        placeholder="None"
        data={columns}
        value={pick(status)}
        onChange={(value) => set({ statusColumn: toNumber(value) })}
        clearable
      />
      {status !== null && (
        <TagsInput
          label="Values meaning pending"
          description="Press Enter after each, such as Pending"
          value={layout.pendingValues ?? []}
          onChange={(values) => set({ pendingValues: words(values) })}
        />
      )}
      <Select
        label="Start date"
        description="With it and no booking date, a row is pending"
        placeholder="None"
        data={columns}
        value={pick(layout.startDateColumn ?? null)}
        onChange={(value) => set({ startDateColumn: toNumber(value) })}
        clearable
      />
    </SimpleGrid>
  );
}
