// The settings form's validation: the request schema of a conference update. A module of its own
// so that Edit Conference loads it after its first paint (or at the first Save before then), not
// before: it brings zod and the shared package's other request schemas (about 30 KB compressed),
// which build every schema when they are evaluated (~40 ms of a fast machine's main thread, four
// times that on a phone), and the form needs none of it to show the settings.
import { schemaResolver } from "@mantine/form";
import { conferenceUpdateSchema } from "@symposia/domain";

export const validateSettings = schemaResolver(conferenceUpdateSchema, { sync: true });
