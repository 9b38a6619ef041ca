import type { CSSProperties, ReactNode } from 'react';
import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import classes from './stacked-table.module.css';

/**
 * What a cell is to a phone, where the table becomes stacked rows:
 * - `title`: the row's name, first on the row's line, wrapping rather than cut;
 * - `amount`: right of the title, never wrapped;
 * - `marker`: a small flag icon after the amount;
 * - `action`: the row's main action, at the end of the line;
 * - `lead`: a small icon before the title;
 * - `detail`: a line of its own below, after its label;
 * - `phone-hidden`: left out on a phone (a repeat of what another cell says).
 * The column headings are not shown on a phone, but for a heading cell marked `data-phone-visible` (a
 * select-all box).
 */
export type StackedKind = 'title' | 'amount' | 'marker' | 'action' | 'lead' | 'detail' | 'phone-hidden';

interface StackedTableProps extends TableProps {
  /** The width below which the table scrolls sideways inside its box, from the sm breakpoint up. */
  minWidth?: number;
  /** On a phone, the width of the rows' lead cell (an icon, a number): details line up under the title. */
  leadWidth?: number;
  children: ReactNode;
}

/** A table from the sm breakpoint up; stacked rows of title, amount and action on a phone. */
export function StackedTable({ minWidth, leadWidth, className, style, children, ...tableProps }: StackedTableProps) {
  const variables = {
    '--stacked-table-min-width': minWidth ? `${minWidth}px` : undefined,
    '--stacked-table-lead-width': leadWidth ? `${leadWidth}px` : undefined,
    '--stacked-table-indent': leadWidth ? `calc(${leadWidth}px + var(--mantine-spacing-sm))` : undefined,
  } as CSSProperties;
  return (
    <div className={classes.scroll}>
      <Table
        className={className ? `${classes.table} ${className}` : classes.table}
        style={[variables, style]}
        {...tableProps}
      >
        {children}
      </Table>
    </div>
  );
}

interface StackedCellProps extends TableTdProps {
  kind: StackedKind;
  /** Said before a detail's value on a phone, where the column headings are not shown. */
  label?: string;
  children?: ReactNode;
}

/** A cell of a StackedTable, placed on a phone by what it is. */
export function StackedCell({ kind, label, children, ...tdProps }: StackedCellProps) {
  return (
    <Table.Td data-slot={kind} data-label={label} {...tdProps}>
      {children}
    </Table.Td>
  );
}
