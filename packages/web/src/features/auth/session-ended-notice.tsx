import { Alert } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { SESSION_ENDED_MESSAGE } from '../../lib/session/session-logic';

/** Said once, above the login, when a session ended (signed out elsewhere, expired or removed). */
export function SessionEndedNotice() {
  return (
    <Alert color="orange" variant="light" icon={<IconClockX size={18} />}>
      {SESSION_ENDED_MESSAGE}
    </Alert>
  );
}
