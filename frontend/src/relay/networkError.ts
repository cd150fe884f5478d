// Its own module: offline/connectivity reads it, and the network layer (environment.ts) reads
// connectivity, so neither imports the other.

/** HTTP failure with no GraphQL body (proxy error, server down, body too large). */
export class NetworkError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'NetworkError';
    this.status = status;
  }
}
