// The publication list of the signed-in user: import a file (BibTeX, DBLP XML, ORCID JSON), add
// entries by hand, list and delete. Each entry's co-authors are everyone it names but the user.
import {
  type Publication,
  type PublicationImportResult,
  type PublicationInput,
  type PublicationRefusal,
  type PublicationsAddInput,
  PUBLICATIONS_MAX,
  type PublicationSource,
  fullNameKey,
  normalizePersonName,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound, validationFailed } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { FileRefused, type ParsedPublication, parsePublications } from "./parsers/index.js";
import * as repo from "./repository.js";

const titleKey = (title: string, year: number | null) => `${normalizePersonName(title)}|${year ?? ""}`;

export async function listPublications(ctx: AppContext, user: AuthUser): Promise<Publication[]> {
  return (await repo.publicationsOf(ctx.db, [user.id])).map(({ user_id: _owner, ...p }) => p);
}

/** The file's text: UTF-8 (a byte order mark is dropped); anything else is refused, never guessed. */
function fileText(file: UploadedFile): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file.data).replace(/^\uFEFF/, "");
  } catch {
    throw validationFailed({ file: ["The file is not UTF-8 text."] }, "The file is not UTF-8 text.");
  }
}

function fromInput(p: PublicationInput, i: number): ParsedPublication {
  return {
    position: i + 1,
    title: p.title,
    abstract: p.abstract || null,
    year: p.year ?? null,
    venue: p.venue || null,
    authors: p.coauthors.map((c) => ({ name: c.name, email: c.email?.toLowerCase() || null })),
  };
}

/** POST /users/publications: a file (multipart `file` + `format`) or a JSON list (`publications`). */
export async function addPublications(
  ctx: AppContext,
  user: AuthUser,
  body: PublicationsAddInput,
  file: UploadedFile | undefined,
): Promise<PublicationImportResult> {
  let entries: ParsedPublication[];
  let refused: PublicationRefusal[] = [];
  let source: PublicationSource;
  if (file) {
    if (body.publications) throw validationFailed({ publications: ["Send a file or a list, not both."] });
    if (!body.format) throw validationFailed({ format: ["Choose the file's format: bibtex, dblp or orcid."] });
    try {
      ({ entries, refused } = parsePublications(body.format, fileText(file)));
    } catch (error) {
      if (error instanceof FileRefused) throw validationFailed({ file: [error.message] }, error.message);
      throw error;
    }
    source = body.format;
  } else {
    if (!body.publications) throw validationFailed({ publications: ["Send publications, or a file with its format."] });
    if (body.format) throw validationFailed({ file: ["Choose a file of this format."] });
    entries = body.publications.map(fromInput);
    source = "manual";
  }
  return ctx.db.transaction().execute(async (trx) => {
    const me = await repo.ownerNameAndEmail(trx, user.id);
    const myName = fullNameKey(me.first_name, me.last_name);
    const myEmail = me.email.trim().toLowerCase();
    const known = new Set((await repo.keysOf(trx, user.id)).map((k) => titleKey(k.title, k.year)));
    let room = PUBLICATIONS_MAX - (await repo.countOf(trx, user.id));
    const fresh: repo.NewPublication[] = [];
    entries.forEach((e) => {
      const key = titleKey(e.title, e.year);
      const refuse = (reason: string) => refused.push({ entry: e.position, label: e.title.slice(0, 100), reason });
      if (known.has(key)) return refuse("Already on your list (same title and year).");
      if (room <= 0) return refuse(`Your list is full (at most ${PUBLICATIONS_MAX} publications).`);
      known.add(key);
      room--;
      const coauthors = e.authors
        .map((a) => ({ name: a.name, name_normalized: normalizePersonName(a.name), email_normalized: a.email }))
        .filter((a) => a.name_normalized !== "" && a.name_normalized !== myName && a.email_normalized !== myEmail);
      fresh.push({ title: e.title, abstract: e.abstract, year: e.year, venue: e.venue, coauthors });
    });
    const ids = await repo.insertPublications(trx, user.id, source, fresh);
    await recordAudit(trx, {
      actorId: user.id,
      action: "user.publications.add",
      entityType: "user",
      entityId: user.id,
      confId: null,
      details: { source, added: ids.length, refused: refused.length },
    });
    const added = new Set(ids);
    const publications = (await repo.publicationsOf(trx, [user.id]))
      .filter((p) => added.has(p.id))
      .map(({ user_id: _owner, ...p }) => p);
    return { imported: ids.length, refused, publications };
  });
}

/** DELETE /users/publication/{id}: one's own entry only (another's is not found). */
export async function deletePublication(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const pub = await repo.findPublication(trx, id);
    if (!pub || pub.user_id !== user.id) throw notFound("Publication");
    await repo.deletePublication(trx, id);
    await recordAudit(trx, {
      actorId: user.id,
      action: "user.publication.delete",
      entityType: "user_publication",
      entityId: id,
      confId: null,
      details: { title: pub.title },
    });
  });
}
