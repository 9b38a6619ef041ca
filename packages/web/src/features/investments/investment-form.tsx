import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Input, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Messages, type InvestmentDetail } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { confirmDanger } from '../../components/confirm-danger';
import { codeChoicesQuery, useDeleteInvestment, useSaveInvestment } from './api';
import { CodeField } from './code-field';
import { formatPrice, priceAge } from './format';
import { formValuesOf, saveRequestOf, type InvestmentFormValues, type InvestmentTypeId } from './form-values';

const TYPE_CHOICES = [
  { value: '1', label: 'Cryptocurrency' },
  { value: '2', label: 'Commodity' },
];

interface InvestmentFormProps {
  /** The saved holding, or null for a new one. */
  investment: InvestmentDetail | null;
  initial: InvestmentFormValues;
}

/** Name, Type, Code, Volume (and Price where prices are entered by hand), with Save, Cancel and Delete. */
export function InvestmentForm({ investment, initial }: InvestmentFormProps) {
  const [values, setValues] = useState(initial);
  const change = (changes: Partial<InvestmentFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const save = useSaveInvestment();
  const remove = useDeleteInvestment();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Whether a provider prices the chosen type (its list is searched for an empty text: cached, and shared with the Code field).
  const provider = useQuery(codeChoicesQuery(values.investmentTypeId, '')).data?.provider ?? null;
  const volumeFollowsPurchases = (investment?.purchaseCount ?? 0) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(saveRequestOf(values, investment?.id ?? null, volumeFollowsPurchases), {
      onSuccess: ({ data, description }) => {
        showSuccess(description);
        if (investment === null) navigate(`/investment/${data.id}`, { replace: true });
        else setValues(formValuesOf(data));
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  const cancel = () => {
    showSuccess(Messages.noChanges);
    goBack();
  };

  const confirmDelete = () =>
    investment &&
    confirmDanger({
      title: 'Delete Investment',
      message: `Confirm you want to delete the investment ${investment.investmentType.name}`,
      onConfirm: () =>
        remove.mutate(investment.id, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            navigate('/investments', { replace: true });
          },
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  const lastPrice = investment?.investmentType.price ?? null;
  const priceDescription =
    lastPrice !== null && investment?.priceAsOf
      ? `Now ${formatPrice(lastPrice)}, entered ${priceAge(investment.priceAsOf, new Date())}. A new price is recorded as of now.`
      : 'Per unit, in dollars: recorded as the price of now.';

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Investment details">
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          autoFocus={investment === null}
        />
        <Input.Wrapper label="Type">
          <div>
            <SegmentedControl
              aria-label="Type"
              mt={4}
              data={TYPE_CHOICES}
              value={String(values.investmentTypeId)}
              onChange={(value) => change({ investmentTypeId: Number(value) as InvestmentTypeId })}
            />
          </div>
        </Input.Wrapper>
        <CodeField typeId={values.investmentTypeId} value={values.code} onChange={(code) => change({ code })} />
        <TextInput
          label="Volume"
          required={!volumeFollowsPurchases}
          readOnly={volumeFollowsPurchases}
          description={
            volumeFollowsPurchases ? 'The total of the purchases below' : 'Up to 8 decimals, such as 0.00012345'
          }
          inputMode="decimal"
          autoComplete="off"
          value={values.volume}
          onChange={(event) => change({ volume: event.currentTarget.value })}
        />
        {provider === null && (
          <TextInput
            label="Price"
            description={priceDescription}
            inputMode="decimal"
            autoComplete="off"
            leftSection="$"
            value={values.price}
            onChange={(event) => change({ price: event.currentTarget.value })}
          />
        )}
        <Group justify="space-between" mt="sm">
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
          {investment && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
