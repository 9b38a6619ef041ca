import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { WaitForUserToday } from '../../lib/wait-for-user-today';
import { errorMessage } from '../../api/client';
import { DateField } from '../../components/date-field';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { tagsDetailedQuery } from './api';
import { defaultTagPeriod, filterTags } from './tag-list';
import { TagsTable } from './tags-table';

interface Period {
  fromDate: string | null;
  toDate: string | null;
}

/** Tags with how often and how much they were used in a period (the last twelve months at first). */
export function TagsPage() {
  // Twelve months back from the user's today (their profile's time zone), not the browser's.
  return <WaitForUserToday title="Tags">{(today) => <TagsList today={today} />}</WaitForUserToday>;
}

function TagsList({ today }: { today: string }) {
  const [period, setPeriod] = useState<Period>(() => defaultTagPeriod(today));
  const [search, setSearch] = useState('');
  const [includeDeactivated, setIncludeDeactivated] = useState(false);
  const tags = useQuery(tagsDetailedQuery(period.fromDate, period.toDate));
  const shown = useMemo(
    () => filterTags(tags.data ?? [], { search, includeDeactivated }),
    [tags.data, search, includeDeactivated],
  );

  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/tag" leftSection={<IconPlus size={16} />}>
            Create New Tag
          </Button>
        }
      >
        Tags
      </PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField
              label="From"
              value={period.fromDate}
              onChange={(fromDate) => setPeriod((p) => ({ ...p, fromDate }))}
              w={170}
            />
            <DateField
              label="To"
              value={period.toDate}
              onChange={(toDate) => setPeriod((p) => ({ ...p, toDate }))}
              w={170}
            />
            <TextInput
              label="Search"
              placeholder="Tag name"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Switch
              label="Include Deactivated"
              checked={includeDeactivated}
              onChange={(event) => setIncludeDeactivated(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          {tags.isPending && <PageLoader />}
          {tags.isError && (
            <Alert color="red" variant="light" title="The tags could not be loaded">
              {errorMessage(tags.error)}
            </Alert>
          )}
          {tags.data && tags.data.length === 0 && (
            <Text c="dimmed">
              No tags yet. Create one to follow spending across categories, such as a holiday or a wedding.
            </Text>
          )}
          {tags.data && tags.data.length > 0 && shown.length === 0 && (
            <Text c="dimmed">
              {search.trim()
                ? 'No tags match this search.'
                : 'Every tag is deactivated: switch on Include Deactivated to see them.'}
            </Text>
          )}
          {shown.length > 0 && <TagsTable tags={shown} />}
        </Stack>
      </Paper>
    </>
  );
}
