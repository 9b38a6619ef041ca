-- Run under EXPLAIN (FORMAT JSON): as match-estimate, with the transactions of accounts the text names
-- Parameters: [1,1,"%visa%",7,9,7,9]
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
  and ("transactions"."description" ILIKE $3 ESCAPE '\' or "transactions"."debit_account_id" in ($4, $5) or "transactions"."credit_account_id" in ($6, $7))
