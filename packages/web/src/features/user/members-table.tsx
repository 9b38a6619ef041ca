import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { Role, type FamilyMember } from '@hearth/contract';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { fullName } from './family-rules';
import { MemberRoleMenu } from './member-role-menu';
import { LeaveFamilyButton, RemoveMemberButton } from './member-removal';

interface MembersTableProps {
  members: FamilyMember[];
  /** Admins change roles and remove others; everyone else reads the list. */
  admin: boolean;
}

function RoleBadge({ role }: { role: string }) {
  return (
    <Badge variant="light" color={role === Role.Admin ? 'hearth' : 'gray'}>
      {role}
    </Badge>
  );
}

/** The family's members with their roles; the user's own row offers to leave. */
export function MembersTable({ members, admin }: MembersTableProps) {
  return (
    <StackedTable minWidth={560} verticalSpacing="xs" highlightOnHover aria-label="Members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => (
          <Table.Tr key={member.id}>
            <StackedCell kind="title">
              {fullName(member)}
              {member.isCurrentUser && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  (you)
                </Text>
              )}
            </StackedCell>
            <StackedCell kind="detail">{member.email}</StackedCell>
            <StackedCell kind="marker">
              {admin && !member.isCurrentUser ? <MemberRoleMenu member={member} /> : <RoleBadge role={member.role} />}
            </StackedCell>
            <StackedCell kind="action" ta="right">
              {member.isCurrentUser ? <LeaveFamilyButton /> : admin && <RemoveMemberButton member={member} />}
            </StackedCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
