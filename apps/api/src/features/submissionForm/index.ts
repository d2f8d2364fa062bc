// The submissionForm feature's public surface for other features.
export { extraFieldCells, fieldsOf, fieldsSettingErrors, requireFieldValues, storedValues } from "./fields.js";
export { GUIDANCE_COLUMNS, submissionGuidance } from "./guidance.js";
export { submissionDatesOutOfOrder } from "./dates.js";
export { checkExtraFiles, extraFilesView, requireRequiredSlots, type CheckedExtraFile } from "./fileSlots.js";
export { extraFilesOf, saveExtraFile } from "./fileSlotsRepository.js";
export { presenterOf } from "./presenter.js";
