import { PROBLEM_BASE, ProblemError } from '../http/problem';

const alreadyUsed = (type: string, title: string, message: string) =>
  new ProblemError(
    { type: `${PROBLEM_BASE}/${type}`, title, status: 400, detail: title, message, params: 'userManagement' },
    { 'X-poolsideApp-error': message, 'X-poolsideApp-params': 'userManagement' },
  );

export const loginAlreadyUsed = () => alreadyUsed('login-already-used', 'Login name already used!', 'error.userexists');
export const emailAlreadyUsed = () =>
  alreadyUsed('email-already-used', 'Email is already in use!', 'error.emailexists');
