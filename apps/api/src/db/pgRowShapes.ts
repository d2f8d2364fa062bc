// Rows of named statements made objects with a reader built once per statement, not per call.
// For every statement pg builds its row template again from the row description (a dictionary
// object with each column set by name, its type parser looked up per column) and copies that
// template for each row before setting each column by name: on a list page (4 statements, a
// hundred columns and ~50 rows) that was about a tenth of the API process's time on the page
// (docs/performance.md). A named statement always answers the same columns, so its reader (the
// type parsers and an object literal of its columns) is kept by the statement's name and checked
// against each row description: a description that differs (a schema changed under a statement)
// builds a new one.
//
// The objects are the ones pg makes (db/rowLiteral.ts): null for NULL and the type parser's value
// otherwise.
import pg from "pg";
import { rowLiteral } from "./rowLiteral.js";

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format: string;
}

type Parser = (text: string) => unknown;
type RowReader = (parsers: readonly Parser[], values: readonly (string | null)[]) => object;

interface RowShape {
  names: readonly string[];
  typeIds: readonly number[];
  parsers: readonly Parser[];
  read: RowReader;
}

/** Kept shapes are bounded by the named statements (db/pgNamedStatements.ts caps them). */
const shapes = new Map<string, RowShape>();

interface TypeSource {
  getTypeParser(oid: number, format: "text"): Parser;
}

function sameFields(shape: RowShape, fields: readonly FieldDescription[]): boolean {
  if (shape.names.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++)
    if (shape.names[i] !== fields[i]!.name || shape.typeIds[i] !== fields[i]!.dataTypeID) return false;
  return true;
}

/**
 * The reader of `statement`'s rows for these fields, or undefined where pg's own reading must
 * stay (a binary column, a column named `__proto__`, which an object literal would take as the
 * object's prototype).
 */
export function rowShape(
  statement: string,
  fields: readonly FieldDescription[],
  types: TypeSource,
): RowShape | undefined {
  const kept = shapes.get(statement);
  if (kept && sameFields(kept, fields)) return kept;
  if (fields.some((f) => f.format !== "text")) return undefined;
  const names = fields.map((f) => f.name);
  const read = rowLiteral<readonly Parser[], readonly (string | null)[]>(
    names,
    (i) => `v[${i}] === null ? null : p[${i}](v[${i}])`,
  );
  if (!read) return undefined;
  const shape: RowShape = {
    names,
    typeIds: fields.map((f) => f.dataTypeID),
    parsers: fields.map((f) => types.getTypeParser(f.dataTypeID, "text")),
    read,
  };
  shapes.set(statement, shape);
  return shape;
}

interface QueryInternals {
  name?: string;
  _result: { fields: unknown[]; rows: object[]; _types?: TypeSource };
  _canceledDueToError: unknown;
  _accumulateRows: boolean;
}

// pg's Query, but for a named statement's rows: its handlers are the protocol's messages, as
// pg-cursor's are; everything else (parse, bind, errors, the command's row count) stays pg's.
const PgQuery = pg.Query as unknown as new (config: object, values: undefined, callback: Callback) => object;
type Callback = (error: Error | null, result?: unknown) => void;
const base = PgQuery.prototype as unknown as {
  handleRowDescription(msg: { fields: FieldDescription[] }): void;
  handleDataRow(msg: { fields: (string | null)[] }): void;
};

class ShapedRowsQuery extends PgQuery {
  private shape: RowShape | undefined;

  handleRowDescription(msg: { fields: FieldDescription[] }): void {
    const self = this as unknown as QueryInternals;
    const types = self._result._types ?? (pg.types as unknown as TypeSource);
    this.shape = self.name ? rowShape(self.name, msg.fields, types) : undefined;
    if (!this.shape) return base.handleRowDescription.call(this, msg);
    self._result.fields = msg.fields;
    self._accumulateRows = true;
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (!this.shape) return base.handleDataRow.call(this, msg);
    const self = this as unknown as QueryInternals;
    if (self._canceledDueToError) return;
    try {
      self._result.rows.push(this.shape.read(this.shape.parsers, msg.fields));
    } catch (error) {
      self._canceledDueToError = error;
    }
  }
}

/** A query of the named statement `name` whose rows the kept reader makes, for `client.query`. */
export function shapedRowsQuery(name: string, text: string, values: unknown[], callback: Callback): object {
  return new ShapedRowsQuery({ name, text, values }, undefined, callback);
}
