-- A date range
-- Parameters: [1,0,"2026-01-01","2026-03-31",100,0]
-- Checked by src/db/search-queries.test.ts; UPDATE_QUERY_SQL=1 rewrites this file.
select
  "transactions"."id",
  "transactions"."transaction_date",
  "transactions"."transaction_type_id",
  "transactions"."debit_account_id",
  "transactions"."credit_account_id",
  "transactions"."description",
  "transactions"."amount",
  "transactions"."is_deleted",
  "transactions"."is_reconciled",
  "transactions"."is_pending",
  "transactions"."schedule_id",
  "transactions"."payment_number",
  "debit"."name" as "debit_name",
  "debit"."account_type_id" as "debit_type",
  "credit"."name" as "credit_name",
  "credit"."account_type_id" as "credit_type",
  "paid_schedule"."description" as "schedule_name",
  "paid_schedule"."recurrence_type_id" as "schedule_recurrence"
from "transactions"
inner join "accounts" as "debit" on "debit"."id" = "transactions"."debit_account_id"
inner join "accounts" as "credit" on "credit"."id" = "transactions"."credit_account_id"
left join "schedules" as "paid_schedule" on "paid_schedule"."id" = "transactions"."schedule_id"
where "transactions"."family_id" = $1
  and "transactions"."is_deleted" = $2
  and ("transactions"."transaction_date" >= $3 and "transactions"."transaction_date" <= $4)
order by "transactions"."transaction_date" desc, "transactions"."id" desc
limit $5
offset $6
