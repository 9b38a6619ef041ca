import { Link, useNavigate } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import type { ScenarioListRow } from './scenario-rows';
import { StackedCell, StackedTable } from '../../components/stacked-table';

export function ScenariosTable({ rows }: { rows: ScenarioListRow[] }) {
  const navigate = useNavigate();
  return (
    <StackedTable minWidth={560} verticalSpacing="xs" highlightOnHover aria-label="Scenarios">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Scenario</Table.Th>
          <Table.Th ta="right" w={170} style={{ whiteSpace: 'nowrap' }}>
            Schedules Altered
          </Table.Th>
          <Table.Th>Effected Schedules</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          // The name is the keyboard's way in; the whole row answers a pointer.
          <Table.Tr key={row.id} onClick={() => navigate(`/scenario/${row.id}`)} style={{ cursor: 'pointer' }}>
            <StackedCell kind="title">
              <Anchor
                component={Link}
                to={`/scenario/${row.id}`}
                size="sm"
                onClick={(event) => event.stopPropagation()}
              >
                {row.name}
              </Anchor>
            </StackedCell>
            <StackedCell kind="detail" label="Schedules Altered" ta="right">
              {row.altered}
            </StackedCell>
            <StackedCell kind="detail" label="Effected Schedules">
              <Text span size="sm" c={row.effected ? undefined : 'dimmed'}>
                {row.effected || 'None yet'}
              </Text>
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
