/** An unsigned JWT with the given claims (the page never verifies signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
