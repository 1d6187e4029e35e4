-- The client hears of the money, in the transaction that posts it (docs/decisions/0160-notifications.md):
-- an invoice paid in full by its broker (its settlement) and a reserve release paid out. A reversal is not news.
CREATE TRIGGER `ledger_transactions_notify` AFTER INSERT ON `ledger_transactions` WHEN NEW.`kind` IN ('settlement', 'release') AND NEW.`reverses` IS NULL AND NEW.`client_id` IS NOT NULL BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('money:' || NEW.`id`, 'money', NEW.`id`, NEW.`at`); END;--> statement-breakpoint
-- And of an invoice closed unpaid (short-paid, recourse: docs/decisions/0211-short-pay-and-recourse.md), with staff's reason.
DROP TRIGGER `invoice_history_notify`;--> statement-breakpoint
CREATE TRIGGER `invoice_history_notify` AFTER INSERT ON `invoice_history` WHEN NEW.`action` = 'status' AND NEW.`to_status` IN ('needs-documents', 'funded', 'declined', 'short-paid', 'recourse') BEGIN INSERT OR IGNORE INTO `notification_events` (`id`, `kind`, `subject_id`, `created_at`) VALUES ('invoice-status:' || NEW.`id`, 'invoice-status', NEW.`id`, NEW.`at`); END;
