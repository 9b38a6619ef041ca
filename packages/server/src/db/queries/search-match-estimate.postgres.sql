-- Run under EXPLAIN (FORMAT JSON): the family's transactions beside those a text matches
-- Parameters: [1,1,"%repair%"]
-- Checked by src/db/search-queries.test.ts; UPDATE_QUERY_SQL=1 rewrites this file.
select
  1 as "one"
from "transactions"
where "transactions"."family_id" = $1
union all
select
  1 as "one"
from "transactions"
where "transactions"."family_id" = $2
  and "transactions"."description" ILIKE $3 ESCAPE '\'
