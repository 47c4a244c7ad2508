/** An entity as the REST API answers it: own fields plus nested `{id, name}` references. */
export type Entity = Record<string, unknown> & { id?: number };

/** A server problem (problem+json) reduced to what a screen shows. */
export type ApiProblem = {
  status: number;
  /** The sentence for the user: the problem's detail, else its title, else a generic text. */
  message: string;
  fieldErrors: { field: string; message: string }[];
};
