-- Issue 32.4 / 28.8: when the indexer last found a live bid's bidder short of balance or allowance for it
-- (null: funded). Set and cleared from the bid currency's Transfer/Approval/Deposit/Withdrawal logs.
ALTER TABLE "bids" ADD COLUMN "unfunded_since" timestamp with time zone;
