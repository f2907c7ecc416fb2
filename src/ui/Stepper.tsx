import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './Stepper.css';

export interface StepperProps {
  label: string;
  /** Under the label, such as "12 years and over". */
  hint?: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Names of the − and + buttons, such as "Fewer adults"; "Decrease Adults" and "Increase Adults" otherwise. */
  decrementLabel?: string;
  incrementLabel?: string;
}

/**
 * A whole number with − and + (React Aria's number field: a spin button, arrow keys step, the
 * buttons stop at min and max, the new value is announced).
 */
export function Stepper({ label, hint, value, onChange, min = 0, max, decrementLabel, incrementLabel }: StepperProps) {
  const { t } = useTranslation();
  return (
    <NumberField className="ui-stepper" value={value} onChange={(v) => !Number.isNaN(v) && onChange(v)} minValue={min} maxValue={max} step={1}>
      <div className="ui-stepper-text">
        <Label>{label}</Label>
        {hint && <Text slot="description">{hint}</Text>}
      </div>
      <Group className="ui-stepper-group">
        <Button slot="decrement" aria-label={decrementLabel ?? t('common.decrease', { label })}>
          −
        </Button>
        <Input inputMode="numeric" />
        <Button slot="increment" aria-label={incrementLabel ?? t('common.increase', { label })}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
