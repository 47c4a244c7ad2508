import * as v from 'valibot';
import { REQUIRED } from './messages';

export const LoginFormSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, REQUIRED)),
  password: v.pipe(v.string(), v.minLength(1, REQUIRED)),
  rememberMe: v.boolean(),
});
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;
