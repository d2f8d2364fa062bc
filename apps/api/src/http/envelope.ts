export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  result: T;
}

export function envelope<T>(result: T, message = "OK", success = true): Envelope<T> {
  return { success, message, result };
}

export interface Page<T> {
  data: T[];
  total: number;
}
