/** Who reacts to a 401/403: the app installs a handler that clears the session and opens /login. */
let handler: (status: number) => void = () => {};

export function setUnauthorizedHandler(next: (status: number) => void): void {
  handler = next;
}

export function handleUnauthorized(status: number): void {
  handler(status);
}
