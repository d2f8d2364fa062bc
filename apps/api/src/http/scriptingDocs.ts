// The "Scripting" section of the OpenAPI description served at /api/docs: how a script signs in
// with a personal API token, pages through lists, and reads errors and rate limits.
export const SCRIPTING_DOCS = `Every answer is the envelope \`{ "success": boolean, "message": string, "result": ... }\`.

## Scripting

### Authenticate with a personal API token
Create a token on your profile (Profile → API tokens) or with \`POST /api/users/api-tokens\`
(\`name\`, \`scopes\`: \`read\` and/or \`write\`, \`expires_in_days\`: 1–365) from a signed-in session.
The token (it starts with \`sym_\`) is shown once; only its hash is kept. Send it as a bearer token:

\`\`\`sh
export SYMPOSIA=http://localhost:3000
export TOKEN=sym_...
curl -s -H "Authorization: Bearer $TOKEN" "$SYMPOSIA/api/conference?page=1"
\`\`\`

A \`read\` token may call every \`GET\`; every other method needs \`write\` (403 otherwise). No token
reaches account calls (password, logout, e-mail verification, the tokens themselves): sign in for
those. \`GET /api/users/api-tokens\` lists your tokens (name, scopes, created, last used, expiry);
\`DELETE /api/users/api-token/{id}\` revokes one. Deactivating an account revokes its tokens, and
\`POST /api/users/changePassword\` with \`"revoke_api_tokens": true\` does too. The audit trail records
which token made each change.

### Page through lists
Paged lists answer \`result: { "data": [...], "total": N }\` and take \`page\` (from 1) and \`per_page\`
(the sizes each list accepts are in its query schema below). Stop when \`page * per_page >= total\`:

\`\`\`sh
page=1
while :; do
  body=$(curl -s -H "Authorization: Bearer $TOKEN" "$SYMPOSIA/api/paper/all/1/0?page=$page&per_page=100")
  echo "$body" | jq -r '.result.data[] | [.id, .paper_title] | @tsv'
  total=$(echo "$body" | jq '.result.total')
  [ $((page * 100)) -ge "$total" ] && break
  page=$((page + 1))
done
\`\`\`

### Write with a write token
\`\`\`sh
curl -s -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
  -d '{"first_name":"Ada","last_name":"Lovelace","country":"United Kingdom","affiliation":"Analytical Engines"}' \\
  "$SYMPOSIA/api/users/profile-update"
# import papers from HotCRP into conference 1, first as a dry run (nothing is written); the answer
# has counts per kind, held roles (awaiting email verification), ignored values and refused records
curl -s -X POST -H "Authorization: Bearer $TOKEN" -F format=hotcrp-json -F dry_run=1 \\
  -F file=@hotcrp-papers.json "$SYMPOSIA/api/conference/import/1"
\`\`\`

### Errors
\`success\` is false and \`message\` says why. 400 malformed request; 401 missing, invalid, expired or
revoked token; 403 not allowed (or a \`read\` token on a write); 404 no such record, or not visible to
you; 409 conflicts with the current state; 413 too large; 415 wrong file type; 422 validation failed,
with \`result\` = \`{ "field": ["message", ...] }\`; 429 rate limited; 5xx a server fault worth retrying.

### Rate limits
Sign-in calls (login, register, password links) are limited per client address and e-mail
(\`AUTH_RATE_LIMIT\` a minute). A 429 answer means: wait a minute, then retry. Scripts should retry
429 and 5xx answers with a growing pause (1 s, 2 s, 4 s ...) and never retry other 4xx answers.`;
