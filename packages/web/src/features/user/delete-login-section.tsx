import { useState } from 'react';
import { Button, Paper, Text, Title } from '@mantine/core';
import { DeleteLoginDialog } from './delete-login-dialog';

/** The way out of Hearth for one person: their login goes, the family keeps what they entered. */
export function DeleteLoginSection() {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Delete your login">
      <Title order={2} fz="lg">
        Delete your login
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Removes your login and what is personal about you. The family&apos;s accounts and transactions stay. The
        family&apos;s only Admin hands the role to another member first; the last member deletes the family instead.
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        Delete my login
      </Button>
      {open && <DeleteLoginDialog onClose={() => setOpen(false)} />}
    </Paper>
  );
}
