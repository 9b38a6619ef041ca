-- The family's transactions in an amount range, counted up to AMOUNT_RANGE_READ_LIMIT
-- Parameters: [1,50,150,20000]
-- Checked by src/db/search-queries.test.ts; UPDATE_QUERY_SQL=1 rewrites this file.
select
  count(*) as "count"
from (select "transactions"."id" from "transactions" where "transactions"."family_id" = ? and ("transactions"."amount" >= ? and "transactions"."amount" <= ?) limit ?) as "r"
