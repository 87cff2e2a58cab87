/** The response envelope of every call (spec 7; RULINGS 1). */
export interface Pagination {
  page: number;
  limit: number;
  hasNextPage: boolean;
}

export interface Envelope<T> {
  success: boolean;
  resource: T;
  error?: string;
  /** With an error about one field of the request (a taken e-mail): that field, so a form shows it there. */
  field?: string;
  pagination?: Pagination;
}
