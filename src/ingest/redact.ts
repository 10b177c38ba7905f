/**
 * Removes secrets from text shown in health and logs: credentials often travel in upstream URLs
 * (`?api_key=…`, `access_key=…`, `token=…`) or in userinfo (`https://user:pass@host`).
 */
const SECRET_PARAM =
  /([?&](?:api[_-]?key|access[_-]?key|key|token|access[_-]?token|appname|client[_-]?secret|password|secret)=)[^&#\s"']*/gi;
const USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s:]+:[^/@\s]+@/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

/** Text with secrets replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(USERINFO, '$1[redacted]@')
    .replace(BEARER, '$1[redacted]');
}
