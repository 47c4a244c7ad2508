/** An entity as the REST API answers it: own fields plus nested `{id, name}` references. */
export type Entity = Record<string, unknown> & { id?: number };

/** A server problem (problem+json) reduced to what a screen shows. */
export type ApiProblem = {
  status: number;
  /** The sentence for the user, in their language (see problemWording). */
  message: string;
  /** What the sentence was made from, for a screen that words a case its own way. */
  code?: string | null;
  detail?: string | null;
  params?: string | null;
  fieldErrors: { field: string; message: string }[];
};
