import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadCsv } from './download-csv';

interface CsvButtonProps {
  children?: string;
  /** The download's name, without .csv. */
  fileName: string;
  /** Built on click only: a three-year daily trend is a thousand lines nobody may ask for. */
  csv: () => string;
  disabled?: boolean;
}

export function CsvButton({ children = 'Download CSV', fileName, csv, disabled }: CsvButtonProps) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => downloadCsv(`${fileName}.csv`, csv())}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
