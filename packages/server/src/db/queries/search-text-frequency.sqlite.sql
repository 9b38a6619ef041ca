-- A text's matches in the trigram index, counted up to FREQUENT_TEXT_MATCHES
-- Parameters: ["\"coffee\"",4000]
-- Checked by src/db/search-queries.test.ts; UPDATE_QUERY_SQL=1 rewrites this file.
SELECT
  count(*) AS count
FROM (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ? LIMIT ?)
