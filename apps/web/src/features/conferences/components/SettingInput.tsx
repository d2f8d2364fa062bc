import { NumberInput, Select, type SelectProps, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { AREAS, settingHelp, type SettingDef } from "@symposia/domain";
import { CountrySelect } from "../../../components/CountrySelect";
import { TimezoneSelect } from "../../../components/TimezoneSelect";
import { todayForPickers, type SettingsFormValues } from "../settingValues";
import { DateField } from "./DateField";
import { useSearchableSelect } from "../../../lib/useSearchableSelect";

export type { SettingsFormValues };

const AREA_OPTIONS = AREAS.map((a) => ({ value: String(a.id), label: a.name }));

/** A research area (its dropdown mounts on the first focus: lib/useSearchableSelect.ts). */
function AreaSelect(props: Omit<SelectProps, "data" | "searchable">) {
  const searchable = useSearchableSelect();
  return <Select placeholder="Select" data={AREA_OPTIONS} {...searchable.props} {...props} />;
}

export interface SettingInputProps {
  def: SettingDef;
  form: UseFormReturnType<SettingsFormValues>;
  /** Required on this form (the create form marks the create payload's required fields). */
  required?: boolean;
}

/** The control for one setting of the catalogue, by its kind (part 2 §5). */
export function SettingInput({ def, form, required = !!def.required }: SettingInputProps) {
  const value = form.values[def.key];
  const common = { label: def.label, required, error: form.errors[def.key], description: settingHelp(def.key) };
  const text = value === null || value === undefined ? "" : String(value);
  switch (def.kind) {
    case "text":
      return (
        <TextInput {...common} value={text} onChange={(e) => form.setFieldValue(def.key, e.currentTarget.value)} />
      );
    case "url":
      return (
        <TextInput
          {...common}
          type="url"
          placeholder="https://"
          value={text}
          onChange={(e) => form.setFieldValue(def.key, e.currentTarget.value)}
        />
      );
    case "email":
      return (
        <TextInput
          {...common}
          type="email"
          value={text}
          onChange={(e) => form.setFieldValue(def.key, e.currentTarget.value)}
        />
      );
    case "emails":
      return (
        <TextInput
          {...common}
          type="email"
          multiple
          description={[common.description, "Separate several addresses with commas."].filter(Boolean).join(" ")}
          value={text}
          onChange={(e) => form.setFieldValue(def.key, e.currentTarget.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(e) => form.setFieldValue(def.key, e.currentTarget.value)}
        />
      );
    case "int":
      return (
        <NumberInput
          {...common}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          value={typeof value === "number" ? value : text}
          onChange={(v) => form.setFieldValue(def.key, v === "" ? "" : Number(v))}
        />
      );
    case "flag":
      return (
        <Switch
          label={def.label}
          checked={Number(value) === 1}
          onChange={(e) => form.setFieldValue(def.key, e.currentTarget.checked ? 1 : 0)}
          error={common.error}
          mt="xs"
        />
      );
    case "date":
      return (
        <DateField
          {...common}
          value={text}
          minDate={todayForPickers()}
          onChange={(v) => form.setFieldValue(def.key, v)}
          placeholder="YYYY-MM-DD"
        />
      );
    case "datetime":
      return (
        <DateField
          {...common}
          withTime
          value={text}
          onChange={(v) => form.setFieldValue(def.key, v)}
          description="In the Timezone For Deadline."
        />
      );
    case "area":
      return <AreaSelect {...common} value={text || null} onChange={(v) => form.setFieldValue(def.key, v ?? "")} />;
    case "country":
      return (
        <CountrySelect
          {...common}
          placeholder="Select"
          value={text || null}
          onChange={(v) => form.setFieldValue(def.key, v ?? "")}
        />
      );
    case "timezone":
      return (
        <TimezoneSelect
          {...common}
          placeholder="Select"
          value={text || null}
          onChange={(v) => form.setFieldValue(def.key, v ?? "")}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          data={[...(def.options ?? [])]}
          value={text || null}
          onChange={(v) => form.setFieldValue(def.key, v ?? "")}
        />
      );
  }
}
