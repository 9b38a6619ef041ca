import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/session/session-context';
import { familyQuery } from './api';
import { DataSection } from './data-section';
import { DeleteFamilyDialog } from './delete-family-dialog';
import { ExportDialog } from './export-dialog';
import { RestoreSection } from './restore-section';

type OpenDialog = 'export' | 'delete' | null;

/** The family's data is theirs: export it, restore an export, or delete the family (Admins). */
export function DataPage() {
  const { session } = useSession();
  const family = useQuery(familyQuery());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const token = session.status === 'signed-in' ? session.token : '';
  const familyName = family.data?.userAccountName ?? '';

  return (
    <>
      <PageTitle>Your data</PageTitle>
      <Stack gap="lg" maw={960}>
        <DataSection
          title="Export"
          description="Download every record of your family in one zip file: the data in a documented format that Hearth restores, a spreadsheet of all transactions and the attached files."
        >
          <Button onClick={() => setDialog('export')}>Export</Button>
        </DataSection>
        <RestoreSection />
        <DataSection
          title="Delete family"
          description="Deletes the family and everything it holds, every member's login and every file, for good."
        >
          <Button color="red" variant="outline" onClick={() => setDialog('delete')} disabled={!family.data}>
            Delete family
          </Button>
        </DataSection>
      </Stack>
      {dialog === 'export' && <ExportDialog token={token} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteFamilyDialog
          familyName={familyName}
          onExportFirst={() => setDialog('export')}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
