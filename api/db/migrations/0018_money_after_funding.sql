CREATE TABLE `collection_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`at` text NOT NULL,
	`by` text NOT NULL,
	`contact` text NOT NULL,
	`said` text NOT NULL,
	`promised_on` text,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collection_notes_invoice_at_idx` ON `collection_notes` (`invoice_id`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `closed_on` text;--> statement-breakpoint
CREATE INDEX `invoices_status_funded_on_id_idx` ON `invoices` (`status`,`funded_on`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_closed_on_idx` ON `invoices` (`closed_on`);--> statement-breakpoint
-- An invoice already paid closed the day it was paid.
UPDATE `invoices` SET `closed_on` = `paid_on` WHERE `paid_on` IS NOT NULL;--> statement-breakpoint
-- The two new final statuses of an unpaid invoice (docs/decisions/0211-short-pay-and-recourse.md) get their counters.
INSERT INTO `invoice_counts` (`status`, `count`) VALUES ('short-paid', 0);--> statement-breakpoint
INSERT INTO `invoice_counts` (`status`, `count`) VALUES ('recourse', 0);
