-- The accounts a text names, found before the page
-- Parameters: [1,"%visa%"]
-- Checked by src/db/search-queries.test.ts; UPDATE_QUERY_SQL=1 rewrites this file.
select
  "id"
from "accounts"
where "accounts"."family_id" = $1
  and "accounts"."name" ILIKE $2 ESCAPE '\'
