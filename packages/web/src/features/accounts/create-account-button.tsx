import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** Opens the editor for a new account; `to` may carry the type to start with. */
export function CreateAccountButton({ to = '/account/' }: { to?: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} />}>
      Create Account
    </Button>
  );
}
