import { Input, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';

interface ChoiceFieldProps {
  label: string;
  /** Id to name, as the contract's enumerations are written. */
  choices: Record<number, string>;
  value: number;
  onChange: (id: number) => void;
  /**
   * Said before each option's name to assistive technology only, where an option's name alone would name
   * another control too ('Number of Payments' is also the field that follows it).
   */
  spokenPrefix?: string;
}

/** A few exclusive choices side by side, in a group named by its label so that each option is findable. */
export function ChoiceField({ label, choices, value, onChange, spokenPrefix }: ChoiceFieldProps) {
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Input.Label component="span">{label}</Input.Label>
      <SegmentedControl
        fullWidth
        data={Object.entries(choices).map(([id, name]) => ({
          value: id,
          label: spokenPrefix ? (
            <>
              <VisuallyHidden>{`${spokenPrefix} `}</VisuallyHidden>
              <span>{name}</span>
            </>
          ) : (
            name
          ),
        }))}
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
        // A long option wraps onto a second line rather than being cut, where the row is narrow.
        // Every option takes the height of the tallest, so the marker of a one-line option fills it too.
        styles={{
          root: { alignItems: 'stretch' },
          control: { display: 'flex' },
          label: {
            whiteSpace: 'normal',
            lineHeight: 1.3,
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        }}
      />
    </Stack>
  );
}
