CREATE TABLE `ledger_account_totals` (
	`account` text PRIMARY KEY NOT NULL,
	`cents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `ledger_transactions` ADD `method` text;--> statement-breakpoint
ALTER TABLE `ledger_transactions` ADD `payment_reference` text;--> statement-breakpoint
INSERT INTO `ledger_account_totals` (`account`, `cents`) SELECT `account`, sum(`amount_cents`) FROM `ledger_entries` GROUP BY `account`;--> statement-breakpoint
CREATE TRIGGER `ledger_entries_account_total` AFTER INSERT ON `ledger_entries` BEGIN INSERT INTO `ledger_account_totals` (`account`, `cents`) VALUES (NEW.`account`, NEW.`amount_cents`) ON CONFLICT (`account`) DO UPDATE SET `cents` = `cents` + excluded.`cents`; END;--> statement-breakpoint
DROP TRIGGER `ledger_transactions_never_updated`;--> statement-breakpoint
UPDATE `ledger_transactions` SET
  `method` = CASE
    WHEN `memo` = 'ACH' OR `memo` LIKE 'ACH %' THEN 'ach'
    WHEN `memo` = 'Check' OR `memo` LIKE 'Check %' THEN 'check'
    WHEN `memo` = 'Wire' OR `memo` LIKE 'Wire %' THEN 'wire'
    ELSE 'other' END,
  `payment_reference` = CASE
    WHEN `memo` LIKE 'ACH %' OR `memo` LIKE 'Wire %' THEN substr(`memo`, 5)
    WHEN `memo` LIKE 'Check %' OR `memo` LIKE 'Other %' THEN substr(`memo`, 7)
    ELSE '' END
  WHERE `kind` = 'release';--> statement-breakpoint
CREATE TRIGGER `ledger_transactions_never_updated` BEFORE UPDATE ON `ledger_transactions` BEGIN SELECT RAISE(ABORT, 'ledger transactions are never changed: post a reversing transaction'); END;
