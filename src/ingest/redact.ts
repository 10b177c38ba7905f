/**
 * Removes secrets from text shown in health and logs: credentials often travel in upstream URLs
 * (`?api_key=…`, `access_key=…`, `token=…`), in userinfo (`https://user:pass@host`) or as a long
 * hex path segment (`/api/area/csv/<key>/…`).
 */
const SECRET_PARAM =
  /([?&](?:api[_-]?key|access[_-]?key|key|token|access[_-]?token|appname|client[_-]?secret|password|secret)=)[^&#\s"']*/gi;
const USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s:]+:[^/@\s]+@/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;
/** A path segment of 32 or more hex digits: a key carried in the path (FIRMS' `/csv/<MAP_KEY>/`). */
const HEX_PATH_SEGMENT = /(\/)[0-9a-fA-F]{32,}(?=[/?#\s"']|$)/g;

/** Text with secrets replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(USERINFO, '$1[redacted]@')
    .replace(BEARER, '$1[redacted]')
    .replace(HEX_PATH_SEGMENT, '$1[redacted]');
}
