import * as v from 'valibot';
import { requiredEmail } from './emailField';

export const ResetRequestFormSchema = v.object({ email: requiredEmail });
export type ResetRequestForm = v.InferOutput<typeof ResetRequestFormSchema>;
