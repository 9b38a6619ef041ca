import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { PageLoader } from './page-loader';
import { PageTitle } from './page-title';

interface ListPageProps<T> {
  title: string;
  /** The title's Create button: its label and the address of a new record. */
  create: { label: string; to: string };
  records: UseQueryResult<T[]>;
  /** The alert's title when the list cannot be loaded. */
  errorTitle: string;
  /** What an empty list says instead of a table. */
  empty: string;
  /** The table of a list with at least one record. */
  children: (records: T[]) => ReactNode;
}

/** A page listing the family's records of one kind, with a Create button, on one card. */
export function ListPage<T>({ title, create, records, errorTitle, empty, children }: ListPageProps<T>) {
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} />}>
            {create.label}
          </Button>
        }
      >
        {title}
      </PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {records.isPending && <PageLoader />}
          {records.isError && (
            <Alert color="red" variant="light" title={errorTitle}>
              {errorMessage(records.error)}
            </Alert>
          )}
          {records.data && records.data.length === 0 && <Text c="dimmed">{empty}</Text>}
          {records.data && records.data.length > 0 && children(records.data)}
        </Stack>
      </Paper>
    </>
  );
}
