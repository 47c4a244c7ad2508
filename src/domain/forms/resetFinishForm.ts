import * as v from 'valibot';
import { newPasswordFields } from './passwordFields';

export const ResetFinishFormSchema = v.object(newPasswordFields);
export type ResetFinishForm = v.InferOutput<typeof ResetFinishFormSchema>;
