import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ImportDateOrder, ImportPreview } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useChangeDateOrder } from './api';

const ORDER_LABELS: Record<ImportDateOrder, string> = {
  DMY: 'Day/Month/Year',
  MDY: 'Month/Day/Year',
  YMD: 'Year-Month-Day',
};

interface DateOrderChoiceProps {
  preview: ImportPreview;
  onPreview: (preview: ImportPreview) => void;
}

/**
 * For a QIF file whose dates read more than one way (05/01/26: 5 January or May 1): the order Hearth
 * read them in, and the others the file allows, to read it again with.
 */
export function DateOrderChoice({ preview, onPreview }: DateOrderChoiceProps) {
  const [order, setOrder] = useState<ImportDateOrder>(preview.dateOrder ?? 'MDY');
  const change = useChangeDateOrder();
  const choices = preview.dateOrderChoices.map((value) => ({ value, label: ORDER_LABELS[value] }));

  const apply = () =>
    change.mutate(
      { importId: preview.importId, dateOrder: order },
      {
        onSuccess: (read) => {
          showSuccess(`The file was read again with its dates as ${ORDER_LABELS[order]}.`);
          onPreview(read);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Date order of the file">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Date order of the file
        </Title>
        <Text size="sm" c="dimmed">
          Every date of this file reads more than one way. They were read as{' '}
          {preview.dateOrder ? ORDER_LABELS[preview.dateOrder] : 'the likeliest order'}: check a few rows, and choose
          another order if they are wrong.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Date order"
            data={choices}
            value={order}
            onChange={(value) => value && setOrder(value as ImportDateOrder)}
            allowDeselect={false}
            w={220}
          />
          <Button variant="default" onClick={apply} loading={change.isPending} disabled={order === preview.dateOrder}>
            Read again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
