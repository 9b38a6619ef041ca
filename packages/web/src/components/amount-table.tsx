import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';
import { Money } from './money';

interface AmountTableProps {
  'aria-label': string;
  /** The headings of the columns before the Amount column. */
  headings: readonly string[];
  /** One AmountRow per item. */
  children: ReactNode;
  total: number;
  verticalSpacing?: TableProps['verticalSpacing'];
}

/** Items with their amounts in the last column, and the Total below them. */
export function AmountTable({ 'aria-label': label, headings, children, total, verticalSpacing }: AmountTableProps) {
  return (
    <Table verticalSpacing={verticalSpacing} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading) => (
            <Table.Th key={heading}>{heading}</Table.Th>
          ))}
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={headings.length}>Total</Table.Th>
          <Table.Th ta="right">
            <Money amount={total} fw={700} />
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** A row of an AmountTable: its own cells, one per heading, then the amount. */
export function AmountRow({ amount, children }: { amount: number; children: ReactNode }) {
  return (
    <Table.Tr>
      {children}
      <Table.Td ta="right">
        <Money amount={amount} />
      </Table.Td>
    </Table.Tr>
  );
}
