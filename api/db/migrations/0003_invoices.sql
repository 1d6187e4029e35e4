CREATE TABLE `invoice_counts` (
	`status` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoice_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`document_kind` text NOT NULL,
	`page_order` integer NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`upload_id` text NOT NULL,
	`added_at` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_pages_invoice_idx` ON `invoice_pages` (`invoice_id`,`document_kind`,`page_order`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_pages_upload_id_idx` ON `invoice_pages` (`upload_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`client_id` text NOT NULL,
	`broker_name` text NOT NULL,
	`load_number` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`extras` text NOT NULL,
	`total_cents` integer NOT NULL,
	`pickup_date` text NOT NULL,
	`delivery_date` text NOT NULL,
	`note` text NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`status_reason` text DEFAULT '' NOT NULL,
	`submitted_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`request_hash` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_reference_idx` ON `invoices` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_client_idempotency_key_idx` ON `invoices` (`client_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `invoices_submitted_at_id_idx` ON `invoices` (`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_client_submitted_at_id_idx` ON `invoices` (`client_id`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_status_submitted_at_id_idx` ON `invoices` (`status`,`submitted_at`,`id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_client_id_idx` ON `uploads` (`client_id`);--> statement-breakpoint
CREATE INDEX `uploads_created_at_idx` ON `uploads` (`created_at`);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): one counter row per status, kept exact with every insert, delete and status change, so the staff counters and list totals read a row instead of counting invoices.
INSERT INTO `invoice_counts` (`status`, `count`) VALUES ('submitted', 0), ('in-review', 0), ('needs-documents', 0), ('funded', 0), ('declined', 0);
--> statement-breakpoint
CREATE TRIGGER `invoices_count_insert` AFTER INSERT ON `invoices` BEGIN UPDATE `invoice_counts` SET `count` = `count` + 1 WHERE `status` = NEW.`status`; END;
--> statement-breakpoint
CREATE TRIGGER `invoices_count_delete` AFTER DELETE ON `invoices` BEGIN UPDATE `invoice_counts` SET `count` = `count` - 1 WHERE `status` = OLD.`status`; END;
--> statement-breakpoint
CREATE TRIGGER `invoices_count_status` AFTER UPDATE OF `status` ON `invoices` WHEN NEW.`status` <> OLD.`status` BEGIN UPDATE `invoice_counts` SET `count` = `count` - 1 WHERE `status` = OLD.`status`; UPDATE `invoice_counts` SET `count` = `count` + 1 WHERE `status` = NEW.`status`; END;
