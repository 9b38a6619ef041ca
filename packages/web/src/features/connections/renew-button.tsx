import { Button, type ButtonProps } from '@mantine/core';
import type { Connection } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError } from '../../lib/toasts';
import { useRenewConnection } from './api';

/** Opens the bank's consent page again for a connection: its links stay, only the access is renewed. */
export function RenewButton({ connection, ...props }: { connection: Connection } & ButtonProps) {
  const renew = useRenewConnection();
  return (
    <Button
      {...props}
      onClick={() =>
        renew.mutate(connection.id, {
          onSuccess: (url) => window.location.assign(url),
          onError: (error) => showError(serverDescription(error)),
        })
      }
      loading={renew.isPending}
    >
      Renew access
    </Button>
  );
}
