import { NativeSelect } from "@mantine/core";
import type { CameraReadyFilter, SubmissionField, Topic } from "@symposia/domain";

/** The All Papers filters (topics, camera-ready, extra fields), as the list call takes them. */
export interface PaperListFilterValues {
  topic_id?: number;
  camera_ready?: CameraReadyFilter;
  field?: string;
  field_value?: string;
}

export interface PaperListFiltersProps {
  topics: readonly Topic[];
  /** the conference's extra submission fields; only checkbox and select answers are offered */
  fieldDefs: readonly SubmissionField[];
  value: PaperListFilterValues;
  onChange: (value: PaperListFilterValues) => void;
}

// One option per answer a chair can pick: "Student paper? = Yes". The value carries the key and
// the answer as the server reads them (true/false for a checkbox).
const SEPARATOR = "\u001f";
function fieldOptions(defs: readonly SubmissionField[]) {
  return defs.flatMap((def) => {
    if (def.type === "checkbox")
      return [
        { value: `${def.key}${SEPARATOR}true`, label: `${def.label} = Yes` },
        { value: `${def.key}${SEPARATOR}false`, label: `${def.label} = No` },
      ];
    if (def.type === "select")
      return def.options.map((option) => ({
        value: `${def.key}${SEPARATOR}${option}`,
        label: `${def.label} = ${option}`,
      }));
    return [];
  });
}

/** Topic, camera-ready and extra-field filters; each select appears only when it can narrow the list. */
export function PaperListFilters({ topics, fieldDefs, value, onChange }: PaperListFiltersProps) {
  const fields = fieldOptions(fieldDefs);
  const fieldValue = value.field !== undefined ? `${value.field}${SEPARATOR}${value.field_value ?? ""}` : "";
  return (
    <>
      {topics.length > 0 && (
        <NativeSelect
          label="Topic"
          data={[{ value: "", label: "All topics" }, ...topics.map((t) => ({ value: String(t.id), label: t.name }))]}
          value={value.topic_id !== undefined ? String(value.topic_id) : ""}
          onChange={(e) =>
            onChange({ ...value, topic_id: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })
          }
          w={180}
        />
      )}
      <NativeSelect
        label="Final version"
        data={[
          { value: "", label: "Any paper" },
          { value: "uploaded", label: "Final version uploaded" },
          { value: "missing", label: "Final version missing" },
        ]}
        value={value.camera_ready ?? ""}
        onChange={(e) =>
          onChange({ ...value, camera_ready: (e.currentTarget.value || undefined) as CameraReadyFilter | undefined })
        }
        w={200}
      />
      {fields.length > 0 && (
        <NativeSelect
          label="Submission field"
          data={[{ value: "", label: "Any answer" }, ...fields]}
          value={fieldValue}
          onChange={(e) => {
            const [key, answer] = e.currentTarget.value ? e.currentTarget.value.split(SEPARATOR) : [];
            onChange({ ...value, field: key, field_value: key === undefined ? undefined : answer });
          }}
          w={220}
        />
      )}
    </>
  );
}
