import type { GraphQLTaggedNode } from 'relay-runtime';
import { getRequest } from 'relay-runtime';
import { GRAPHQL_PATH } from './environment-urls';
import { GraphQLResponseError, NetworkError } from './environment';

/** Required on multipart requests (CSRF: a page of another site cannot set it). */
export const UPLOAD_HEADER = 'X-Festival-Upload';

/**
 * Sends a Relay-compiled mutation with one file as a GraphQL multipart request (operations, map,
 * the file) through XMLHttpRequest, whose upload events give the progress (0..1) that fetch
 * cannot. `filePath` is where the file sits in the variables, e.g. 'input.file'. Resolves with
 * data; rejects with GraphQLResponseError or NetworkError like the Relay network layer.
 */
export function uploadMutation<TResponse>(
  mutation: GraphQLTaggedNode,
  variables: Record<string, unknown>,
  filePath: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<TResponse> {
  const request = getRequest(mutation);
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: request.params.text, operationName: request.params.name, variables: withNull(variables, filePath) }),
  );
  body.append('map', JSON.stringify({ '0': [`variables.${filePath}`] }));
  body.append('0', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader(UPLOAD_HEADER, '1');
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError(0, 'Network error'));
    xhr.ontimeout = () => reject(new NetworkError(0, 'Request timed out'));
    xhr.onload = () => {
      let json: { data?: TResponse | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        reject(new NetworkError(xhr.status, `Request failed (HTTP ${xhr.status})`));
        return;
      }
      if (json.errors && json.errors.length > 0) reject(new GraphQLResponseError(json.errors));
      else if (json.data == null) reject(new NetworkError(xhr.status, `Request failed (HTTP ${xhr.status})`));
      else resolve(json.data);
    };
    xhr.timeout = 5 * 60 * 1000;
    xhr.send(body);
  });
}

/** A copy of variables with null at path (the multipart spec: the map fills it in). */
function withNull(variables: Record<string, unknown>, path: string): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...(node[key] as Record<string, unknown>) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = null;
  return copy;
}
