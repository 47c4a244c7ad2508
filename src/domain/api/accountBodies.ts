import { EMAIL_PATTERN } from '../forms/emailField';
import * as v from 'valibot';
import { AuthoritySchema, EMAIL_MAX, EMAIL_MIN, IdSchema, NAME_MAX, NEW_PASSWORD_MIN, PASSWORD_MIN } from '../model';

/**
 * Request bodies of the account and user-management endpoints as the server accepts them (JHipster's
 * LoginVM, PasswordChangeDTO, KeyAndPasswordVM, AdminUserDTO). The server allows passwords up to 100
 * characters like JHipster; the forms keep the stricter maximum of 50 of docs/product.md §5. Login still takes the 4
 * characters old accounts may have; a new password (change, reset) needs 8.
 */
export const SERVER_PASSWORD_MAX = 100;
const password = v.pipe(v.string(), v.minLength(PASSWORD_MIN), v.maxLength(SERVER_PASSWORD_MAX));

export const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`),
  v.maxLength(SERVER_PASSWORD_MAX, `Password must be maximum ${SERVER_PASSWORD_MAX} characters`),
);

/** JHipster's LOGIN_REGEX: an e-mail-like string or `[_.@A-Za-z0-9-]+`. */
export const LOGIN_PATTERN = /^[a-zA-Z0-9!$&*+=?^_`{|}~.-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*$|^[_.@A-Za-z0-9-]+$/;

export const LoginBodySchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(EMAIL_MAX)),
  password,
  rememberMe: v.optional(v.nullable(v.boolean())),
});

export const PasswordChangeBodySchema = v.object({
  currentPassword: v.pipe(v.string(), v.maxLength(SERVER_PASSWORD_MAX)),
  newPassword: v.string(),
});

export const KeyAndPasswordBodySchema = v.object({
  key: v.pipe(v.string(), v.maxLength(100)),
  newPassword: v.string(),
});

export const ResetInitEmailSchema = v.pipe(
  v.string(),
  v.minLength(EMAIL_MIN),
  v.maxLength(EMAIL_MAX),
  v.regex(EMAIL_PATTERN),
);

const optionalText = (min: number, max: number) => v.nullish(v.pipe(v.string(), v.minLength(min), v.maxLength(max)));

/** AdminUserDTO as a body: validated as a whole; audit fields are accepted and ignored. */
export const AdminUserBodySchema = v.object({
  id: v.nullish(IdSchema),
  login: v.pipe(v.string(), v.minLength(1), v.maxLength(NAME_MAX), v.regex(LOGIN_PATTERN)),
  firstName: optionalText(0, NAME_MAX),
  lastName: optionalText(0, NAME_MAX),
  email: v.nullish(v.pipe(v.string(), v.minLength(EMAIL_MIN), v.maxLength(EMAIL_MAX), v.regex(EMAIL_PATTERN))),
  imageUrl: optionalText(0, 256),
  activated: v.nullish(v.boolean()),
  langKey: optionalText(2, 10),
  authorities: v.nullish(v.pipe(v.array(AuthoritySchema), v.maxLength(10))),
  createdBy: v.nullish(v.string()),
  createdDate: v.nullish(v.string()),
  lastModifiedBy: v.nullish(v.string()),
  lastModifiedDate: v.nullish(v.string()),
  /** Sent back by the settings form with the account; ignored by the server. */
  userExtra: v.nullish(v.unknown()),
});
export type AdminUserBody = v.InferOutput<typeof AdminUserBodySchema>;
