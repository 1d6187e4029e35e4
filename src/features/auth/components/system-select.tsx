import { Select } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import type { FieldControlProps } from "../../../components/ui/field";
import styles from "./system-select.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

/** A Radix Select whose trigger takes the label, hint and error wiring of a `Field`. */
export function SystemSelect({
  control,
  name,
  value,
  options,
  onValueChange,
  onBlur,
}: {
  control: FieldControlProps;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { required, ...triggerProps } = control;
  return (
    <Select.Root name={name} value={value} onValueChange={onValueChange} required={required}>
      <Select.Trigger className={styles.trigger} onBlur={onBlur} {...triggerProps}>
        <Select.Value />
        <Select.Icon className={styles.icon}>
          <ChevronDown aria-hidden="true" size={18} />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={4}>
          <Select.Viewport className={styles.viewport}>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className={styles.item}>
                <Select.ItemIndicator className={styles.indicator}>
                  <Check aria-hidden="true" size={16} />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
