import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { Role, type FamilyMember } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useChangeRole } from './api';
import { asksForPassword, fullName } from './family-rules';
import { PasswordConfirmModal } from './password-confirm-modal';

const ROLES = [Role.Admin, Role.Member] as const;

/** An Admin picks another member's role; the password is asked again when the server says so. */
export function MemberRoleMenu({ member }: { member: FamilyMember }) {
  const changeRole = useChangeRole();
  const name = fullName(member);
  const [asking, setAsking] = useState<{ role: string; reason: string; error: string | null } | null>(null);

  const send = (role: string, password?: string) =>
    changeRole.mutate(
      { userId: member.id, role: role === Role.Admin ? Role.Admin : Role.Member, ...(password ? { password } : {}) },
      {
        onSuccess: ({ description }) => {
          setAsking(null);
          showSuccess(description);
        },
        onError: (error) => {
          if (!asksForPassword(error)) {
            setAsking(null);
            showError(serverDescription(error));
          } else if (password) {
            setAsking((shown) => shown && { ...shown, error: serverDescription(error) });
          } else {
            setAsking({ role, reason: serverDescription(error), error: null });
          }
        },
      },
    );

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={160}>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            color={member.role === Role.Admin ? 'hearth' : 'gray'}
            rightSection={<IconChevronDown size={14} />}
            loading={changeRole.isPending && !asking}
            aria-label={`${member.role}: change the role of ${name}`}
          >
            {member.role}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Role of {name}</Menu.Label>
          {ROLES.map((role) => (
            <Menu.Item
              key={role}
              leftSection={
                role === member.role ? <IconCheck size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />
              }
              onClick={() => role !== member.role && send(role)}
            >
              {role}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {asking && (
        <PasswordConfirmModal
          title="Confirm your password"
          reason={`${asking.reason} ${name} will become ${asking.role === Role.Admin ? 'an Admin' : 'a Member'}.`}
          error={asking.error}
          pending={changeRole.isPending}
          confirmLabel="Change role"
          onConfirm={(password) => send(asking.role, password)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
