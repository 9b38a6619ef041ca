import { useNavigate } from 'react-router';
import { Input, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Messages, PRICE_PLACES, VOLUME_PLACES, type InvestmentDetail } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useGoBack } from '../../lib/use-go-back';
import { DecimalInput } from '../../components/decimal-input';
import { DeleteButton } from '../../components/delete-button';
import { decimalTextOf } from '../../components/money-text';
import { moneyDisplay, numberMarks } from '../../lib/money-display';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
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
  const { values, setValues, change, field, textField } = useDraft(initial);
  const save = useSaveInvestment();
  const remove = useDeleteInvestment();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Whether a provider prices the chosen type (its list is searched for an empty text: cached, and shared with the Code field).
  const provider = useQuery(codeChoicesQuery(values.investmentTypeId, '')).data?.provider ?? null;
  const volumeFollowsPurchases = (investment?.purchaseCount ?? 0) > 0;

  const submit = () => {
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

  const lastPrice = investment?.investmentType.price ?? null;
  const priceDescription =
    lastPrice !== null && investment?.priceAsOf
      ? `Now ${formatPrice(lastPrice)}, entered ${priceAge(investment.priceAsOf, new Date())}. A new price is recorded as of now.`
      : `Per unit, in ${moneyDisplay().currency}: recorded as the price of now.`;

  return (
    <FormCard label="Investment details" onSubmit={submit}>
      <TextInput label="Name" required {...textField('name')} autoFocus={investment === null} />
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
      <CodeField typeId={values.investmentTypeId} {...field('code')} />
      <DecimalInput
        label="Volume"
        places={VOLUME_PLACES}
        required={!volumeFollowsPurchases}
        readOnly={volumeFollowsPurchases}
        description={
          volumeFollowsPurchases
            ? 'The total of the purchases below'
            : `Up to 8 decimals, such as ${decimalTextOf('0.00012345')}`
        }
        {...field('volume')}
      />
      {provider === null && (
        <DecimalInput
          label="Price"
          places={PRICE_PLACES}
          description={priceDescription}
          leftSection={numberMarks().currencySymbol}
          {...field('price')}
        />
      )}
      <FormActions
        onCancel={cancel}
        pending={save.isPending}
        aside={
          investment && (
            <DeleteButton
              variant="subtle"
              title="Delete Investment"
              message={`Confirm you want to delete the investment ${investment.investmentType.name}`}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(investment.id, {
                  onSuccess: ({ description }) => {
                    showSuccess(description);
                    navigate('/investments', { replace: true });
                  },
                  onError: (error) => showError(serverDescription(error)),
                })
              }
            />
          )
        }
      />
    </FormCard>
  );
}
