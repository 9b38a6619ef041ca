import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ImportNewThirdParty, ImportPreview, ImportRow } from '@hearth/contract';
import { AccountSelect } from '../../components/account-select';
import type { RowChanges, RowChoice } from './row-choices';
import {
  groupChanges,
  groupState,
  MAX_THIRD_PARTY_NAME,
  thirdPartyNameProblem,
  type GroupState,
  type GroupTarget,
} from './third-party-groups';

/** Proposed third parties per page: a statement of many payees stays a short list. */
const PAGE_SIZE = 8;

const rowsWord = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

const STATUS: Record<GroupState['kind'], { label: (state: GroupState) => string; color: string }> = {
  proposed: { label: () => 'To review', color: 'gray' },
  accepted: { label: () => 'Accepted', color: 'teal' },
  renamed: { label: (state) => `Renamed: ${state.kind === 'renamed' ? state.name : ''}`, color: 'blue' },
  mapped: { label: (state) => `Goes to ${state.kind === 'mapped' ? state.accountName : ''}`, color: 'grape' },
  mixed: { label: () => 'Rows changed one by one', color: 'yellow' },
  gone: { label: () => 'No row creates it', color: 'gray' },
};

interface NewThirdPartiesReviewProps {
  preview: ImportPreview;
  changes: RowChanges;
  /** Keeps new choices for rows (on the server); false when they were refused. */
  onChange: (next: ReadonlyMap<number, RowChoice>) => Promise<boolean>;
}

/**
 * The third parties Confirm Match would create, one per payee name the bank wrote (without payment codes,
 * numbers and references), each with its rows: the person accepts the name, renames it, or gives its rows
 * a third party the family already has. Nothing is created before Confirm Match.
 */
export function NewThirdPartiesReview({ preview, changes, onChange }: NewThirdPartiesReviewProps) {
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => new Map(preview.rows.map((row) => [row.rowNumber, row])), [preview.rows]);
  const groups = preview.newThirdParties;
  if (groups.length === 0) return null;
  const states = groups.map((group) => groupState(group, rows, changes));
  const open = groups.filter((_, i) => states[i]?.kind === 'proposed');
  const pages = Math.ceil(groups.length / PAGE_SIZE);
  const give = async (group: ImportNewThirdParty, target: GroupTarget) =>
    onChange(groupChanges(group, rows, changes, target));
  const acceptAll = async () => {
    setSaving(true);
    const all = new Map<number, RowChoice>();
    for (const group of open)
      for (const [rowNumber, choice] of groupChanges(group, rows, changes, {
        counterpartyId: null,
        counterpartyName: group.name,
      }))
        all.set(rowNumber, choice);
    try {
      await onChange(all);
    } finally {
      setSaving(false);
    }
  };
  const rowCount = groups.reduce((sum, group) => sum + group.rowNumbers.length, 0);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-third-parties-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="lg" id="new-third-parties-title">
              New third parties
            </Title>
            <Text size="sm" c="dimmed">
              Confirm Match creates {groups.length === 1 ? 'this third party' : `these ${groups.length} third parties`}{' '}
              for {rowsWord(rowCount)}. Accept a name, change it, or give its rows an account you already have; each
              transaction keeps the bank&apos;s own description.
            </Text>
          </Stack>
          {open.length > 0 && (
            <Button variant="default" leftSection={<IconCheck size={16} />} onClick={acceptAll} loading={saving}>
              Accept {open.length === 1 ? 'the one to review' : `all ${open.length} to review`}
            </Button>
          )}
        </Group>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {groups.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((group, i) => (
            <ThirdPartyGroup
              key={group.name}
              group={group}
              state={states[(page - 1) * PAGE_SIZE + i] as GroupState}
              examples={examplesOf(group, rows)}
              accountId={preview.accountId}
              onGive={(target) => give(group, target)}
            />
          ))}
        </Stack>
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages of new third parties" />
        )}
      </Stack>
    </Paper>
  );
}

/** Up to two different descriptions the bank wrote for a group's rows. */
function examplesOf(group: ImportNewThirdParty, rows: ReadonlyMap<number, ImportRow>): string[] {
  const seen = new Set<string>();
  for (const rowNumber of group.rowNumbers) {
    const description = rows.get(rowNumber)?.importedTransaction.description;
    if (description) seen.add(description);
    if (seen.size === 2) break;
  }
  return [...seen];
}

interface ThirdPartyGroupProps {
  group: ImportNewThirdParty;
  state: GroupState;
  examples: string[];
  accountId: number;
  onGive: (target: GroupTarget) => Promise<boolean>;
}

/** One proposed third party: its name and rows, and the choice of a name or an existing third party. */
function ThirdPartyGroup({ group, state, examples, accountId, onGive }: ThirdPartyGroupProps) {
  const [mode, setMode] = useState<'new' | 'existing'>(state.kind === 'mapped' ? 'existing' : 'new');
  const [name, setName] = useState(state.kind === 'renamed' ? state.name : group.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const status = STATUS[state.kind];
  const fieldId = `third-party-${group.rowNumbers[0]}`;
  const give = async (target: GroupTarget) => {
    setSaving(true);
    try {
      await onGive(target);
    } finally {
      setSaving(false);
    }
  };
  const saveName = () => {
    const found = thirdPartyNameProblem(name);
    setProblem(found);
    if (!found) void give({ counterpartyId: null, counterpartyName: name.trim() });
  };
  const unchanged = name.trim() === group.name;
  // Filled while the typed name is not yet the one kept for the rows.
  const kept = state.kind === 'renamed' ? state.name : group.name;
  const typedAnew = name.trim() !== kept;

  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={group.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {rowsWord(group.rowNumbers.length)}, such as {examples.map((example) => `“${example}”`).join(' and ')}
            </Text>
          </Stack>
          <Badge color={status.color} variant="light" style={{ maxWidth: '100%' }}>
            {status.label(state)}
          </Badge>
        </Group>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as 'new' | 'existing')}
          aria-label={`Third party of ${group.name}`}
          data={[
            { value: 'new', label: 'New third party' },
            { value: 'existing', label: 'Existing account' },
          ]}
          style={{ alignSelf: 'flex-start' }}
          disabled={state.kind === 'gone'}
        />
        {mode === 'new' ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              id={fieldId}
              size="sm"
              label="Name"
              value={name}
              maxLength={MAX_THIRD_PARTY_NAME + 20}
              error={problem}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') saveName();
              }}
              disabled={state.kind === 'gone'}
              style={{ flex: '1 1 12rem' }}
            />
            <Button
              size="sm"
              variant={typedAnew ? 'filled' : 'light'}
              onClick={saveName}
              loading={saving}
              disabled={state.kind === 'gone'}
            >
              {unchanged ? 'Accept' : 'Rename'}
            </Button>
          </Group>
        ) : (
          <AccountSelect
            size="sm"
            label="Account"
            placeholder="Choose an account"
            accountTypeId={0}
            exclude={[accountId]}
            value={state.kind === 'mapped' ? state.accountId : null}
            clearable={false}
            disabled={state.kind === 'gone' || saving}
            onChange={(id, account) =>
              id !== null && void give({ counterpartyId: id, counterpartyName: account?.name ?? group.name })
            }
            comboboxProps={{ withinPortal: true }}
            maw={420}
          />
        )}
      </Stack>
    </Paper>
  );
}
