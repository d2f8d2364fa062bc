// A typed array that grows as it is filled (doubling), for building large indexes without the
// per-element cost of plain arrays or maps.
type TypedArray = Int32Array | Float64Array;
type TypedArrayClass<T extends TypedArray> = new (length: number) => T;

export class GrowableArray<T extends TypedArray> {
  private data: T;
  length = 0;

  constructor(private readonly Kind: TypedArrayClass<T>) {
    this.data = new Kind(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new this.Kind(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  set(i: number, value: number): void {
    this.data[i] = value;
  }

  /** The filled part (shares the storage: read it before pushing more). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}
