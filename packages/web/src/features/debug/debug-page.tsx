import { useState } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { showSuccess } from '../../lib/toasts';
import { PageTitle } from '../../components/page-title';

export function DebugPage() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries();
      showSuccess('All cached data has been refreshed.');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <PageTitle>Debug Page</PageTitle>
      <Paper withBorder radius="md" p="lg" maw={560}>
        <Text mb="md">Reloads every piece of data this browser keeps from the server.</Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => void refresh()} loading={refreshing}>
          Update Context Data
        </Button>
      </Paper>
    </>
  );
}
