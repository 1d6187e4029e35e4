CREATE TABLE `broker_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`broker_name` text NOT NULL,
	`broker_key` text NOT NULL,
	`received_on` text NOT NULL,
	`method` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	`recorded_at` text NOT NULL,
	`recorded_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `broker_payments_idempotency_key_idx` ON `broker_payments` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `broker_payments_received_on_idx` ON `broker_payments` (`received_on`,`id`);--> statement-breakpoint
CREATE INDEX `broker_payments_broker_key_idx` ON `broker_payments` (`broker_key`);--> statement-breakpoint
CREATE TABLE `client_terms` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`advance_rate_bps` integer NOT NULL,
	`fee_bps` integer NOT NULL,
	`fee_days` integer NOT NULL,
	`extra_fee_bps` integer NOT NULL,
	`extra_fee_days` integer NOT NULL,
	`recourse_days` integer NOT NULL,
	`effective_on` text NOT NULL,
	`set_at` text NOT NULL,
	`set_by` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_terms_client_effective_idx` ON `client_terms` (`client_id`,`effective_on`,`set_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`account` text NOT NULL,
	`client_id` text,
	`invoice_id` text,
	`broker_key` text,
	`amount_cents` integer NOT NULL,
	`on_date` text NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_transaction_idx` ON `ledger_entries` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_account_client_idx` ON `ledger_entries` (`account`,`client_id`,`on_date`);--> statement-breakpoint
CREATE INDEX `ledger_entries_invoice_account_idx` ON `ledger_entries` (`invoice_id`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_entries_account_broker_idx` ON `ledger_entries` (`account`,`broker_key`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`on_date` text NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`client_id` text,
	`invoice_id` text,
	`payment_id` text,
	`reverses` text,
	`idempotency_key` text,
	`request_hash` text,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `broker_payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_reverses_idx` ON `ledger_transactions` (`reverses`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_idempotency_key_idx` ON `ledger_transactions` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_invoice_idx` ON `ledger_transactions` (`invoice_id`,`kind`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_client_date_idx` ON `ledger_transactions` (`client_id`,`on_date`);--> statement-breakpoint
CREATE TABLE `payment_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`at` text NOT NULL,
	`by` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `broker_payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_applications_payment_idx` ON `payment_applications` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_applications_invoice_idx` ON `payment_applications` (`invoice_id`);--> statement-breakpoint
ALTER TABLE `clients` ADD `money_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `funded_terms` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_on` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `money_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `ledger_entries_never_updated` BEFORE UPDATE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are never changed: post a reversing transaction'); END;--> statement-breakpoint
CREATE TRIGGER `ledger_entries_never_deleted` BEFORE DELETE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are never deleted: post a reversing transaction'); END;--> statement-breakpoint
CREATE TRIGGER `ledger_transactions_never_updated` BEFORE UPDATE ON `ledger_transactions` BEGIN SELECT RAISE(ABORT, 'ledger transactions are never changed: post a reversing transaction'); END;--> statement-breakpoint
CREATE TRIGGER `ledger_transactions_never_deleted` BEFORE DELETE ON `ledger_transactions` BEGIN SELECT RAISE(ABORT, 'ledger transactions are never deleted: post a reversing transaction'); END;--> statement-breakpoint
INSERT INTO `ledger_transactions` (`id`, `kind`, `on_date`, `at`, `actor`, `memo`, `client_id`, `invoice_id`)
  SELECT 'funding-' || `id`, 'funding', `funded_on`, `updated_at`, '', 'Funded before the ledger', `client_id`, `id`
  FROM `invoices` WHERE `status` = 'funded' AND `advance_cents` IS NOT NULL AND `funded_on` IS NOT NULL;--> statement-breakpoint
INSERT INTO `ledger_entries` (`id`, `transaction_id`, `account`, `client_id`, `invoice_id`, `broker_key`, `amount_cents`, `on_date`)
  SELECT 'funding-' || `id` || '-receivable', 'funding-' || `id`, 'receivable', `client_id`, `id`, `broker_key`, `total_cents`, `funded_on`
  FROM `invoices` WHERE `status` = 'funded' AND `advance_cents` IS NOT NULL AND `funded_on` IS NOT NULL;--> statement-breakpoint
INSERT INTO `ledger_entries` (`id`, `transaction_id`, `account`, `client_id`, `invoice_id`, `broker_key`, `amount_cents`, `on_date`)
  SELECT 'funding-' || `id` || '-cash', 'funding-' || `id`, 'cash', `client_id`, `id`, NULL, -`advance_cents`, `funded_on`
  FROM `invoices` WHERE `status` = 'funded' AND `advance_cents` IS NOT NULL AND `funded_on` IS NOT NULL;--> statement-breakpoint
INSERT INTO `ledger_entries` (`id`, `transaction_id`, `account`, `client_id`, `invoice_id`, `broker_key`, `amount_cents`, `on_date`)
  SELECT 'funding-' || `id` || '-reserve', 'funding-' || `id`, 'reserve_held', `client_id`, `id`, NULL, `advance_cents` - `total_cents`, `funded_on`
  FROM `invoices` WHERE `status` = 'funded' AND `advance_cents` IS NOT NULL AND `funded_on` IS NOT NULL AND `total_cents` <> `advance_cents`;
--> statement-breakpoint
CREATE TRIGGER `payment_applications_within_payment` BEFORE INSERT ON `payment_applications`
  WHEN (SELECT `amount_cents` FROM `broker_payments` WHERE `id` = NEW.`payment_id`)
    < (SELECT coalesce(sum(`amount_cents`), 0) FROM `payment_applications` WHERE `payment_id` = NEW.`payment_id`) + NEW.`amount_cents`
  BEGIN SELECT RAISE(ABORT, 'payment over-applied'); END;
--> statement-breakpoint
INSERT INTO `invoice_counts` (`status`, `count`) VALUES ('paid', 0);
