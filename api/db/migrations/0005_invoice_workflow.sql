CREATE TABLE `invoice_history` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`before` text,
	`after` text,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_history_invoice_at_idx` ON `invoice_history` (`invoice_id`,`at`,`id`);--> statement-breakpoint
CREATE TABLE `invoice_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`at` text NOT NULL,
	`author` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_notes_invoice_at_idx` ON `invoice_notes` (`invoice_id`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `advance_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `fee_cents` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `funded_on` text;--> statement-breakpoint
-- Hand-written (drizzle-kit writes no data): every invoice stored before changes were recorded gets its "created" row, by the client, at its submission.
INSERT INTO `invoice_history` (`id`, `invoice_id`, `at`, `actor`, `action`, `from_status`, `to_status`, `reason`) SELECT 'created-' || `id`, `id`, `submitted_at`, 'client', 'created', NULL, 'submitted', '' FROM `invoices`;
--> statement-breakpoint
-- Hand-written: and, when it has moved on since, one row for the status it had then (who moved it, and from what, was not recorded).
INSERT INTO `invoice_history` (`id`, `invoice_id`, `at`, `actor`, `action`, `from_status`, `to_status`, `reason`) SELECT 'status-' || `id`, `id`, `updated_at`, '', 'status', NULL, `status`, `status_reason` FROM `invoices` WHERE `status` <> 'submitted';
